import { and, count, eq, isNotNull, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs, leads, quoteRequests, quotes } from "~/db/schema";
import { buildReport } from "../../../scripts/simulate/report";
import { loadScenario } from "../../../scripts/simulate/scenario";
import { runSimulation } from "../../../scripts/simulate/simulation";
import { setupTestDatabase } from "../../setup/test-database";

describe("the marketplace simulation", () => {
  const db = setupTestDatabase();

  it("drives the real services for a few virtual hours and measures from the rows they wrote", async () => {
    // The smoke scenario (busy-city), three hours of a Monday morning and three more for answers.
    const scenario = { ...loadScenario("busy-city"), start: "2027-03-01T09:00", durationDays: 3 / 24, drainHours: 3 };
    const result = await runSimulation(db(), scenario);

    const [requests] = await db().select({ n: count() }).from(quoteRequests);
    const [invited] = await db().select({ n: count() }).from(leads).where(eq(leads.invited, true));
    // Claimed by a scripted partner's owner, through claimLead.
    const [claimed] = await db()
      .select({ n: count() })
      .from(leads)
      .where(and(isNotNull(leads.claimedAt), like(leads.claimedByUserId, "sim-owner-%")));
    const [quoted] = await db().select({ n: count() }).from(quotes);
    const [lapsed] = await db().select({ n: count() }).from(leads).where(eq(leads.status, "lapsed"));

    expect(requests?.n).toBeGreaterThan(3);
    expect(result.counters["requests submitted"]).toBe(requests?.n);
    expect(result.counters["invitations offered"]).toBe(invited?.n);
    expect(claimed?.n).toBeGreaterThan(0);
    expect((result.counters["claimed in time"] ?? 0) + (result.counters["claimed after lapsing"] ?? 0)).toBe(
      claimed?.n,
    );
    expect(result.counters["quotes sent"] ?? 0).toBe(quoted?.n);
    // Every invitation carries its response window, and the sweep lapsed the silent partners' ones.
    const [open] = await db()
      .select({ n: sql<number>`count(*) filter (where ${leads.respondBy} is null)::int` })
      .from(leads)
      .where(eq(leads.invited, true));
    expect(open?.n).toBe(0);
    expect(result.freed.filter((place) => place.kind === "lapse")).toHaveLength(
      (lapsed?.n ?? 0) +
        (result.counters["claimed after lapsing"] ?? 0) +
        (result.counters["declined after lapsing"] ?? 0),
    );

    // The figures are the rows': claims per request, and the share claimed within 24 hours.
    const report = buildReport(result, { setupSeconds: 0, simulationSeconds: 1, totalSeconds: 1, cpuSeconds: 1 });
    const figure = (id: string) => report.figures.find((entry) => entry.id === id)?.value;
    expect(figure("requests")).toBe(requests?.n);
    expect(figure("claims.per_request")).toBeCloseTo((claimed?.n ?? 0) / (requests?.n ?? 1));
    const claimedRequests = result.requests.filter((request) => request.claimTimes.length > 0).length;
    expect(figure("claims_24h.at_least_1")).toBeCloseTo(claimedRequests / (requests?.n ?? 1));
    expect(figure("first_claim.median")).toBeGreaterThan(0);
    // A Monday morning in a busy city: everyone gets a claim.
    expect(figure("claims_24h.at_least_1")).toBe(1);
    const [booked] = await db().select({ n: count() }).from(jobs);
    expect(figure("spend.jobs_won")).toBe(booked?.n);
  }, 120_000);
});
