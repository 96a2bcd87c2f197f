import { and, asc, eq, inArray, isNotNull, or } from "drizzle-orm";
import { toDistrict } from "postcode";
import { companies, jobs, leads, quoteRequests, quotes } from "~/db/schema";
import { estimateMove, type MoveSize } from "~/lib/lead-pricing";
import { todayInUk } from "~/lib/schemas/quote-request";
import type {
  LeadStatus,
  MoveType,
  QuoteInclusion,
  QuoteRequestStatus,
  QuoteStatus,
  RequestCloseReason,
} from "~/lib/vocabulary";
import { getDb } from "../db.server";
import { type MoveDate, moveDateOf } from "../leads/lead-cards.server";
import { findRequestIdByToken } from "./access-links.server";

export interface MatchedCompany {
  slug: string;
  name: string;
  town: string;
  rating: number | null;
  reviewCount: number;
  /** The company claimed the request: it has the customer's contact details. */
  hasDetails: boolean;
  leadStatus: LeadStatus;
}

export interface CustomerQuote {
  id: string;
  /** Send it back with an acceptance: only the current version can be accepted. */
  version: number;
  company: { slug: string; name: string; rating: number | null; reviewCount: number };
  amountPence: number;
  inclusions: QuoteInclusion[];
  insuranceCoverPence: number | null;
  validUntil: string | null;
  message: string | null;
  status: QuoteStatus;
  /** Past its date (whether or not the sweep has marked it yet). */
  expired: boolean;
  /** Sent before the customer changed the moving date. */
  givenForEarlierDate: boolean;
  sentAt: string;
}

export interface CustomerRequestView {
  reference: string;
  status: QuoteRequestStatus;
  closeReason: RequestCloseReason | null;
  createdAt: string;
  summary: {
    fullName: string;
    moveType: MoveType;
    from: { town: string; district: string | null; address: string | null };
    to: { town: string | null; address: string | null };
    date: MoveDate;
    size: MoveSize;
    volumeM3: number;
    crew: number;
    additionalDetails: string | null;
  };
  companies: MatchedCompany[];
  /** Cheapest first; the page may sort by rating instead. */
  quotes: CustomerQuote[];
  booking: { jobReference: string; companyName: string; companySlug: string; amountPence: number } | null;
}

/**
 * The customer's private request page: the request, the companies it went to (and which have
 * the customer's details), every quote side by side and the booking. Null for a wrong, tampered
 * or expired token: the page answers 404 and says nothing more.
 */
export async function getCustomerRequest(
  token: string,
  { now = new Date() }: { now?: Date } = {},
): Promise<CustomerRequestView | null> {
  const db = await getDb();
  const id = await findRequestIdByToken(db, token, now);
  if (!id) return null;
  const [request] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
  if (!request) return null;

  const companyColumns = {
    slug: companies.slug,
    name: companies.name,
    town: companies.town,
    rating: companies.rating,
    reviewCount: companies.reviewCount,
  };
  const [matched, quoteRows, [booking]] = await Promise.all([
    db
      .select({ ...companyColumns, claimedAt: leads.claimedAt, leadStatus: leads.status })
      .from(leads)
      .innerJoin(companies, eq(companies.id, leads.companyId))
      // Invitations still open and every claim; not the companies that declined or let it lapse.
      .where(and(eq(leads.quoteRequestId, id), or(isNotNull(leads.claimedAt), eq(leads.status, "offered"))))
      .orderBy(asc(leads.matchRank), asc(leads.offeredAt)),
    db
      .select({ quote: quotes, company: companyColumns })
      .from(quotes)
      .innerJoin(leads, eq(leads.id, quotes.leadId))
      .innerJoin(companies, eq(companies.id, quotes.companyId))
      .where(and(eq(leads.quoteRequestId, id), inArray(quotes.status, ["sent", "expired", "accepted", "rejected"])))
      .orderBy(asc(quotes.amountPence)),
    db
      .select({ jobReference: jobs.reference, amountPence: jobs.pricePence, ...companyColumns })
      .from(jobs)
      .innerJoin(quotes, eq(quotes.id, jobs.quoteId))
      .innerJoin(leads, eq(leads.id, quotes.leadId))
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(and(eq(leads.quoteRequestId, id), eq(quotes.status, "accepted"))),
  ]);

  const today = todayInUk(now);
  const estimate = estimateMove(request);
  return {
    reference: request.reference,
    status: request.status,
    closeReason: request.closeReason,
    createdAt: request.createdAt.toISOString(),
    summary: {
      fullName: request.fullName,
      moveType: request.moveType,
      from: { town: request.fromCity, district: toDistrict(request.fromPostcode), address: request.fromAddress },
      to: { town: request.toCity, address: request.toAddress },
      date: moveDateOf(request),
      size: estimate.size,
      volumeM3: estimate.volumeM3,
      crew: estimate.crew,
      additionalDetails: request.additionalDetails,
    },
    companies: matched.map(({ claimedAt, ...company }) => ({ ...company, hasDetails: claimedAt !== null })),
    quotes: quoteRows.map(({ quote, company }) => ({
      id: quote.id,
      version: quote.version,
      company: { slug: company.slug, name: company.name, rating: company.rating, reviewCount: company.reviewCount },
      amountPence: quote.amountPence,
      inclusions: quote.inclusions,
      insuranceCoverPence: quote.insuranceCoverPence,
      validUntil: quote.validUntil,
      message: quote.message,
      status: quote.status,
      expired:
        quote.status === "expired" ||
        (quote.status === "sent" && quote.validUntil !== null && quote.validUntil < today),
      givenForEarlierDate: quote.movingDateChangedAt !== null,
      sentAt: quote.updatedAt.toISOString(),
    })),
    booking: booking
      ? {
          jobReference: booking.jobReference,
          companyName: booking.name,
          companySlug: booking.slug,
          amountPence: booking.amountPence,
        }
      : null,
  };
}
