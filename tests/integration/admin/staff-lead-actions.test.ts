import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, leads, ledgerEntries } from "~/db/schema";
import { claimLead } from "~/server/leads/claim-lead.server";
import {
  createBookedJob,
  createInvitableCompany,
  createInvitation,
  createMember,
  createOpenRequest,
  ukDate,
} from "../../factories/leads";
import { createSignedInUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { page, post } from "../../support/http";
import { callRoute } from "../../support/routes";

/**
 * Staff on a quote request's leads, through /admin/quote-requests/:id: the detail shows its
 * leads, claims, quotes and job; re-run matching and offer to a partner are audited and refused
 * with a clear message when they cannot apply; nobody but staff can call them.
 */

/** Places no other test file puts partners in, so matching here finds only this file's. */
const TRURO = { lat: 50.2632, lng: -5.051 };
const DAY_MS = 24 * 3600 * 1000;

describe("staff actions on a quote request's leads", () => {
  const db = setupTestDatabase();

  const staffMember = () => createSignedInUser({ role: "staff", twoFactor: true });
  const inTruro = (overrides: Parameters<typeof createInvitableCompany>[1] = {}) =>
    createInvitableCompany(db(), {
      ...TRURO,
      serviceLat: TRURO.lat,
      serviceLng: TRURO.lng,
      town: "Truro",
      ...overrides,
    });
  const requestInTruro = (overrides: Parameters<typeof createOpenRequest>[1] = {}) =>
    createOpenRequest(db(), {
      fromLat: TRURO.lat,
      fromLng: TRURO.lng,
      fromCity: "Truro",
      fromPostcode: "TR1 2HX",
      ...overrides,
    });
  const change = (id: string, fields: Record<string, string>, cookie?: string) =>
    callRoute(post(`/admin/quote-requests/${id}`, fields, { cookie }));
  const detail = async (id: string, cookie: string) => {
    const result = await callRoute(page(`/admin/quote-requests/${id}`, { cookie }));
    expect(result.status).toBe(200);
    return (result.body as { record: Record<string, unknown> }).record;
  };
  const auditOf = (subjectId: string) =>
    db()
      .select({ action: auditLog.action, actor: auditLog.actorUserId, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.subjectId, subjectId));

  it("shows a booked request's leads, claims and what they cost, quotes and job, with nothing left to offer", async () => {
    const staff = await staffMember();
    const winner = await createInvitableCompany(db());
    const { request, lead, quote, job } = await createBookedJob(db(), {
      companyId: winner.id,
      to: { city: "Leeds", lat: 53.7997, lng: -1.5492 },
      day: ukDate(20),
    });
    await db()
      .insert(ledgerEntries)
      .values({ companyId: winner.id, kind: "lead_charge", amountPence: -1800, leadId: lead.id, description: "Lead" });
    const loser = await createInvitableCompany(db());
    await createInvitation(db(), { quoteRequestId: request.id, companyId: loser.id, status: "declined" });

    expect(await detail(request.id, staff.cookie)).toMatchObject({
      reference: request.reference,
      leads: [
        {
          companyName: winner.name,
          status: "won",
          pricePence: 1800,
          origin: "matching",
          claimedAt: expect.any(String),
        },
        { companyName: loser.name, status: "declined", claimedAt: null },
      ],
      claims: [{ leadId: lead.id, companyName: winner.name, chargedPence: 1800, credited: false }],
      quotes: [{ id: quote.id, companyName: winner.name, amountPence: 90_000, status: "accepted", version: 1 }],
      job: { reference: job.reference, companyName: winner.name, status: "upcoming", pricePence: 90_000 },
      open: false,
      canRematch: false,
      partnersToOffer: [],
    });
  });

  it("re-runs matching for a request that matched nobody, audited, and refuses once a partner holds it", async () => {
    const staff = await staffMember();
    const request = await requestInTruro();
    const before = await detail(request.id, staff.cookie);
    expect(before).toMatchObject({ leads: [], claims: [], quotes: [], job: null, open: true, canRematch: true });

    // A partner approved in the area since the request came in.
    const newPartner = await inTruro();
    const rerun = await change(request.id, { intent: "rerunMatching" }, staff.cookie);
    expect(rerun).toMatchObject({ status: 200, body: { ok: true, data: { intent: "rerunMatching" } } });
    expect((rerun.body as { data: { offered: number } }).data.offered).toBeGreaterThanOrEqual(1);
    const [offered] = await db()
      .select({ status: leads.status })
      .from(leads)
      .where(and(eq(leads.quoteRequestId, request.id), eq(leads.companyId, newPartner.id)));
    expect(offered).toEqual({ status: "offered" });
    expect(await auditOf(request.id)).toEqual([
      {
        action: "quote_request.rematch",
        actor: staff.id,
        after: { offeredTo: expect.arrayContaining([newPartner.id]) },
      },
    ]);
    expect(await detail(request.id, staff.cookie)).toMatchObject({ canRematch: false });

    // The request now has leads: no second run.
    expect(await change(request.id, { intent: "rerunMatching" }, staff.cookie)).toMatchObject({
      status: 409,
      body: { ok: false, message: { key: "leads:errors.requestHasPartners" } },
    });
    // A claimed request, a closed one and a missing one are refused too, each with its reason.
    const claimed = await createOpenRequest(db());
    const claimer = await createInvitableCompany(db());
    await claimLead(
      { companyId: claimer.id },
      { quoteRequestId: claimed.id, actorUserId: await createMember(db(), claimer.id) },
    );
    expect(await change(claimed.id, { intent: "rerunMatching" }, staff.cookie)).toMatchObject({
      status: 409,
      body: { message: { key: "leads:errors.requestHasPartners" } },
    });
    const past = await createOpenRequest(db(), { specificDate: ukDate(-2) });
    expect(await change(past.id, { intent: "rerunMatching" }, staff.cookie)).toMatchObject({
      status: 409,
      body: { message: { key: "leads:errors.requestClosed" } },
    });
    expect(await change(crypto.randomUUID(), { intent: "rerunMatching" }, staff.cookie)).toMatchObject({
      status: 404,
      body: { message: { key: "admin:errors.quoteRequestNotFound" } },
    });
    expect(await auditOf(request.id)).toHaveLength(1);
  });

  it("offers the lead to a chosen partner once, audited, and never to a paused or suspended one", async () => {
    const staff = await staffMember();
    const request = await createOpenRequest(db(), { createdAt: new Date(Date.now() - 10 * DAY_MS) });
    const chosen = await createInvitableCompany(db());
    const paused = await createInvitableCompany(db(), { paused: true });
    const suspended = await createInvitableCompany(db(), { status: "suspended" });

    const choices = (await detail(request.id, staff.cookie)).partnersToOffer as { id: string }[];
    const ids = choices.map((partner) => partner.id);
    expect(ids).toContain(chosen.id);
    expect(ids).not.toContain(paused.id);
    expect(ids).not.toContain(suspended.id);

    expect(
      await change(request.id, { intent: "offerLeadToPartner", companyId: chosen.id }, staff.cookie),
    ).toMatchObject({
      status: 200,
      body: { ok: true, data: { intent: "offerLeadToPartner" } },
    });
    expect(await auditOf(request.id)).toEqual([
      { action: "lead.offer", actor: staff.id, after: { companyId: chosen.id } },
    ]);
    expect(await detail(request.id, staff.cookie)).toMatchObject({
      leads: [{ companyName: chosen.name, status: "offered", origin: "staff" }],
    });
    expect(
      ((await detail(request.id, staff.cookie)).partnersToOffer as { id: string }[]).map((partner) => partner.id),
    ).not.toContain(chosen.id);

    const refusals: [Record<string, string>, number, string][] = [
      [{ companyId: chosen.id }, 409, "leads:errors.alreadyOffered"],
      [{ companyId: paused.id }, 409, "leads:errors.companyCannotReceive"],
      [{ companyId: suspended.id }, 409, "leads:errors.companyCannotReceive"],
      [{ companyId: crypto.randomUUID() }, 404, "leads:errors.companyNotFound"],
      [{ companyId: "not-an-id" }, 404, "leads:errors.companyNotFound"],
    ];
    for (const [fields, status, key] of refusals) {
      const result = await change(request.id, { intent: "offerLeadToPartner", ...fields }, staff.cookie);
      expect(result, JSON.stringify(fields)).toMatchObject({ status, body: { ok: false, message: { key } } });
    }
    const noChoice = await change(request.id, { intent: "offerLeadToPartner", companyId: " " }, staff.cookie);
    expect(noChoice).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { companyId: { key: "admin:leadLoop.choosePartner" } } },
    });
    const unknown = await change(request.id, { intent: "deleteEverything" }, staff.cookie);
    expect(unknown.status).toBe(400);
    expect(await auditOf(request.id)).toHaveLength(1);

    // Staff set the status by hand, with a reason.
    expect(
      await change(request.id, { intent: "status", status: "booked", reason: "Booked by phone" }, staff.cookie),
    ).toMatchObject({ status: 200, body: { ok: true, data: { status: "booked" } } });
    // A request no longer taking quotes has nothing to offer.
    expect(await detail(request.id, staff.cookie)).toMatchObject({
      open: false,
      canRematch: false,
      partnersToOffer: [],
    });
    expect(
      await change(request.id, { intent: "offerLeadToPartner", companyId: paused.id }, staff.cookie),
    ).toMatchObject({ status: 409, body: { message: { key: "leads:errors.requestClosed" } } });
  });

  it("lets only staff re-run matching or offer a lead", async () => {
    const request = await requestInTruro({ createdAt: new Date(Date.now() - 9 * DAY_MS) });
    const partner = await inTruro();
    const company = await createInvitableCompany(db());
    const partnerUser = await createSignedInUser({ role: "partner", company });
    const customer = await createSignedInUser({ role: "customer" });
    const admin = await createSignedInUser({ role: "admin", twoFactor: true });
    const actions: Record<string, string>[] = [
      { intent: "rerunMatching" },
      { intent: "offerLeadToPartner", companyId: partner.id },
    ];

    for (const fields of actions) {
      expect((await change(request.id, fields)).status, fields.intent).toBe(401);
      expect((await change(request.id, fields, partnerUser.cookie)).status, fields.intent).toBe(403);
      expect((await change(request.id, fields, customer.cookie)).status, fields.intent).toBe(403);
    }
    expect(await db().select().from(leads).where(eq(leads.quoteRequestId, request.id))).toEqual([]);
    expect(await auditOf(request.id)).toEqual([]);

    // Admins are staff too.
    expect(
      (await change(request.id, { intent: "offerLeadToPartner", companyId: company.id }, admin.cookie)).status,
    ).toBe(200);
  });
});
