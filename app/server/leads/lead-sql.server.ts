import { and, eq, gt, isNotNull, lt, or, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import { leads, quoteRequests, sqlRequestIsOpen } from "~/db/schema";
import { MAX_MATCHED_COMPANIES } from "~/lib/constants";
import { LEAD_PRICES_PENCE, MOVE_SIZES } from "~/lib/lead-pricing";
import { LEAD_OPEN_DAYS } from "~/lib/lead-rules";
import { todayInUk } from "~/lib/uk-time";
import { MOVE_TYPES } from "~/lib/vocabulary";
import type { CompanyScope } from "../partners/company-scope.server";

/**
 * SQL pieces shared by the lead lists, the claim and the sweeps, so "open", "slots taken" and
 * "price" mean the same everywhere.
 */

const DAY_MS = 24 * 3600 * 1000;

/** The moment before which an unclaimed invitation (or a Find work request) has expired. */
export function leadOpenSince(now: Date): Date {
  return new Date(now.getTime() - LEAD_OPEN_DAYS * DAY_MS);
}

/** The request's moving date is today or later (a flexible move without a window never passes). */
export function movingDateNotPassed(now: Date): SQL {
  const today = todayInUk(now);
  return sql`(case ${quoteRequests.movingDate}
    when 'specific' then ${quoteRequests.specificDate} >= ${today}::date
    else ${quoteRequests.flexibleTo} is null or ${quoteRequests.flexibleTo} >= ${today}::date end)`;
}

/** The request's moving date is before today: the move has happened, or did not. */
export function movingDatePassed(now: Date): SQL {
  const today = todayInUk(now);
  return sql`(case ${quoteRequests.movingDate}
    when 'specific' then ${quoteRequests.specificDate} < ${today}::date
    else ${quoteRequests.flexibleTo} is not null and ${quoteRequests.flexibleTo} < ${today}::date end)`;
}

/** movingDatePassed for a request row already read (UK date `today`). */
export function movingDateHasPassed(
  quoteRequest: { movingDate: "specific" | "flexible"; specificDate: string | null; flexibleTo: string | null },
  today: string,
): boolean {
  const lastDay = quoteRequest.movingDate === "specific" ? quoteRequest.specificDate : quoteRequest.flexibleTo;
  return lastDay !== null && lastDay < today;
}

/** Still taking claims: no booking, not cancelled, the date not passed, a slot free. */
export function requestTakesClaims(now: Date): SQL {
  return and(
    sqlRequestIsOpen(quoteRequests.status),
    movingDateNotPassed(now),
    lt(quoteRequests.slotsTaken, MAX_MATCHED_COMPANIES),
  ) as SQL;
}

/** The calling company's own lead on each request row, if any: `.leftJoin(myLead, myLeadJoin(scope))`. */
export const myLead = alias(leads, "my_lead");

export function myLeadJoin(scope: CompanyScope): SQL {
  return and(eq(myLead.quoteRequestId, quoteRequests.id), eq(myLead.companyId, scope.companyId)) as SQL;
}

/**
 * Claimable by the calling company (rows joined with `myLead`): the request takes claims and the
 * company either holds an unexpired invitation, or has no lead on it (or let its invitation
 * lapse) and the request is at most LEAD_OPEN_DAYS old (Find work). Declined, claimed and
 * expired leads are not claimable.
 */
export function claimableByMe(now: Date): SQL {
  const since = leadOpenSince(now);
  return and(
    requestTakesClaims(now),
    or(
      and(eq(myLead.status, "offered"), gt(myLead.offeredAt, since)),
      and(or(sql`${myLead.id} is null`, eq(myLead.status, "lapsed")), gt(quoteRequests.createdAt, since)),
    ),
  ) as SQL;
}

/** The lead price of each request row, built from LEAD_PRICES_PENCE (app/lib/lead-pricing.ts). */
const sizeSql = sql`(case
  when ${quoteRequests.helpType} = 'boxes' then 'boxes'
  when ${quoteRequests.helpType} = 'partial' then 'partial'
  when ${quoteRequests.currentPropertyType} = 'apartment' then 'flat'
  else coalesce(${quoteRequests.currentBedrooms}, '2') end)`;

const priceCases = MOVE_TYPES.flatMap((moveType) =>
  MOVE_SIZES.map(
    (size) =>
      sql`when ${quoteRequests.moveType} = ${moveType} and ${sizeSql} = ${size} then ${LEAD_PRICES_PENCE[moveType][size]}::int`,
  ),
);
export const tablePriceSql = sql<number>`(case ${sql.join(priceCases, sql` `)} end)`;

/** What the calling company pays: the price on its invitation, else the table's. */
export const myPriceSql = sql<number>`coalesce(${myLead.pricePence}, ${tablePriceSql})`;

/** A company's claims since a moment (for its daily and weekly caps). */
export function claimsSince(companyId: string | AnyPgColumn, since: Date): SQL {
  return and(eq(leads.companyId, companyId), isNotNull(leads.claimedAt), gt(leads.claimedAt, since)) as SQL;
}
