import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
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
  const request = "leadId" in target ? ownLeadsRequest(db, scope, target.leadId) : requestById(target.quoteRequestId);
  const [[row]] = await Promise.all([
    db
      .select({
        card: cardColumns(scope),
        additionalDetails: quoteRequests.additionalDetails,
        detailsLanguage: quoteRequests.locale,
        claimedAt: myLead.claimedAt,
        claimable: sql<boolean>`${claimableByMe(now)}`,
      })
      .from(quoteRequests)
      .leftJoin(myLead, myLeadJoin(scope))
      .where(eq(quoteRequests.id, request)),
    // The customer's page says the company is looking at their request.
    "leadId" in target &&
      db
        .update(leads)
        .set({ viewedAt: now })
        .where(and(eq(leads.id, target.leadId), ownedBy(leads, scope), isNull(leads.viewedAt))),
  ]);
  if (!row || (row.card.leadId === null && !row.claimable)) throw new AppError("NOT_FOUND", "leads:errors.notFound");

  const card = toLeadCard(row.card);
  const leadId = row.card.leadId;
  const claimedAt = row.claimedAt;
  // What a claim revealed, and the company's quote: read together.
  const [claim, quote] = await Promise.all([
    leadId && claimedAt
      ? claimOf(db, scope, {
          quoteRequestId: card.quoteRequestId,
          leadId,
          claimedAt,
          now,
          pricePence: card.leadPricePence,
        })
      : null,
    leadId ? getCompanyQuote(db, scope, leadId) : null,
  ]);
  return {
    card,
    additionalDetails: row.additionalDetails,
    detailsLanguage: row.detailsLanguage,
    claimable: row.claimable,
    claim,
    quote,
  };
}

/** The request of one of the company's own leads, as a subquery: none for another company's lead. */
function ownLeadsRequest(db: Database, scope: CompanyScope, leadId: string): SQL {
  assertId(leadId, "leads:errors.notFound");
  return sql`(${db
    .select({ id: leads.quoteRequestId })
    .from(leads)
    .where(and(eq(leads.id, leadId), ownedBy(leads, scope)))})`;
}

function requestById(quoteRequestId: string): string {
  assertId(quoteRequestId, "leads:errors.notFound");
  return quoteRequestId;
}

async function claimOf(
  db: Database,
  scope: CompanyScope,
  {
    quoteRequestId,
    leadId,
    claimedAt,
    now,
    pricePence,
  }: { quoteRequestId: string; leadId: string; claimedAt: Date; now: Date; pricePence: number },
): Promise<LeadDetail["claim"]> {
  const [[identity], credit, creditRequests] = await Promise.all([
    db.select().from(quoteRequests).where(eq(quoteRequests.id, quoteRequestId)),
    findLeadCredit(db, leadId),
    creditRequestsOfLead(db, scope, { leadId, claimedAt, now }),
  ]);
  if (!identity) throw new AppError("NOT_FOUND", "leads:errors.notFound");
  return { claimedAt: claimedAt.toISOString(), pricePence, credit, contact: contactOf(identity), creditRequests };
}
