import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { toArea } from "postcode";
import type { Transaction } from "~/db/client.server";
import { leads, quoteRequests } from "~/db/schema";
import { MAX_MATCHED_COMPANIES } from "~/lib/constants";
import { slugFromName } from "~/lib/directory";
import { leadPriceFor } from "~/lib/lead-pricing";
import { RANKING } from "~/lib/lead-ranking";
import { respondByFor } from "~/lib/lead-rules";
import { todayInUk } from "~/lib/uk-time";
import { isOpenRequest } from "~/lib/vocabulary";
import { type OutgoingEmail, queueEmails } from "../email/outbox.server";
import { getEnv } from "../env.server";
import { type MatchedCompany, matchCompanies } from "../matching/match-companies.server";
import type { RequestRow } from "../quote-requests/request-access.server";
import { markCollectingQuotes } from "../quote-requests/request-status.server";
import { newLeadSummaryOf } from "./lead-digests.server";
import { leadOpenSince, movingDateHasPassed } from "./lead-sql.server";
import { newLeadEmail } from "./new-lead-emails.server";

/**
 * The marketplace's engine (docs/marketplace.md): a request is offered in waves. Its first wave
 * goes to the best-ranked eligible companies (up to 6, two places kept for companies waiting for
 * exposure); each invitation has a response window (LEAD_RESPONSE_MINUTES, counted between 07:00
 * and 21:00 UK time). A place is "held" by a claim or by an invitation whose window is open; when
 * an invitation is declined or its window lapses, the place is offered to the next-ranked
 * eligible company not yet invited, until the request has 6 claims, runs out of eligible
 * companies, or stops taking claims. Every caller holds the request's row lock (as a claim does),
 * so a place is offered once however many workers and partners act at the same moment.
 */

/** Where the request's lead loop stands: claims made and invitations still inside their window. */
async function heldPlaces(tx: Transaction, quoteRequestId: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({
      held: sql<number>`count(*) filter (where ${leads.claimedAt} is not null or (${leads.status} = 'offered' and (
        ${leads.respondBy} > ${now} or (${leads.respondBy} is null and ${leads.offeredAt} > ${leadOpenSince(now)}))))::int`,
    })
    .from(leads)
    .where(eq(leads.quoteRequestId, quoteRequestId));
  return row?.held ?? 0;
}

/**
 * Later waves stop LEAD_OPEN_DAYS after submission, when the request leaves Find work too; a
 * first wave (at submission, or staff running matching again) is not held to that.
 */
function offeredOn(quoteRequest: RequestRow, now: Date, firstWave: boolean): boolean {
  return isOpenRequest(quoteRequest.status) && (firstWave || quoteRequest.createdAt > leadOpenSince(now));
}

export interface OfferOptions {
  now: Date;
  firstWave?: boolean;
  /**
   * The request was stored in the caller's transaction: it has no leads yet, so nothing is held
   * or ranked, and neither is read.
   */
  newRequest?: boolean;
  /** Emails the caller sends with the invitations, queued in the same insert after theirs. */
  alongside?: (matched: MatchedCompany[]) => OutgoingEmail[];
}

/**
 * Offers the request's free places (6 less those held) to the next-ranked eligible companies
 * that have no lead on it yet: a lead with a response window and each company's new-lead email
 * (unless it reads the daily digest). The request's row must be locked by the caller. The
 * first wave keeps RANKING.exposurePlaces for companies waiting for exposure.
 */
export async function offerOpenPlaces(
  tx: Transaction,
  quoteRequest: RequestRow,
  options: OfferOptions,
): Promise<MatchedCompany[]> {
  const { matched, emails } = await invite(tx, quoteRequest, options);
  await queueEmails(tx, [...emails, ...(options.alongside?.(matched) ?? [])]);
  return matched;
}

const NOBODY = { matched: [], emails: [] };

async function invite(
  tx: Transaction,
  quoteRequest: RequestRow,
  { now, firstWave = false, newRequest = false }: OfferOptions,
): Promise<{ matched: MatchedCompany[]; emails: OutgoingEmail[] }> {
  if (!offeredOn(quoteRequest, now, firstWave) || quoteRequest.fromLat === null || quoteRequest.fromLng === null)
    return NOBODY;
  if (movingDateHasPassed(quoteRequest, todayInUk(now))) return NOBODY;
  const places = MAX_MATCHED_COMPANIES - (newRequest ? 0 : await heldPlaces(tx, quoteRequest.id, now));
  if (places <= 0) return NOBODY;
  const matched = await matchCompanies(tx, {
    moveType: quoteRequest.moveType,
    point: { lat: quoteRequest.fromLat, lng: quoteRequest.fromLng },
    postcodeArea: toArea(quoteRequest.fromPostcode) ?? undefined,
    citySlug: slugFromName(quoteRequest.fromCity),
    now,
    limit: places,
    quoteRequestId: quoteRequest.id,
    exposurePlaces: firstWave ? RANKING.exposurePlaces : 0,
    // A request from a company's page invites that company first, if it may have it.
    namedCompanyId: firstWave ? (quoteRequest.requestedCompanyId ?? undefined) : undefined,
  });
  if (matched.length === 0) return NOBODY;
  const lastRank = newRequest ? 0 : await lastMatchRank(tx, quoteRequest.id);
  const respondBy = respondByFor(now, getEnv().LEAD_RESPONSE_MINUTES);
  const pricePence = leadPriceFor(quoteRequest);
  const offered = await tx
    .insert(leads)
    .values(
      matched.map((company, index) => ({
        quoteRequestId: quoteRequest.id,
        companyId: company.id,
        pricePence,
        matchRank: lastRank + index + 1,
        distanceMiles: company.distanceMiles,
        offeredAt: now,
        respondBy,
      })),
    )
    .returning({ id: leads.id, companyId: leads.companyId });
  await markCollectingQuotes(tx, quoteRequest.id, now);
  const leadOf = new Map(offered.map((lead) => [lead.companyId, lead.id]));
  const summary = newLeadSummaryOf(quoteRequest);
  return {
    matched,
    emails: matched.flatMap(
      (company) => newLeadEmail(company, { ...summary, respondBy }, leadOf.get(company.id)) ?? [],
    ),
  };
}

async function lastMatchRank(tx: Transaction, quoteRequestId: string): Promise<number> {
  const [ranked] = await tx
    .select({ last: sql<number>`coalesce(max(${leads.matchRank}), 0)::int` })
    .from(leads)
    .where(eq(leads.quoteRequestId, quoteRequestId));
  return ranked?.last ?? 0;
}

/** Quote requests with an invitation whose window has passed, locked (skipping those another worker holds). */
export function lockRequestsWithLapsedInvitations(tx: Transaction, now: Date, limit: number) {
  return tx
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(
      inArray(
        quoteRequests.id,
        tx
          .selectDistinct({ id: leads.quoteRequestId })
          .from(leads)
          .where(and(eq(leads.status, "offered"), lte(leads.respondBy, now))),
      ),
    )
    .limit(limit)
    .for("update", { skipLocked: true });
}

/**
 * For each locked request: its invitations past their window lapse ("no reply", the customer is
 * told the place went to another company) and their places are offered on. Returns how many
 * invitations lapsed.
 */
export async function lapseAndOfferOn(tx: Transaction, requestIds: string[], now: Date): Promise<number> {
  let lapsed = 0;
  for (const id of requestIds) {
    const gone = await tx
      .update(leads)
      .set({ status: "lapsed", respondedAt: now })
      .where(and(eq(leads.quoteRequestId, id), eq(leads.status, "offered"), lte(leads.respondBy, now)))
      .returning({ id: leads.id });
    lapsed += gone.length;
    const [quoteRequest] = await tx.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    if (quoteRequest) await offerOpenPlaces(tx, quoteRequest, { now });
  }
  return lapsed;
}
