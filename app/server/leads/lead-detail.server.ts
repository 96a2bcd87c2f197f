import { and, eq, isNull, sql } from "drizzle-orm";
import { leads, quoteRequests } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { creditRequestsOfLead, type LeadCreditRequests } from "../billing/credit-requests.server";
import { findLeadCredit, type LeadCredit } from "../billing/lead-charges.server";
import { getDb } from "../db.server";
import { type CompanyScope, ownedBy } from "../partners/company-scope.server";
import { type CompanyQuoteView, getCompanyQuote } from "../quotes/company-quotes.server";
import { assertId } from "../validation.server";
import { type CustomerContact, contactOf } from "./customer-contact.server";
import { cardColumns, type LeadCard, toLeadCard } from "./lead-cards.server";
import { claimableByMe, myLead, myLeadJoin } from "./lead-sql.server";

export interface LeadDetail {
  card: LeadCard;
  /** The customer's description of the move (what to move, access, items). */
  additionalDetails: string | null;
  /** The language the customer wrote it in: the request's. */
  detailsLanguage: string;
  /** True while 'Claim This Job' can succeed. */
  claimable: boolean;
  /** Only once this company has claimed the lead. */
  claim: {
    claimedAt: string;
    pricePence: number;
    credit: LeadCredit | null;
    contact: CustomerContact;
    creditRequests: LeadCreditRequests;
  } | null;
  quote: CompanyQuoteView | null;
}

/**
 * A lead's detail view: by the company's own lead id (invitations, claimed leads), or by the
 * request id of a Find work card. Another company's lead, and a request this company has no
 * lead on and cannot claim, are not found. The customer's identity is read only after a claim.
 */
export async function getLeadDetail(
  scope: CompanyScope,
  target: { leadId: string } | { quoteRequestId: string },
  { now = new Date() }: { now?: Date } = {},
): Promise<LeadDetail> {
  const db = await getDb();
  let quoteRequestId: string;
  if ("leadId" in target) {
    assertId(target.leadId, "leads:errors.notFound");
    const [lead] = await db
      .select({ quoteRequestId: leads.quoteRequestId })
      .from(leads)
      .where(and(eq(leads.id, target.leadId), ownedBy(leads, scope)));
    if (!lead) throw new AppError("NOT_FOUND", "leads:errors.notFound");
    quoteRequestId = lead.quoteRequestId;
    // The customer's page says the company is looking at their request.
    await db
      .update(leads)
      .set({ viewedAt: now })
      .where(and(eq(leads.id, target.leadId), ownedBy(leads, scope), isNull(leads.viewedAt)));
  } else {
    assertId(target.quoteRequestId, "leads:errors.notFound");
    quoteRequestId = target.quoteRequestId;
  }
  const [row] = await db
    .select({
      card: cardColumns(scope),
      additionalDetails: quoteRequests.additionalDetails,
      detailsLanguage: quoteRequests.locale,
      claimedAt: myLead.claimedAt,
      claimable: sql<boolean>`${claimableByMe(now)}`,
    })
    .from(quoteRequests)
    .leftJoin(myLead, myLeadJoin(scope))
    .where(eq(quoteRequests.id, quoteRequestId));
  if (!row || (row.card.leadId === null && !row.claimable)) throw new AppError("NOT_FOUND", "leads:errors.notFound");

  const card = toLeadCard(row.card);
  const leadId = row.card.leadId;
  let claim: LeadDetail["claim"] = null;
  if (leadId && row.claimedAt) {
    const [identity] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, quoteRequestId));
    if (!identity) throw new AppError("NOT_FOUND", "leads:errors.notFound");
    claim = {
      claimedAt: row.claimedAt.toISOString(),
      pricePence: card.leadPricePence,
      credit: await findLeadCredit(db, leadId),
      contact: contactOf(identity),
      creditRequests: await creditRequestsOfLead(db, scope, { leadId, claimedAt: row.claimedAt, now }),
    };
  }
  return {
    card,
    additionalDetails: row.additionalDetails,
    detailsLanguage: row.detailsLanguage,
    claimable: row.claimable,
    claim,
    quote: leadId ? await getCompanyQuote(db, scope, leadId) : null,
  };
}
