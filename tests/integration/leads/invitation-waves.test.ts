import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companyMembers, leads, quoteRequests, user } from "~/db/schema";
import { getDatabaseHandle, getDb } from "~/server/db.server";
import { claimLead } from "~/server/leads/claim-lead.server";
import { offerOpenPlaces } from "~/server/leads/invitation-waves.server";
import { declineInvitation } from "~/server/leads/respond-to-lead.server";
import { countMatchingCompanies } from "~/server/matching/match-companies.server";
import { lapseUnansweredInvitations } from "~/server/sweeps/time-sweeps.server";
import { createCompany } from "../../factories/companies";
import { createInvitableCompany, createInvitation, createMember, createOpenRequest } from "../../factories/leads";
import { setupTestDatabase } from "../../setup/test-database";
import { emailsTo } from "../../support/outbox";

const DAY_MS = 24 * 3600 * 1000;
const MINUTE_MS = 60_000;

/** Each test works in a town of its own, out of reach of the others' companies (30-mile radius). */
const TOWNS = {
  manchester: { lat: 53.4808, lng: -2.2426 },
  newcastle: { lat: 54.9783, lng: -1.6178 },
  bristol: { lat: 51.4545, lng: -2.5879 },
  norwich: { lat: 52.6309, lng: 1.2974 },
  plymouth: { lat: 50.3755, lng: -4.1427 },
  southampton: { lat: 50.9097, lng: -1.4044 },
  cambridge: { lat: 52.2053, lng: 0.1218 },
  aberdeen: { lat: 57.1497, lng: -2.0943 },
} as const;
type Town = (typeof TOWNS)[keyof typeof TOWNS];

const basedIn = (town: Town) => ({ lat: town.lat, lng: town.lng, serviceLat: town.lat, serviceLng: town.lng });
const movingFrom = (town: Town) => ({ fromLat: town.lat, fromLng: town.lng });

describe("invitations in waves", () => {
  const db = setupTestDatabase();

  /** Companies ranked as created: each a little better rated than the next. */
  async function rankedCompanies(town: Town, count: number) {
    const made = [];
    for (let index = 0; index < count; index++) {
      made.push(
        await createInvitableCompany(db(), {
          ...basedIn(town),
          rating: 9.5 - index * 0.2,
          reviewCount: 40,
          approvedAt: new Date(Date.now() - 90 * DAY_MS),
        }),
      );
    }
    // Established: each was offered 3 leads this week, so none is waiting for exposure.
    for (const company of made) {
      for (let lead = 0; lead < 3; lead++) {
        const other = await createOpenRequest(db(), movingFrom(town));
        await createInvitation(db(), {
          quoteRequestId: other.id,
          companyId: company.id,
          status: "declined",
          offeredAt: new Date(Date.now() - 2 * DAY_MS),
        });
      }
    }
    return made;
  }

  /** Submits the request's first wave as submission does (the request row locked). */
  async function firstWave(requestId: string, now: Date) {
    return (await getDb()).transaction(async (tx) => {
      const [request] = await tx.select().from(quoteRequests).where(eq(quoteRequests.id, requestId)).for("update");
      if (!request) throw new Error("no request");
      return offerOpenPlaces(tx, request, { now, firstWave: true });
    });
  }

  const leadsOf = (requestId: string) =>
    db().select().from(leads).where(eq(leads.quoteRequestId, requestId)).orderBy(asc(leads.matchRank));

  const newLeadEmailsTo = async (emails: string[]) =>
    (await emailsTo(db(), emails, "partner-new-lead")).map((row) => row.to);

  it("a lapsed window offers its place to the next-ranked company exactly once, with two workers sweeping at once", async () => {
    const companies = await rankedCompanies(TOWNS.manchester, 8);
    const request = await createOpenRequest(db(), movingFrom(TOWNS.manchester));
    const now = new Date();
    const wave = await firstWave(request.id, now);
    expect(wave.map((company) => company.id)).toEqual(companies.slice(0, 6).map((company) => company.id));

    const invited = await leadsOf(request.id);
    const respondBy = invited[0]?.respondBy;
    if (!respondBy) throw new Error("the invitation has no response window");
    expect(invited.every((lead) => lead.respondBy?.getTime() === respondBy.getTime())).toBe(true);

    // Five claim inside their window; the sixth stays silent.
    for (const company of companies.slice(0, 5)) {
      await claimLead(
        { companyId: company.id },
        { quoteRequestId: request.id, actorUserId: await createMember(db(), company.id), now },
      );
    }
    // Before the window ends nothing lapses.
    expect(await lapseUnansweredInvitations(await getDb(), new Date(respondBy.getTime() - MINUTE_MS))).toBe(0);

    const after = new Date(respondBy.getTime() + MINUTE_MS);
    const { db: handle } = await getDatabaseHandle();
    const [first, second] = await Promise.all([
      lapseUnansweredInvitations(handle, after),
      lapseUnansweredInvitations(handle, after),
    ]);
    expect(first + second).toBe(1);

    const rows = await leadsOf(request.id);
    const silent = rows.find((lead) => lead.companyId === companies[5]?.id);
    expect(silent).toMatchObject({ status: "lapsed" });
    // One place was free: offered to the seventh company only, with a window of its own.
    const offeredOn = rows.filter((lead) => lead.offeredAt.getTime() === after.getTime());
    expect(offeredOn.map((lead) => [lead.companyId, lead.status, lead.matchRank])).toEqual([
      [companies[6]?.id, "offered", 7],
    ]);
    expect(offeredOn[0]?.respondBy?.getTime()).toBeGreaterThan(after.getTime());
    expect(await newLeadEmailsTo([companies[6]?.email ?? "", companies[7]?.email ?? ""])).toEqual([
      companies[6]?.email,
    ]);

    // The lapsed company may still take a free place, as from Find work.
    const late = await claimLead(
      { companyId: companies[5]?.id ?? "" },
      { quoteRequestId: request.id, actorUserId: await createMember(db(), companies[5]?.id ?? ""), now: after },
    );
    expect(late.slotsTaken).toBe(6);
  });

  it("a declined invitation's place is offered to the next company at once", async () => {
    const companies = await rankedCompanies(TOWNS.newcastle, 7);
    const request = await createOpenRequest(db(), movingFrom(TOWNS.newcastle));
    const now = new Date();
    await firstWave(request.id, now);
    const declining = (await leadsOf(request.id)).find((lead) => lead.companyId === companies[2]?.id);
    if (!declining) throw new Error("the third company was not invited");

    const later = new Date(now.getTime() + 10 * MINUTE_MS);
    await declineInvitation({ companyId: declining.companyId }, { leadId: declining.id, now: later });
    // Declining again changes nothing and offers nothing more.
    await declineInvitation({ companyId: declining.companyId }, { leadId: declining.id, now: later });

    const rows = await leadsOf(request.id);
    expect(rows.find((lead) => lead.id === declining.id)?.status).toBe("declined");
    expect(rows.filter((lead) => lead.status === "offered").map((lead) => lead.companyId)).toEqual(
      [0, 1, 3, 4, 5, 6].map((index) => companies[index]?.id),
    );
    expect(rows.find((lead) => lead.companyId === companies[6]?.id)?.offeredAt).toEqual(later);
  });

  it("a new partner with nobody waiting before it is invited to the next eligible request in its area", async () => {
    await rankedCompanies(TOWNS.bristol, 6);
    const newcomer = await createInvitableCompany(db(), {
      ...basedIn(TOWNS.bristol),
      approvedAt: new Date(Date.now() - DAY_MS),
    });
    const request = await createOpenRequest(db(), movingFrom(TOWNS.bristol));
    const wave = await firstWave(request.id, new Date());
    expect(wave).toHaveLength(6);
    expect(wave[0]).toMatchObject({ id: newcomer.id, exposure: true });
  });

  it("partners waiting longest take the exposure places first; the next request serves the one left waiting", async () => {
    await rankedCompanies(TOWNS.norwich, 6);
    const approved = (daysAgo: number) =>
      createInvitableCompany(db(), { ...basedIn(TOWNS.norwich), approvedAt: new Date(Date.now() - daysAgo * DAY_MS) });
    const oldest = await approved(3);
    const middle = await approved(2);
    const newest = await approved(1);

    const first = await firstWave((await createOpenRequest(db(), movingFrom(TOWNS.norwich))).id, new Date());
    expect(first.filter((company) => company.exposure).map((company) => company.id)).toEqual([oldest.id, middle.id]);
    const second = await firstWave(
      (await createOpenRequest(db(), movingFrom(TOWNS.norwich))).id,
      new Date(Date.now() + MINUTE_MS),
    );
    expect(second.filter((company) => company.exposure).map((company) => company.id)[0]).toBe(newest.id);
  });

  it("never invites a company without an active, signed-in owner or with an incomplete profile", async () => {
    const here = basedIn(TOWNS.plymouth);
    const invitable = await createInvitableCompany(db(), here);
    const listing = await createCompany(db(), here);
    const neverSignedIn = await createInvitableCompany(db(), here);
    const banned = await createInvitableCompany(db(), here);
    const noDescription = await createInvitableCompany(db(), { ...here, about: null });
    const noServices = await createInvitableCompany(db(), { ...here, services: [] });
    const ownerOf = async (companyId: string) =>
      (
        await db()
          .select({ userId: companyMembers.userId })
          .from(companyMembers)
          .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, "owner")))
      ).map((row) => row.userId);
    await db()
      .update(user)
      .set({ lastSignedInAt: null })
      .where(inArray(user.id, await ownerOf(neverSignedIn.id)));
    await db()
      .update(user)
      .set({ banned: true })
      .where(inArray(user.id, await ownerOf(banned.id)));

    const request = await createOpenRequest(db(), movingFrom(TOWNS.plymouth));
    const wave = await firstWave(request.id, new Date());
    expect(wave.map((company) => company.id)).toEqual([invitable.id]);
    const rows = await db().select({ companyId: leads.companyId }).from(leads).where(isNotNull(leads.respondBy));
    for (const excluded of [listing, neverSignedIn, banned, noDescription, noServices]) {
      expect(rows.map((row) => row.companyId)).not.toContain(excluded.id);
    }
    // The wizard's count says the same.
    expect(
      await countMatchingCompanies(db(), {
        moveType: "domestic",
        point: TOWNS.plymouth,
        now: new Date(),
      }),
    ).toBe(1);
  });

  describe("a request from a company's page (it names the company)", () => {
    it("invites the named company in the first wave, first, whatever its ranking, in one of the 6 places", async () => {
      const ranked = await rankedCompanies(TOWNS.southampton, 8);
      const best = ranked.slice(0, 7);
      const named = ranked[7];
      if (!named) throw new Error("no company");
      const request = await createOpenRequest(db(), { ...movingFrom(TOWNS.southampton), requestedCompanyId: named.id });
      const wave = await firstWave(request.id, new Date());
      expect(wave).toHaveLength(6);
      expect(wave[0]?.id).toBe(named.id);
      expect(wave.slice(1).map((company) => company.id)).toEqual(best.slice(0, 5).map((company) => company.id));
      expect((await leadsOf(request.id))[0]).toMatchObject({ companyId: named.id, matchRank: 1 });
    });

    it("goes ahead with the normal ranking when the named company does not cover the move", async () => {
      const best = await rankedCompanies(TOWNS.cambridge, 6);
      const faraway = await createInvitableCompany(db(), basedIn(TOWNS.aberdeen));
      const request = await createOpenRequest(db(), { ...movingFrom(TOWNS.cambridge), requestedCompanyId: faraway.id });
      const wave = await firstWave(request.id, new Date());
      expect(wave.map((company) => company.id)).toEqual(best.map((company) => company.id));
    });
  });
});
