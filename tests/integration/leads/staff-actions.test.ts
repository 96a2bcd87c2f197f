import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, leads } from "~/db/schema";
import { claimLead } from "~/server/leads/claim-lead.server";
import { offerLeadToPartner, rerunMatching } from "~/server/leads/staff-leads.server";
import {
  createInvitableCompany,
  createInvitation,
  createMember,
  createOpenRequest,
  ukDate,
} from "../../factories/leads";
import { setupTestDatabase } from "../../setup/test-database";
import { expectAppError } from "../../support/app-errors";
import { emailsTo } from "../../support/outbox";

const DAY_MS = 24 * 3600 * 1000;
/** Somewhere no other test of this file puts a partner, so matching finds only ours. */
const YORK = { lat: 53.959, lng: -1.0815 };

describe("staff actions on leads", () => {
  const db = setupTestDatabase();

  const near = (overrides: Parameters<typeof createInvitableCompany>[1] = {}) =>
    createInvitableCompany(db(), { ...YORK, serviceLat: YORK.lat, serviceLng: YORK.lng, town: "York", ...overrides });
  const requestInYork = (overrides: Parameters<typeof createOpenRequest>[1] = {}) =>
    createOpenRequest(db(), {
      fromLat: YORK.lat,
      fromLng: YORK.lng,
      fromCity: "York",
      fromPostcode: "YO1 7HH",
      ...overrides,
    });
  const auditOf = (subjectId: string) =>
    db()
      .select({ action: auditLog.action, actor: auditLog.actorUserId, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.subjectId, subjectId));

  it("re-runs matching for a request nobody holds, skipping companies it was offered to, and audits it", async () => {
    const staff = await createMember(db(), (await createInvitableCompany(db())).id);
    const declinedBefore = await near();
    const newPartner = await near();
    const request = await requestInYork();
    await createInvitation(db(), { quoteRequestId: request.id, companyId: declinedBefore.id, status: "declined" });

    expect(await rerunMatching({ quoteRequestId: request.id, actorUserId: staff })).toEqual({ offered: 1 });

    const offered = await db()
      .select()
      .from(leads)
      .where(and(eq(leads.quoteRequestId, request.id), eq(leads.status, "offered")));
    // Ranks go on from the earlier invitation's (rank 1), so the order of every wave stays readable.
    expect(offered.map((lead) => [lead.companyId, lead.invited, lead.matchRank, lead.pricePence])).toEqual([
      [newPartner.id, true, 2, 1800],
    ]);
    const [mail] = await emailsTo(db(), newPartner.email, "partner-new-lead");
    expect(mail?.text).toContain("York (YO1)");
    expect(await auditOf(request.id)).toEqual([
      { action: "quote_request.rematch", actor: staff, after: { offeredTo: [newPartner.id] } },
    ]);

    // Now a partner holds it: no second run.
    await expectAppError(
      rerunMatching({ quoteRequestId: request.id, actorUserId: staff }),
      "CONFLICT",
      "leads:errors.requestHasPartners",
    );
  });

  it("refuses to re-match a request someone claimed, or one that is closed", async () => {
    const staff = await createMember(db(), (await createInvitableCompany(db())).id);
    const claimer = await createInvitableCompany(db());
    const claimed = await createOpenRequest(db());
    await claimLead(
      { companyId: claimer.id },
      { quoteRequestId: claimed.id, actorUserId: await createMember(db(), claimer.id) },
    );
    await expectAppError(
      rerunMatching({ quoteRequestId: claimed.id, actorUserId: staff }),
      "CONFLICT",
      "leads:errors.requestHasPartners",
    );
    const past = await createOpenRequest(db(), { specificDate: ukDate(-2) });
    await expectAppError(
      rerunMatching({ quoteRequestId: past.id, actorUserId: staff }),
      "CONFLICT",
      "leads:errors.requestClosed",
    );
    // An invitation that lapsed does not count as holding it; its company is not asked again.
    const local = await near();
    const lapsed = await requestInYork({ createdAt: new Date(Date.now() - 9 * DAY_MS) });
    await createInvitation(db(), {
      quoteRequestId: lapsed.id,
      companyId: local.id,
      offeredAt: new Date(Date.now() - 8 * DAY_MS),
    });
    const other = await near();
    await rerunMatching({ quoteRequestId: lapsed.id, actorUserId: staff });
    const offeredTo = await db()
      .select({ companyId: leads.companyId })
      .from(leads)
      .where(eq(leads.quoteRequestId, lapsed.id));
    expect(offeredTo.map((lead) => lead.companyId)).toContain(other.id);
    expect(offeredTo.filter((lead) => lead.companyId === local.id)).toHaveLength(1);
  });

  it("offers a lead to a chosen partner, once, never after a decline, and audits it", async () => {
    const staff = await createMember(db(), (await createInvitableCompany(db())).id);
    const chosen = await createInvitableCompany(db());
    const request = await createOpenRequest(db(), { createdAt: new Date(Date.now() - 10 * DAY_MS) });

    await offerLeadToPartner({ quoteRequestId: request.id, companyId: chosen.id, actorUserId: staff });
    const [lead] = await db()
      .select()
      .from(leads)
      .where(and(eq(leads.quoteRequestId, request.id), eq(leads.companyId, chosen.id)));
    expect(lead).toMatchObject({ status: "offered", invited: true, matchRank: null });
    expect(await auditOf(request.id)).toEqual([
      { action: "lead.offer", actor: staff, after: { companyId: chosen.id } },
    ]);
    // The offer opens a fresh 7-day window, although the request is older than that.
    const claim = await claimLead(
      { companyId: chosen.id },
      { leadId: lead?.id, actorUserId: await createMember(db(), chosen.id) },
    );
    expect(claim.newlyClaimed).toBe(true);
    await expectAppError(
      offerLeadToPartner({ quoteRequestId: request.id, companyId: chosen.id, actorUserId: staff }),
      "CONFLICT",
      "leads:errors.alreadyOffered",
    );

    const refuser = await createInvitableCompany(db());
    await createInvitation(db(), { quoteRequestId: request.id, companyId: refuser.id, status: "declined" });
    await expectAppError(
      offerLeadToPartner({ quoteRequestId: request.id, companyId: refuser.id, actorUserId: staff }),
      "CONFLICT",
      "leads:errors.leadDeclined",
    );
    const paused = await createInvitableCompany(db(), { paused: true });
    await expectAppError(
      offerLeadToPartner({ quoteRequestId: request.id, companyId: paused.id, actorUserId: staff }),
      "CONFLICT",
      "leads:errors.companyCannotReceive",
    );
    await expectAppError(
      offerLeadToPartner({ quoteRequestId: request.id, companyId: "nope", actorUserId: staff }),
      "NOT_FOUND",
      "leads:errors.companyNotFound",
    );
    expect(await auditOf(request.id)).toHaveLength(1);
  });
});
