import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, jobs, quoteRequests } from "~/db/schema";
import { LEAD_OPEN_DAYS } from "~/lib/lead-rules";
import { todayInUk } from "~/lib/uk-time";
import { changeJobStatus, undoJobStatus } from "~/server/jobs/job-changes.server";
import { claimLead } from "~/server/leads/claim-lead.server";
import { offerLeadToPartner } from "~/server/leads/staff-leads.server";
import { acceptQuote } from "~/server/quote-requests/accept-quote.server";
import { updateQuoteRequestStatus } from "~/server/quote-requests/admin-quote-requests.server";
import { cancelRequest } from "~/server/quote-requests/request-changes.server";
import { sendQuote } from "~/server/quotes/company-quotes.server";
import { closePastRequests, closeUntakenRequests } from "~/server/sweeps/time-sweeps.server";
import {
  createInvitation,
  createOpenRequest,
  createPartnerCompany,
  createRequestWithToken,
  ukDate,
} from "../../factories/leads";
import { createSignedInUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";

/**
 * A request's status follows the lead loop by itself (docs/product-rules.md §13.2): each event
 * writes it in its own transaction, and staff can still set it by hand, audited with a reason.
 */
describe("a quote request's status follows the lead loop", () => {
  const db = setupTestDatabase();
  const DAY = 86_400_000;

  const statusOf = async (id: string) =>
    (
      await db()
        .select({ status: quoteRequests.status, closeReason: quoteRequests.closeReason })
        .from(quoteRequests)
        .where(eq(quoteRequests.id, id))
    )[0];

  it("walks pending → collecting quotes → booked → completed, back to booked on undo, and completed again", async () => {
    const { request, token } = await createRequestWithToken(db(), { specificDate: todayInUk() });
    expect(await statusOf(request.id)).toEqual({ status: "pending", closeReason: null });

    // Staff offer it to a partner: the first invitation starts collecting quotes.
    const staff = await createSignedInUser({ role: "staff", twoFactor: true });
    const partner = await createPartnerCompany(db());
    await offerLeadToPartner({ quoteRequestId: request.id, companyId: partner.company.id, actorUserId: staff.id });
    expect((await statusOf(request.id))?.status).toBe("collecting_quotes");

    // A claim and a quote keep it collecting.
    const claim = await claimLead(partner.scope, { quoteRequestId: request.id, actorUserId: partner.actorUserId });
    const quote = await sendQuote(partner.scope, {
      authorLanguage: "en-GB",
      leadId: claim.leadId,
      actorUserId: partner.actorUserId,
      terms: { price: "640", inclusions: ["packing"] },
    });
    expect((await statusOf(request.id))?.status).toBe("collecting_quotes");

    // The customer books it.
    await acceptQuote(token, { quoteId: quote.id, version: 1 });
    expect((await statusOf(request.id))?.status).toBe("booked");

    // The company does the job: completed; an undone completion is booked again.
    const [job] = await db().select({ id: jobs.id }).from(jobs).where(eq(jobs.companyId, partner.company.id));
    const jobId = job?.id ?? "";
    const act = { jobId, actorUserId: partner.actorUserId };
    await changeJobStatus(partner.scope, { ...act, to: "in_progress" });
    expect((await statusOf(request.id))?.status).toBe("booked");
    await changeJobStatus(partner.scope, { ...act, to: "completed" });
    expect((await statusOf(request.id))?.status).toBe("completed");
    await undoJobStatus(partner.scope, act);
    expect((await statusOf(request.id))?.status).toBe("booked");
    await changeJobStatus(partner.scope, { ...act, to: "completed" });
    expect((await statusOf(request.id))?.status).toBe("completed");
  });

  it("starts collecting quotes at a claim from Find work, and is cancelled when the customer cancels", async () => {
    const { request, token } = await createRequestWithToken(db());
    const partner = await createPartnerCompany(db());
    await claimLead(partner.scope, { quoteRequestId: request.id, actorUserId: partner.actorUserId });
    expect((await statusOf(request.id))?.status).toBe("collecting_quotes");
    await cancelRequest(token, { reason: "Staying put" });
    expect(await statusOf(request.id)).toEqual({ status: "cancelled", closeReason: "cancelled_by_customer" });
  });

  it("expires when its moving date passes unbooked, or when nobody took it on and nobody can any more", async () => {
    const now = new Date();
    const old = new Date(now.getTime() - (LEAD_OPEN_DAYS + 1) * DAY);
    const datePassed = await createOpenRequest(db(), { status: "collecting_quotes", specificDate: ukDate(-1) });
    const untaken = await createOpenRequest(db(), { createdAt: old });
    const untakenInvited = await createOpenRequest(db(), { createdAt: old, status: "collecting_quotes" });
    const lapsedInvitation = await createPartnerCompany(db());
    await createInvitation(db(), {
      quoteRequestId: untakenInvited.id,
      companyId: lapsedInvitation.company.id,
      status: "lapsed",
      offeredAt: old,
    });
    // Still open: one a company claimed (its quotes may come until the moving date), one with an
    // invitation still open, one still in Find work, one booked.
    const claimed = await createOpenRequest(db(), { createdAt: old, status: "collecting_quotes", slotsTaken: 1 });
    const invited = await createOpenRequest(db(), { createdAt: old, status: "collecting_quotes" });
    const fresh = await createPartnerCompany(db());
    await createInvitation(db(), { quoteRequestId: invited.id, companyId: fresh.company.id, offeredAt: now });
    const recent = await createOpenRequest(db());
    const booked = await createOpenRequest(db(), { createdAt: old, status: "booked", specificDate: ukDate(-1) });

    expect(await closePastRequests(db(), now)).toBe(1);
    expect(await closeUntakenRequests(db(), now)).toBe(2);
    expect(await statusOf(datePassed.id)).toEqual({ status: "expired", closeReason: "moving_date_passed" });
    expect(await statusOf(untaken.id)).toEqual({ status: "expired", closeReason: "offering_ended" });
    expect(await statusOf(untakenInvited.id)).toEqual({ status: "expired", closeReason: "offering_ended" });
    expect((await statusOf(claimed.id))?.status).toBe("collecting_quotes");
    expect((await statusOf(invited.id))?.status).toBe("collecting_quotes");
    expect((await statusOf(recent.id))?.status).toBe("pending");
    expect((await statusOf(booked.id))?.status).toBe("booked");
  });

  it("lets staff override it with a reason, audited, and the loop moves it on at its next event", async () => {
    const request = await createOpenRequest(db());
    const staff = await createSignedInUser({ role: "staff", twoFactor: true });
    await updateQuoteRequestStatus({
      id: request.id,
      status: "cancelled",
      reason: "Duplicate of another request",
      actorUserId: staff.id,
    });
    expect((await statusOf(request.id))?.status).toBe("cancelled");
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.subjectId, request.id));
    expect(entry).toMatchObject({
      action: "quote_request.status",
      actorUserId: staff.id,
      before: { status: "pending" },
      after: { status: "cancelled", reason: "Duplicate of another request" },
    });
    // Set back to pending by hand, the first claim moves it on as usual.
    await updateQuoteRequestStatus({
      id: request.id,
      status: "pending",
      reason: "Not a duplicate",
      actorUserId: staff.id,
    });
    const partner = await createPartnerCompany(db());
    await claimLead(partner.scope, { quoteRequestId: request.id, actorUserId: partner.actorUserId });
    expect((await statusOf(request.id))?.status).toBe("collecting_quotes");
  });
});
