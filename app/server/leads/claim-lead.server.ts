import { and, eq } from "drizzle-orm";
import { leads } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { getDb } from "../db.server";
import { type CompanyScope, ownedBy } from "../partners/company-scope.server";
import { assertId } from "../validation.server";
import { queueClaim } from "./claim-queue.server";
import { leadFull } from "./claim-rules.server";
import type { ClaimResult } from "./claim-transaction.server";
import { isKnownFullFor } from "./full-requests.server";

/** The request a lead of this company belongs to; another company's lead is not found. */
async function requestOfLead(scope: CompanyScope, leadId: string): Promise<string> {
  assertId(leadId, "leads:errors.notFound");
  const [lead] = await (await getDb())
    .select({ quoteRequestId: leads.quoteRequestId })
    .from(leads)
    .where(and(eq(leads.id, leadId), ownedBy(leads, scope)));
  if (!lead) throw new AppError("NOT_FOUND", "leads:errors.notFound");
  return lead.quoteRequestId;
}

/**
 * Claims a lead for the company: by its invitation (`leadId`) or from Find work
 * (`quoteRequestId`). A transaction locks the quote request row, so claims of one request are
 * decided one after another and the 6-slot limit holds however many partners click at once. It
 * rechecks everything the card showed (company active and unpaused, caps, the lead not
 * declined or expired, the request open and not full), charges the ledger, credits a repeat
 * claim of the same customer, invoices the charge at once with Express pay, tells the customer
 * and reveals their contact details. Claiming again returns the first claim: one claim, one
 * charge. A claim of a request known to be full is refused before any of that.
 */
export async function claimLead(
  scope: CompanyScope,
  {
    leadId,
    quoteRequestId,
    actorUserId,
    now,
  }: { leadId?: string; quoteRequestId?: string; actorUserId: string; now?: Date },
): Promise<ClaimResult> {
  const requestId = quoteRequestId ?? (leadId ? await requestOfLead(scope, leadId) : undefined);
  assertId(requestId, "leads:errors.notFound");
  if (isKnownFullFor(requestId, scope.companyId)) throw leadFull();
  return new Promise((resolve, reject) => queueClaim(requestId, { scope, actorUserId, now, resolve, reject }));
}
