import { and, asc, eq, inArray } from "drizzle-orm";
import { toDistrict } from "postcode";
import { companies, jobs, leads, quoteRequests, quotes } from "~/db/schema";
import { MAX_MATCHED_COMPANIES } from "~/lib/constants";
import { estimateMove, type MoveSize } from "~/lib/lead-pricing";
import { LEAD_OPEN_DAYS } from "~/lib/lead-rules";
import {
  isInactiveState,
  type LeadFacts,
  REQUEST_COMPANY_STATES,
  type RequestCompanyState,
  requestCompanyStates,
} from "~/lib/request-company-states";
import { todayInUk } from "~/lib/uk-time";
import {
  isOpenRequest,
  type MoveType,
  type QuoteInclusion,
  type QuoteRequestStatus,
  type QuoteStatus,
  type QuoteVat,
  type RequestCloseReason,
} from "~/lib/vocabulary";
import { getDb } from "../db.server";
import { type MoveDate, moveDateOf } from "../leads/lead-cards.server";
import { findRequestIdByToken } from "./access-links.server";

/** A company the request went to, and where it stands with it (app/lib/request-company-states.ts). */
export interface RequestCompany {
  slug: string;
  name: string;
  town: string;
  rating: number | null;
  reviewCount: number;
  state: RequestCompanyState;
  /** Declined or did not answer: listed last, muted. */
  inactive: boolean;
}

/** The quotes a customer sees: not a withdrawn one. */
export const QUOTES_SHOWN_TO_CUSTOMER = ["sent", "expired", "accepted", "rejected"] as const;

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
  /** The company's own terms, as it wrote them. */
  vat: QuoteVat | null;
  depositTerms: string | null;
  cancellationTerms: string | null;
  /** The language of the message and terms (null: written before it was recorded). */
  writtenLanguage: string | null;
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
    /** The language the customer wrote the details in (the request's). */
    detailsLanguage: string;
  };
  /** Every company the request went to, working on it first (REQUEST_COMPANY_STATES's order). */
  companies: RequestCompany[];
  /**
   * How many companies it was sent to (invitations, by matching or staff), how many found it in
   * Find work and took it on without being sent it, and how many of the places are taken (claims).
   */
  offers: { sentTo: number; foundThemselves: number; placesTaken: number; places: number };
  /**
   * While the request is open and young enough to be in Find work (LEAD_OPEN_DAYS), when that
   * ends (a UK date): until then companies covering the area can still find it and take it on.
   */
  openToCompaniesUntil: string | null;
  /** Cheapest first; the page may sort by rating instead. */
  quotes: CustomerQuote[];
  booking: {
    jobReference: string;
    companyName: string;
    companySlug: string;
    amountPence: number;
    /** The day agreed with the company inside a flexible window (YYYY-MM-DD), once it recorded one. */
    agreedDate: string | null;
  } | null;
}

/**
 * The customer's private request page: the request, every company it went to and where each
 * stands, every quote side by side and the booking. Null for a wrong, tampered
 * or expired token: the page answers 404 and says nothing more.
 */
export async function getCustomerRequest(
  token: string,
  { now = new Date() }: { now?: Date } = {},
): Promise<CustomerRequestView | null> {
  const db = await getDb();
  const id = await findRequestIdByToken(db, token, now);
  if (!id) return null;
  const [quoteRequest] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
  if (!quoteRequest) return null;

  const companyColumns = {
    slug: companies.slug,
    name: companies.name,
    town: companies.town,
    rating: companies.rating,
    reviewCount: companies.reviewCount,
  };
  const [matched, quoteRows, [booking]] = await Promise.all([
    db
      .select({
        ...companyColumns,
        leadId: leads.id,
        status: leads.status,
        invited: leads.invited,
        offeredAt: leads.offeredAt,
        respondBy: leads.respondBy,
        respondedAt: leads.respondedAt,
        viewedAt: leads.viewedAt,
        claimedAt: leads.claimedAt,
      })
      .from(leads)
      .innerJoin(companies, eq(companies.id, leads.companyId))
      .where(eq(leads.quoteRequestId, id))
      .orderBy(asc(leads.offeredAt), asc(leads.matchRank)),
    db
      .select({ quote: quotes, company: companyColumns })
      .from(quotes)
      .innerJoin(leads, eq(leads.id, quotes.leadId))
      .innerJoin(companies, eq(companies.id, quotes.companyId))
      .where(and(eq(leads.quoteRequestId, id), inArray(quotes.status, QUOTES_SHOWN_TO_CUSTOMER)))
      .orderBy(asc(quotes.amountPence)),
    db
      .select({
        jobReference: jobs.reference,
        amountPence: jobs.pricePence,
        agreedDate: jobs.agreedDate,
        ...companyColumns,
      })
      .from(jobs)
      .innerJoin(quotes, eq(quotes.id, jobs.quoteId))
      .innerJoin(leads, eq(leads.id, quotes.leadId))
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(and(eq(leads.quoteRequestId, id), eq(quotes.status, "accepted"))),
  ]);

  const today = todayInUk(now);
  const estimate = estimateMove(quoteRequest);
  const inFindWorkUntil = new Date(quoteRequest.createdAt.getTime() + LEAD_OPEN_DAYS * 24 * 3600 * 1000);
  return {
    reference: quoteRequest.reference,
    status: quoteRequest.status,
    closeReason: quoteRequest.closeReason,
    createdAt: quoteRequest.createdAt.toISOString(),
    summary: {
      fullName: quoteRequest.fullName,
      moveType: quoteRequest.moveType,
      from: {
        town: quoteRequest.fromCity,
        district: toDistrict(quoteRequest.fromPostcode),
        address: quoteRequest.fromAddress,
      },
      to: { town: quoteRequest.toCity, address: quoteRequest.toAddress },
      date: moveDateOf(quoteRequest),
      size: estimate.size,
      volumeM3: estimate.volumeM3,
      crew: estimate.crew,
      additionalDetails: quoteRequest.additionalDetails,
      detailsLanguage: quoteRequest.locale,
    },
    companies: companiesWithStates(matched, new Set(quoteRows.map(({ quote }) => quote.leadId)), now),
    offers: {
      sentTo: matched.filter((lead) => lead.invited).length,
      foundThemselves: matched.filter((lead) => !lead.invited).length,
      placesTaken: quoteRequest.slotsTaken,
      places: MAX_MATCHED_COMPANIES,
    },
    openToCompaniesUntil:
      isOpenRequest(quoteRequest.status) && inFindWorkUntil > now ? todayInUk(inFindWorkUntil) : null,
    quotes: quoteRows.map(({ quote, company }) => ({
      id: quote.id,
      version: quote.version,
      company: { slug: company.slug, name: company.name, rating: company.rating, reviewCount: company.reviewCount },
      amountPence: quote.amountPence,
      inclusions: quote.inclusions,
      insuranceCoverPence: quote.insuranceCoverPence,
      validUntil: quote.validUntil,
      message: quote.message,
      vat: quote.vat,
      depositTerms: quote.depositTerms,
      cancellationTerms: quote.cancellationTerms,
      writtenLanguage: quote.writtenLanguage,
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
          agreedDate: booking.agreedDate,
        }
      : null,
  };
}

type LeadRow = Omit<RequestCompany, "state" | "inactive"> & Omit<LeadFacts, "quoted"> & { leadId: string };

/** Each company with its state, in the page's order: by state, then as they were offered it. */
function companiesWithStates(rows: LeadRow[], quotedLeads: Set<string>, now: Date): RequestCompany[] {
  const states = requestCompanyStates(
    rows.map((row) => ({ ...row, quoted: quotedLeads.has(row.leadId) })),
    now,
  );
  return rows
    .map(({ slug, name, town, rating, reviewCount }, index) => {
      const state = states[index] ?? "no_reply";
      return { slug, name, town, rating, reviewCount, state, inactive: isInactiveState(state), index };
    })
    .sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state] || a.index - b.index)
    .map(({ index: _index, ...company }) => company);
}

const STATE_ORDER = Object.fromEntries(REQUEST_COMPANY_STATES.map((state, index) => [state, index])) as Record<
  RequestCompanyState,
  number
>;
