import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, leadCreditRequests, leads, ledgerEntries } from "~/db/schema";
import { ADMIN_CREDITS_PATH, LEAD_CREDIT_REQUEST_DAYS } from "~/lib/billing";
import { partnerLeadPath } from "~/lib/lead-rules";
import { claimLead } from "~/server/leads/claim-lead.server";
import { createCompany } from "../../factories/companies";
import { createOpenRequest } from "../../factories/leads";
import { createSignedInUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { page, post } from "../../support/http";
import { emailsTo } from "../../support/outbox";
import { callRoute } from "../../support/routes";

/**
 * Lead credits: a partner asks from the lead's page within 7 days of the claim, with a listed
 * reason, one open request at a time and never for a credited lead; staff approve (a credit on
 * the ledger, the partner emailed) or reject with a reason, audited.
 */

const DAY_MS = 24 * 3600 * 1000;

describe("lead credits", () => {
  const db = setupTestDatabase();
  let owner: { id: string; cookie: string; companyId: string; email: string };
  let intruder: { cookie: string };
  let staff: { id: string; cookie: string };

  beforeAll(async () => {
    const company = await createCompany(db(), { email: "owner-company@example.com" });
    const user = await createSignedInUser({ role: "partner", company });
    owner = { ...user, companyId: company.id, email: company.email };
    intruder = await createSignedInUser({ role: "partner", company: await createCompany(db()) });
    staff = await createSignedInUser({ role: "staff", twoFactor: true });
  });

  async function claimedLead(overrides = {}) {
    const request = await createOpenRequest(db(), overrides);
    const claim = await claimLead(
      { companyId: owner.companyId },
      { quoteRequestId: request.id, actorUserId: owner.id },
    );
    return claim;
  }
  const ask = (leadId: string, fields: Record<string, unknown>, who: { cookie: string } = owner) =>
    callRoute(post(partnerLeadPath(leadId), { intent: "credit", ...fields }, { cookie: who.cookie }));
  const balance = async () =>
    (
      await db()
        .select({ sum: sql<number>`coalesce(sum(${ledgerEntries.amountPence}), 0)::int` })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.companyId, owner.companyId))
    )[0]?.sum;
  const requestsOf = (leadId: string) =>
    db().select().from(leadCreditRequests).where(eq(leadCreditRequests.leadId, leadId));

  it("takes one request per lead with a listed reason, and shows its state on the lead's page", async () => {
    const claim = await claimedLead();
    const refused = await ask(claim.leadId, { reason: "bored" });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ fieldErrors: { reason: { key: "backOffice:credits.errors.chooseReason" } } });

    const asked = await ask(claim.leadId, { reason: "contact_details_wrong", details: "The number is not in use." });
    expect(asked.body).toMatchObject({ ok: true, data: { intent: "credit", creditRequest: { status: "open" } } });
    const again = await ask(claim.leadId, { reason: "duplicate" });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: { key: "backOffice:credits.errors.alreadyOpen" } });
    expect(await requestsOf(claim.leadId)).toHaveLength(1);

    const shown = await callRoute(page(partnerLeadPath(claim.leadId), { cookie: owner.cookie }));
    expect(shown.body).toMatchObject({
      detail: {
        claim: {
          creditRequests: {
            canRequest: false,
            requests: [{ reason: "contact_details_wrong", status: "open", details: "The number is not in use." }],
          },
        },
      },
    });
  });

  it("refuses after 7 days, for a credited lead, and for another company's lead (404)", async () => {
    const late = await claimedLead();
    await db()
      .update(leads)
      .set({ claimedAt: new Date(Date.now() - (LEAD_CREDIT_REQUEST_DAYS + 1) * DAY_MS) })
      .where(eq(leads.id, late.leadId));
    const tooLate = await ask(late.leadId, { reason: "never_asked" });
    expect(tooLate.status).toBe(409);
    expect(tooLate.body).toMatchObject({ message: { key: "backOffice:credits.errors.tooLate" } });

    // A repeat claim of the same customer is credited at once: nothing to ask for.
    const phone = "+447700900456";
    await claimedLead({ email: "twice@example.com", phone });
    const repeat = await claimedLead({ email: "twice@example.com", phone });
    expect(repeat.credit).not.toBeNull();
    const credited = await ask(repeat.leadId, { reason: "duplicate" });
    expect(credited.status).toBe(409);
    expect(credited.body).toMatchObject({ message: { key: "backOffice:credits.errors.alreadyCredited" } });

    const mine = await claimedLead();
    expect((await ask(mine.leadId, { reason: "duplicate" }, intruder)).status).toBe(404);
    expect(await requestsOf(mine.leadId)).toEqual([]);
  });

  it("staff approve: the lead is credited, the balance goes up, the partner is emailed, audited", async () => {
    const claim = await claimedLead();
    await ask(claim.leadId, { reason: "outside_service_area" });
    const [request] = await requestsOf(claim.leadId);
    if (!request) throw new Error("expected the request");
    const before = await balance();

    // A partner cannot reach the admin panel's decision.
    expect(
      (await callRoute(post(`${ADMIN_CREDITS_PATH}/${request.id}`, { decision: "approve" }, { cookie: owner.cookie })))
        .status,
    ).toBe(403);
    const approved = await callRoute(
      post(`${ADMIN_CREDITS_PATH}/${request.id}`, { decision: "approve" }, { cookie: staff.cookie }),
    );
    expect(approved.body).toMatchObject({ ok: true, data: { decision: "approve" } });
    expect(await balance()).toBe((before ?? 0) + claim.pricePence);
    const [credit] = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.leadId, claim.leadId), eq(ledgerEntries.kind, "lead_credit")));
    expect(credit?.amountPence).toBe(claim.pricePence);
    expect((await requestsOf(claim.leadId))[0]).toMatchObject({ status: "approved", decidedByUserId: staff.id });
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.subjectId, request.id));
    expect(audit).toMatchObject({ action: "lead_credit.approve", actorUserId: staff.id });
    const [mail] = await emailsTo(db(), owner.email, "partner-credit-decision");
    expect(mail?.text).toContain(claim.reference);

    const twice = await callRoute(
      post(`${ADMIN_CREDITS_PATH}/${request.id}`, { decision: "approve" }, { cookie: staff.cookie }),
    );
    expect(twice.status).toBe(409);
    const shown = await callRoute(page(partnerLeadPath(claim.leadId), { cookie: owner.cookie }));
    expect(shown.body).toMatchObject({
      detail: {
        claim: {
          credit: { reason: { key: "backOffice:credits.creditedBecause.outside_service_area" } },
          creditRequests: { canRequest: false, requests: [{ status: "approved" }] },
        },
      },
    });
  });

  it("staff reject with a reason the partner sees; the partner may ask again in time", async () => {
    const claim = await claimedLead();
    await ask(claim.leadId, { reason: "never_asked" });
    const [request] = await requestsOf(claim.leadId);
    if (!request) throw new Error("expected the request");
    const before = await balance();

    const noReason = await callRoute(
      post(`${ADMIN_CREDITS_PATH}/${request.id}`, { decision: "reject" }, { cookie: staff.cookie }),
    );
    expect(noReason.status).toBe(400);
    const rejected = await callRoute(
      post(
        `${ADMIN_CREDITS_PATH}/${request.id}`,
        { decision: "reject", reason: "The customer confirmed the request by phone." },
        { cookie: staff.cookie },
      ),
    );
    expect(rejected.body).toMatchObject({ ok: true, data: { decision: "reject" } });
    expect(await balance()).toBe(before);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.subjectId, request.id));
    expect(audit).toMatchObject({ action: "lead_credit.reject", actorUserId: staff.id });

    const shown = await callRoute(page(partnerLeadPath(claim.leadId), { cookie: owner.cookie }));
    expect(shown.body).toMatchObject({
      detail: {
        claim: {
          credit: null,
          creditRequests: {
            canRequest: true,
            requests: [{ status: "rejected", rejectionReason: "The customer confirmed the request by phone." }],
          },
        },
      },
    });
    expect((await ask(claim.leadId, { reason: "contact_details_wrong" })).body).toMatchObject({ ok: true });

    const list = await callRoute(page(`${ADMIN_CREDITS_PATH}?status=rejected`, { cookie: staff.cookie }));
    expect(list.body).toMatchObject({ list: { rows: [{ id: request.id, status: "rejected" }] } });
  });
});
