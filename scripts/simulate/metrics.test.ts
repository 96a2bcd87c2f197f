import { describe, expect, it } from "vitest";
import {
  claimFigures,
  type FreedPlace,
  fairnessFigures,
  gini,
  type LeadRecord,
  lapseFigures,
  median,
  newPartnerOutcomes,
  type PartnerRecord,
  type Period,
  quantile,
  type RequestRecord,
  spendFigures,
  unfilledPlaces,
  waitingAt,
} from "./metrics";
import { createRandom, lognormal, poisson } from "./random";
import { addWorkingMinutes, fromUkLocal } from "./time";

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.UTC(2027, 2, 1) + hours * HOUR);
const period: Period = { start: at(0), end: at(24 * 7), runEnd: at(24 * 8) };
const rule = { newPartnerDays: 30, underServedLeads: 3, exposurePlaces: 2 };

function partner(id: string, overrides: Partial<PartnerRecord> = {}): PartnerRecord {
  return {
    id,
    group: "g",
    cohort: "c",
    approvedAt: at(-24 * 100),
    isNew: false,
    invitable: true,
    silent: false,
    spendPence: 0,
    jobsWon: 0,
    ...overrides,
  };
}

function lead(companyId: string, requestId: string, offeredAt: Date, overrides: Partial<LeadRecord> = {}): LeadRecord {
  return {
    requestId,
    companyId,
    offeredAt,
    invited: true,
    firstWave: true,
    claimedAt: null,
    claimedAfterLapse: false,
    ...overrides,
  };
}

function request(id: string, createdAt: Date, overrides: Partial<RequestRecord> = {}): RequestRecord {
  return { id, label: id, createdAt, claimTimes: [], eligible: null, closedAt: period.runEnd, ...overrides };
}

describe("statistics", () => {
  it("quantile interpolates between closest ranks and ignores order", () => {
    expect(quantile([3, 1, 2, 4], 0.5)).toBe(2.5);
    expect(median([5, 1, 3])).toBe(3);
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBeCloseTo(9.1);
    expect(quantile([7], 0.95)).toBe(7);
    expect(quantile([], 0.5)).toBeNaN();
  });

  it("gini is 0 for equal shares, (n-1)/n when one holds everything, and rejects negatives", () => {
    expect(gini([4, 4, 4, 4])).toBe(0);
    expect(gini([0, 0, 0])).toBe(0);
    expect(gini([])).toBe(0);
    expect(gini([0, 0, 0, 10])).toBeCloseTo(0.75);
    // Σ|xi − xj| / (2 n² mean) for 1, 2, 3: 8 / (2 · 9 · 2)
    expect(gini([3, 1, 2])).toBeCloseTo(8 / 36);
    expect(() => gini([1, -1])).toThrow();
  });
});

describe("claims", () => {
  it("counts claims within 24 hours of verification and the time to the first", () => {
    const requests = [
      request("a", at(0), { claimTimes: [at(0.5), at(1), at(2)] }),
      request("b", at(0), { claimTimes: [at(1), at(30)] }),
      request("c", at(0), { claimTimes: [] }),
      request("d", at(10), { claimTimes: [at(10.25), at(11), at(33), at(35)] }),
    ];
    const figures = claimFigures(requests);
    expect(figures.atLeastOneIn24h).toBe(0.75);
    expect(figures.atLeastThreeIn24h).toBe(0.5);
    expect(figures.neverClaimed).toBe(1);
    expect(figures.medianMinutesToFirstClaim).toBe(30);
    expect(figures.medianEligiblePartners).toBeNaN();
  });
});

describe("fairness", () => {
  it("compares invitations per day approved within cohorts and keeps silent partners apart", () => {
    const partners = [
      partner("p1"),
      partner("p2"),
      partner("late", { approvedAt: at(24 * 4), isNew: true }),
      partner("quiet", { silent: true }),
      partner("never", { invitable: false }),
      partner("other", { cohort: "d" }),
    ];
    const leads = [
      ...Array.from({ length: 8 }, (_, index) => lead("p1", `r${index}`, at(index))),
      ...Array.from({ length: 8 }, (_, index) => lead("p2", `r${index}`, at(index))),
      // Four in the four days it was approved: the same rate as eight in eight days.
      ...Array.from({ length: 4 }, (_, index) => lead("late", `s${index}`, at(24 * 4 + index))),
      lead("quiet", "r0", at(0)),
      lead("p1", "x", at(1), { invited: false }),
    ];
    const figures = fairnessFigures(partners, leads, period);
    const cohort = figures.cohorts.find((entry) => entry.cohort === "c");
    expect(cohort?.responsive.partners).toBe(3);
    expect(cohort?.responsive.gini).toBeCloseTo(0);
    expect(cohort?.silent.partners).toBe(1);
    expect(cohort?.notInvitable).toBe(1);
    expect(figures.invitablePartners).toBe(5);
    // "other" was offered nothing.
    expect(figures.shareOfferedNothing).toBeCloseTo(1 / 5);
    expect(figures.worstResponsiveGini).toBeCloseTo(0);
  });
});

describe("new partners and the 48-hour rule", () => {
  it("tells who waits for exposure: new, or under-served in the last 7 days", () => {
    const old = { approvedAt: at(-24 * 100) };
    expect(waitingAt({ approvedAt: at(-24 * 10) }, [], at(0), rule)).toBe(true);
    expect(waitingAt(old, [at(-1).getTime(), at(-2).getTime()], at(0), rule)).toBe(true);
    expect(
      waitingAt(
        old,
        [at(-1), at(-2), at(-3)].map((date) => date.getTime()),
        at(0),
        rule,
      ),
    ).toBe(false);
    expect(
      waitingAt(
        old,
        [at(-200), at(-201), at(-202)].map((date) => date.getTime()),
        at(0),
        rule,
      ),
    ).toBe(true);
  });

  it("judges a new partner owed a lead when the exposure places cover everyone waiting", () => {
    const partners = [
      partner("busy1"),
      partner("busy2"),
      partner("new", { approvedAt: at(10), isNew: true }),
      partner("starved", { approvedAt: at(10), isNew: true }),
      partner("crowded", { approvedAt: at(10), isNew: true, cohort: "far" }),
      partner("silent-start", { approvedAt: at(24 * 6.5), isNew: true }),
    ];
    // busy1 and busy2 had three leads each in the week before: not waiting.
    const history = ["busy1", "busy2"].flatMap((id) => [1, 2, 3].map((hour) => lead(id, `h${hour}`, at(hour))));
    const requests = [
      request("r1", at(12), { eligible: ["busy1", "busy2", "new", "starved"] }),
      request("r2", at(20), { eligible: ["busy1", "new", "starved"] }),
      // Three waiting for two places: crowded is not owed a lead.
      request("r3", at(30), { eligible: ["crowded", "w1", "w2"] }),
    ];
    const extra = [
      partner("w1", { approvedAt: at(0), isNew: true }),
      partner("w2", { approvedAt: at(0), isNew: true }),
    ];
    const leads = [...history, lead("new", "r1", at(12))];
    const outcomes = newPartnerOutcomes([...partners, ...extra], requests, leads, period, rule);
    const verdict = (id: string) => outcomes.find((outcome) => outcome.id === id);
    expect(verdict("new")?.verdict).toBe("met");
    expect(verdict("new")?.daysToFirstOffer).toBeCloseTo(2 / 24);
    // Two requests (4 places) for two waiting partners: starved was owed one.
    expect(verdict("starved")).toMatchObject({ eligibleRequests: 2, exposurePlaces: 4, waitingPartners: 2 });
    expect(verdict("starved")?.verdict).toBe("missed");
    expect(verdict("crowded")).toMatchObject({ eligibleRequests: 1, waitingPartners: 3, verdict: "not owed" });
    expect(verdict("silent-start")?.verdict).toBe("window open at end");
  });
});

describe("places left unfilled by lapses", () => {
  it("pairs each freed place with the next re-offer or restoring claim, declines included", () => {
    const requests = [request("r", at(0), { closedAt: at(48) })];
    const freed: FreedPlace[] = [
      // Lapsed at 2:00, seen by the sweep at 2:05, offered on then.
      { requestId: "r", kind: "lapse", freedAt: at(2), seenAt: at(2 + 5 / 60), nobodyLeft: false },
      // Declined at 3:00 and offered on at once: its re-offer is not the lapse's.
      { requestId: "r", kind: "decline", freedAt: at(3), seenAt: at(3), nobodyLeft: false },
      // Nobody left at 4:05; the lapsed company claims it late at 6:00.
      { requestId: "r", kind: "lapse", freedAt: at(4), seenAt: at(4 + 5 / 60), nobodyLeft: true },
    ];
    const leads = [
      lead("a", "r", at(0)),
      lead("b", "r", at(2 + 5 / 60), { firstWave: false }),
      lead("c", "r", at(3), { firstWave: false }),
      lead("d", "r", at(0), { claimedAt: at(6), claimedAfterLapse: true }),
    ];
    const places = unfilledPlaces(requests, leads, freed);
    const lapses = places
      .filter((place) => place.kind === "lapse")
      .sort((x, y) => x.freedAt.getTime() - y.freedAt.getTime());
    expect(lapses[0]?.minutes).toBeCloseTo(5);
    expect(lapses[1]?.refilledAt).toEqual(at(6));
    const figures = lapseFigures(places, 125);
    expect(figures).toMatchObject({
      invitationsLapsed: 2,
      withSomeoneLeft: 1,
      refilled: 1,
      overBudget: 0,
      nobodyLeft: 1,
    });
    expect(figures.nobodyLeftFilledLater).toBe(1);
    expect(figures.nobodyLeftMaxMinutes).toBeCloseTo(120);
  });

  it("gives a sweep's re-offers to the lapses it just saw, not to an older place nobody could take", () => {
    const requests = [request("r", at(0), { closedAt: at(30) })];
    const freed: FreedPlace[] = [
      { requestId: "r", kind: "lapse", freedAt: at(2), seenAt: at(2.05), nobodyLeft: true },
      { requestId: "r", kind: "lapse", freedAt: at(5), seenAt: at(5.05), nobodyLeft: false },
    ];
    const leads = [lead("a", "r", at(0)), lead("b", "r", at(5.05), { firstWave: false })];
    const figures = lapseFigures(unfilledPlaces(requests, leads, freed), 125);
    expect(figures).toMatchObject({ withSomeoneLeft: 1, refilled: 1, overBudget: 0, nobodyLeft: 1 });
    expect(figures.maxMinutesUnfilled).toBeCloseTo(3);
    expect(figures.nobodyLeftMaxMinutes).toBeCloseTo(28 * 60);
  });

  it("gives a sweep's re-offers to its lapses that had someone left, whatever their order", () => {
    const requests = [request("r", at(0), { closedAt: at(30) })];
    const lapse = (nobodyLeft: boolean): FreedPlace => ({
      requestId: "r",
      kind: "lapse",
      freedAt: at(9),
      seenAt: at(9),
      nobodyLeft,
    });
    const freed = [lapse(false), lapse(false), lapse(true), lapse(true)];
    const leads = [
      lead("a", "r", at(0)),
      lead("b", "r", at(9), { firstWave: false }),
      lead("c", "r", at(9), { firstWave: false }),
    ];
    const figures = lapseFigures(unfilledPlaces(requests, leads, freed), 125);
    expect(figures).toMatchObject({ withSomeoneLeft: 2, refilled: 2, overBudget: 0, nobodyLeft: 2 });
  });

  it("counts a place never offered again until the request closed", () => {
    const requests = [request("r", at(0), { closedAt: at(10) })];
    const freed: FreedPlace[] = [{ requestId: "r", kind: "lapse", freedAt: at(2), seenAt: at(2.1), nobodyLeft: false }];
    const figures = lapseFigures(unfilledPlaces(requests, [lead("a", "r", at(0))], freed), 125);
    expect(figures.refilled).toBe(0);
    expect(figures.maxMinutesUnfilled).toBeCloseTo(8 * 60);
    expect(figures.overBudget).toBe(1);
  });
});

describe("spend per job won", () => {
  it("divides each partner's lead spend by its jobs and reports the spread", () => {
    const figures = spendFigures([
      partner("a", { spendPence: 6000, jobsWon: 2 }),
      partner("b", { spendPence: 9000, jobsWon: 1 }),
      partner("c", { spendPence: 1500, jobsWon: 0 }),
      partner("d"),
    ]);
    expect(figures.winners).toBe(2);
    expect(figures.medianPerJob).toBe(60);
    expect(figures.minPerJob).toBe(30);
    expect(figures.maxPerJob).toBe(90);
    expect(figures.spentWithoutJob).toBe(1);
    expect(figures.spentWithoutJobPounds).toBe(15);
    expect(figures.jobsWon).toBe(3);
  });
});

describe("randomness and time", () => {
  it("repeats itself for a seed and stream, and differs between streams", () => {
    const a = createRandom(42, "x");
    const b = createRandom(42, "x");
    const c = createRandom(42, "y");
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
  });

  it("draws lognormal delays with the asked median and p90, and Poisson counts with the asked mean", () => {
    const random = createRandom(7, "delays");
    const draws = Array.from({ length: 20_000 }, () => lognormal(random, 30, 120));
    expect(median(draws)).toBeGreaterThan(27);
    expect(median(draws)).toBeLessThan(33);
    expect(quantile(draws, 0.9)).toBeGreaterThan(108);
    expect(quantile(draws, 0.9)).toBeLessThan(132);
    const counts = Array.from({ length: 5_000 }, () => poisson(random, 6));
    expect(counts.reduce((sum, value) => sum + value, 0) / counts.length).toBeCloseTo(6, 0);
  });

  it("counts working minutes only inside the UK hours, across BST", () => {
    // 20:30 UK with 60 working minutes between 07:00 and 21:00: 30 today, 30 from 07:00 tomorrow.
    expect(addWorkingMinutes(fromUkLocal("2027-03-01T20:30"), 60, [7, 21])).toEqual(fromUkLocal("2027-03-02T07:30"));
    expect(addWorkingMinutes(fromUkLocal("2027-06-01T03:00"), 30, [7, 21])).toEqual(fromUkLocal("2027-06-01T07:30"));
    expect(fromUkLocal("2027-06-01T07:30").toISOString()).toBe("2027-06-01T06:30:00.000Z");
  });
});
