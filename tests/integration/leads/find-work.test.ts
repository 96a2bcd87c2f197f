import { beforeAll, describe, expect, it } from "vitest";
import { cities } from "~/db/schema";
import { LEAD_PRICES_PENCE, leadPriceFor, MOVE_SIZES, moveSizeOf } from "~/lib/lead-pricing";
import { LEADS_PAGE_SIZE, WORK_COUNT_CAP, workCountLabel } from "~/lib/lead-rules";
import { HELP_TYPES, MOVE_TYPES } from "~/lib/vocabulary";
import { claimLead } from "~/server/leads/claim-lead.server";
import { listFindWork, listWatching } from "~/server/leads/find-work.server";
import { getLeadDetail } from "~/server/leads/lead-detail.server";
import { declineInvitation, unwatchLead, watchLead } from "~/server/leads/respond-to-lead.server";
import { getWorkCounts } from "~/server/partners/work-counts.server";
import { createCompany } from "../../factories/companies";
import { createBookedJob, createInvitation, createMember, createOpenRequest, ukDate } from "../../factories/leads";
import { setupTestDatabase } from "../../setup/test-database";
import { expectAppError } from "../../support/app-errors";

const PLACES = {
  leeds: { lat: 53.7997, lng: -1.5492 },
  london: { lat: 51.5074, lng: -0.1278 },
  bristol: { lat: 51.4545, lng: -2.5879 },
  inverness: { lat: 57.4778, lng: -4.2247 },
};
const DAY_MS = 24 * 3600 * 1000;

describe("Find work", () => {
  const db = setupTestDatabase();

  /**
   * A partner based in Manchester (createCompany's default) and the requests around it, made
   * once: the tests below run in order on it, and make no other request near Manchester.
   */
  async function scenario() {
    const company = await createCompany(db());
    const scope = { companyId: company.id };
    const actorUserId = await createMember(db(), company.id);
    const from = (place: keyof typeof PLACES) => ({ fromLat: PLACES[place].lat, fromLng: PLACES[place].lng });
    const others = async (requestId: string, claims: number) => {
      for (let index = 0; index < claims; index++) {
        const other = await createCompany(db());
        await claimLead(
          { companyId: other.id },
          { quoteRequestId: requestId, actorUserId: await createMember(db(), other.id) },
        );
      }
    };

    const manchester = await createOpenRequest(db(), { specificDate: ukDate(30), currentBedrooms: "3" });
    await others(manchester.id, 2);
    const leeds = await createOpenRequest(db(), {
      ...from("leeds"),
      fromCity: "Leeds",
      fromPostcode: "LS1 4AP",
      specificDate: ukDate(10),
      currentBedrooms: "2",
    });
    const london = await createOpenRequest(db(), { ...from("london"), fromCity: "London", fromPostcode: "EC1A 1BB" });
    const invitation = await createInvitation(db(), {
      quoteRequestId: london.id,
      companyId: company.id,
      pricePence: 1800,
    });
    const declined = await createOpenRequest(db());
    const declinedLead = await createInvitation(db(), { quoteRequestId: declined.id, companyId: company.id });
    await declineInvitation(scope, { leadId: declinedLead.id });
    const mine = await createOpenRequest(db());
    await claimLead(scope, { quoteRequestId: mine.id, actorUserId });
    const full = await createOpenRequest(db());
    await others(full.id, 6);
    await createOpenRequest(db(), { createdAt: new Date(Date.now() - 8 * DAY_MS) });
    // Return loads: a job of this company ends in Bristol on day 20.
    await createBookedJob(db(), { companyId: company.id, to: { city: "Bristol", ...PLACES.bristol }, day: ukDate(20) });
    const returnLoad = await createOpenRequest(db(), {
      ...from("bristol"),
      fromCity: "Bristol",
      fromPostcode: "BS1 4DJ",
      specificDate: ukDate(22),
    });
    const flexibleReturn = await createOpenRequest(db(), {
      ...from("bristol"),
      fromCity: "Bristol",
      fromPostcode: "BS1 4DJ",
      movingDate: "flexible",
      specificDate: null,
      flexibleFrom: ukDate(15),
      flexibleTo: ukDate(20),
    });
    await createOpenRequest(db(), {
      ...from("bristol"),
      fromCity: "Bristol",
      fromPostcode: "BS1 4DJ",
      specificDate: ukDate(23),
    });
    return { company, scope, actorUserId, manchester, leeds, london, invitation, returnLoad, flexibleReturn };
  }
  let world: Awaited<ReturnType<typeof scenario>>;
  beforeAll(async () => {
    world = await scenario();
  });

  it("lists each tab with real counts, sorted as asked, and never the customer's identity", async () => {
    const { scope, manchester, leeds, london, invitation, returnLoad, flexibleReturn } = world;

    const single = await listFindWork(scope);
    expect(single.counts).toEqual({ single: 2, recommended: 1, journeys: 2 });
    expect(single.region).toMatchObject({ label: "Manchester", radiusMiles: 50 });
    expect(single.items.map((card) => card.quoteRequestId)).toEqual([leeds.id, manchester.id]);
    expect(single.items[1]).toMatchObject({
      moveType: "domestic",
      leadPricePence: 1800,
      from: { town: "Manchester", district: "M1" },
      to: { town: "Leeds" },
      date: { kind: "specific", date: ukDate(30) },
      size: "3",
      volumeM3: 35,
      crew: 3,
      slotsTaken: 2,
      slotsTotal: 6,
      leadId: null,
      watching: false,
    });
    expect(single.items[1]?.distanceMiles).toBeCloseTo(36, 0);
    expect(single.items[0]?.milesAway).toBeCloseTo(36, 0);
    const shown = JSON.stringify(single);
    for (const secret of [
      manchester.fullName,
      manchester.email,
      manchester.phone ?? "",
      "1 Piccadilly",
      "M1 1AE",
      "2 Briggate",
    ]) {
      expect(shown).not.toContain(secret);
    }

    expect((await listFindWork(scope, { sort: "date_desc" })).items.map((card) => card.quoteRequestId)).toEqual([
      manchester.id,
      leeds.id,
    ]);
    expect((await listFindWork(scope, { sort: "price_desc" })).items.map((card) => card.leadPricePence)).toEqual([
      1800, 1500,
    ]);
    expect((await listFindWork(scope, { sort: "price_asc" })).items.map((card) => card.leadPricePence)).toEqual([
      1500, 1800,
    ]);

    const recommended = await listFindWork(scope, { tab: "recommended" });
    expect(recommended.items.map((card) => [card.quoteRequestId, card.leadId, card.invited])).toEqual([
      [london.id, invitation.id, true],
    ]);
    const journeys = await listFindWork(scope, { tab: "journeys", sort: "date_asc" });
    expect(journeys.items.map((card) => card.quoteRequestId)).toEqual([flexibleReturn.id, returnLoad.id]);
    expect(journeys.items[0]?.date).toEqual({ kind: "flexible", from: ukDate(15), to: ukDate(20) });
  });

  it("searches around a chosen city and radius, and refuses an unknown city or radius", async () => {
    const { scope, london } = world;
    await db()
      .insert(cities)
      .values({
        name: "London",
        slug: "london-find-work",
        regionSlug: "england",
        postcodeArea: "EC",
        ...PLACES.london,
      });
    const around = await listFindWork(scope, { citySlug: "london-find-work", radiusMiles: 10 });
    expect(around.region?.label).toBe("London");
    expect(around.items.map((card) => card.quoteRequestId)).toEqual([london.id]);
    const aroundPoint = await listFindWork(scope, { centre: { label: "EC1A", ...PLACES.london }, radiusMiles: 5 });
    expect(aroundPoint.items.map((card) => card.quoteRequestId)).toEqual([london.id]);
    expect((await listFindWork(scope, { radiusMiles: 200 })).counts.single).toBeGreaterThan(2);
    await expectAppError(listFindWork(scope, { citySlug: "atlantis" }), "VALIDATION", "leads:errors.unknownCity");
    await expectAppError(
      listFindWork(scope, { centre: { label: "?", lat: 95, lng: 0 } }),
      "VALIDATION",
      "leads:errors.unknownPlace",
    );
    await expectAppError(listFindWork(scope, { radiusMiles: 0 }), "VALIDATION", "leads:errors.radiusRange");
    await expectAppError(listFindWork(scope, { radiusMiles: 201 }), "VALIDATION", "leads:errors.radiusRange");
  });

  it("counts the sidebar from the database, and keeps Watching and invitations in step", async () => {
    const { scope, leeds, invitation } = world;
    const before = await getWorkCounts(scope);
    // One job to do; one claim not yet quoted (an alert); one invitation; Single jobs for Book now.
    expect(before).toEqual({ myWork: 1, bidding: 0, watching: 0, invitations: 1, alerts: 1, bookNow: 2 });

    await watchLead(scope, { quoteRequestId: leeds.id });
    await watchLead(scope, { quoteRequestId: leeds.id });
    expect((await listWatching(scope)).map((card) => [card.quoteRequestId, card.watching])).toEqual([[leeds.id, true]]);
    expect((await getWorkCounts(scope)).watching).toBe(1);
    await unwatchLead(scope, { quoteRequestId: leeds.id });
    expect((await getWorkCounts(scope)).watching).toBe(0);

    await declineInvitation(scope, { leadId: invitation.id });
    await declineInvitation(scope, { leadId: invitation.id });
    expect((await getWorkCounts(scope)).invitations).toBe(0);
    expect((await listFindWork(scope, { tab: "recommended" })).items).toEqual([]);
  });

  it("refuses to decline a claimed lead; the declined invitation cannot be claimed", async () => {
    const { scope, actorUserId, invitation } = world;
    await expectAppError(
      claimLead(scope, { leadId: invitation.id, actorUserId }),
      "CONFLICT",
      "leads:errors.leadDeclined",
    );
    const other = await createOpenRequest(db());
    const offered = await createInvitation(db(), { quoteRequestId: other.id, companyId: scope.companyId });
    await claimLead(scope, { leadId: offered.id, actorUserId });
    await expectAppError(declineInvitation(scope, { leadId: offered.id }), "CONFLICT", "leads:errors.cannotDecline");
  });

  it("shows the detail of an open lead before the claim, and the contact only after it", async () => {
    const { scope, actorUserId, leeds } = world;
    const before = await getLeadDetail(scope, { quoteRequestId: leeds.id });
    expect(before).toMatchObject({ claimable: true, claim: null, quote: null });
    expect(JSON.stringify(before)).not.toContain(leeds.email);
    await claimLead(scope, { quoteRequestId: leeds.id, actorUserId });
    const after = await getLeadDetail(scope, { quoteRequestId: leeds.id });
    expect(after.claimable).toBe(false);
    expect(after.claim?.contact).toMatchObject({
      fullName: leeds.fullName,
      email: leeds.email,
      fromAddress: "1 Piccadilly",
    });
    expect(after.claim?.pricePence).toBe(1500);
  });

  it("prices every card from the one table, in SQL exactly as in the claim", async () => {
    const company = await createCompany(db(), PLACES.inverness);
    const scope = { companyId: company.id };
    for (const moveType of MOVE_TYPES) {
      for (const helpType of HELP_TYPES) {
        for (const home of [
          { currentPropertyType: "apartment" as const, currentBedrooms: null },
          ...["1", "2", "3", "4", "5+", null].map((bedrooms) => ({
            currentPropertyType: "house" as const,
            currentBedrooms: bedrooms,
          })),
        ]) {
          const answers = { moveType, helpType, ...home };
          const request = await createOpenRequest(db(), {
            ...answers,
            fromLat: PLACES.inverness.lat,
            fromLng: PLACES.inverness.lng,
          });
          const { card } = await getLeadDetail(scope, { quoteRequestId: request.id });
          expect(card.leadPricePence, JSON.stringify(answers)).toBe(leadPriceFor(answers));
          expect(card.leadPricePence).toBe(LEAD_PRICES_PENCE[moveType][moveSizeOf(answers)]);
        }
      }
    }
    expect(MOVE_SIZES).toHaveLength(8);
  });

  it("counts the badges and tabs of a busy region only up to the cap, and pages on past it", async () => {
    // Plymouth: no other test makes a request near it.
    const plymouth = { lat: 50.3755, lng: -4.1427 };
    const company = await createCompany(db(), plymouth);
    const scope = { companyId: company.id };
    for (let index = 0; index < WORK_COUNT_CAP + 2; index++) {
      await createOpenRequest(db(), { fromLat: plymouth.lat, fromLng: plymouth.lng, fromCity: "Plymouth" });
    }
    expect((await getWorkCounts(scope)).bookNow).toBe(WORK_COUNT_CAP + 1);
    expect(workCountLabel(WORK_COUNT_CAP + 1)).toBe("99+");
    expect(workCountLabel(WORK_COUNT_CAP)).toBe("99");
    const first = await listFindWork(scope);
    expect(first.counts.single).toBe(WORK_COUNT_CAP + 1);
    expect(first).toMatchObject({ page: 1, pageCount: Math.ceil(WORK_COUNT_CAP / LEADS_PAGE_SIZE), morePages: true });
    // A page past the cap is counted as far as it goes: the last page lists the last two requests.
    const lastPage = Math.ceil((WORK_COUNT_CAP + 2) / LEADS_PAGE_SIZE);
    const last = await listFindWork(scope, { page: lastPage + 3 });
    expect(last).toMatchObject({ page: lastPage, pageCount: lastPage, morePages: false });
    expect(last.items).toHaveLength((WORK_COUNT_CAP + 2) % LEADS_PAGE_SIZE);
  });
});
