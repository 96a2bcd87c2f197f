import { and, eq, type SQL, sql } from "drizzle-orm";
import { leads, quoteRequests, quotes, sqlRequestIsOpen } from "~/db/schema";
import { getDb } from "../db.server";
import type { CompanyScope } from "../partners/company-scope.server";
import { cardColumns, type LeadCard, toLeadCard } from "./lead-cards.server";
import { myLead, myLeadJoin } from "./lead-sql.server";

/**
 * Alerts: what is waiting on the company, on requests still taking quotes:
 *
 * - notQuoted: a lead it claimed (paid for) and has not quoted yet;
 * - earlierDate: a quote the customer now reads as given for an earlier moving date (the date
 *   changed after it was sent), to be revised.
 *
 * The sidebar's count (getWorkCounts) and this list select the same rows with `isAlert`, so the
 * badge always says how many items the page lists.
 */

export type AlertKind = "notQuoted" | "earlierDate";

/**
 * The company is named as well as the lead (a lead's quote is always its company's): PostgreSQL
 * runs this once, as a set of lead ids, and the company's index then reads only its own quotes
 * instead of every sent quote in the table.
 */
const hasEarlierDateQuote = (scope: CompanyScope) => sql`exists (select 1 from ${quotes}
  where ${quotes.leadId} = ${myLead.id} and ${quotes.companyId} = ${scope.companyId}
  and ${quotes.status} = 'sent' and ${quotes.movingDateChangedAt} is not null)`;

/**
 * The company's leads that may be alerts: claimed and not quoted, or quoted for a date since
 * changed. Named as a set from the company's status indexes, so that a count reads these few
 * rows rather than every lead the company was ever offered (the sidebar counts on every page).
 */
const alertLeadIds = (scope: CompanyScope) => sql`(select ${leads.id} from ${leads}
  where ${leads.companyId} = ${scope.companyId} and ${leads.status} = 'claimed'
  union all select ${quotes.leadId} from ${quotes}
  where ${quotes.companyId} = ${scope.companyId} and ${quotes.status} = 'sent' and ${quotes.movingDateChangedAt} is not null)`;

/** An alert, on request rows joined with the company's lead: `.innerJoin(myLead, myLeadJoin(scope))`. */
export const isAlert = (scope: CompanyScope): SQL =>
  and(sqlRequestIsOpen(quoteRequests.status), sql`${myLead.id} in ${alertLeadIds(scope)}`) as SQL;

export interface AlertItem {
  kind: AlertKind;
  card: LeadCard & { leadId: string };
  /** When the alert began: the claim, or the customer's change of date. */
  since: string;
}

const moveDay = sql`coalesce(${quoteRequests.specificDate}, ${quoteRequests.flexibleFrom})`;

/** The alerts, the soonest move first (undated flexible moves last). */
export async function listAlerts(scope: CompanyScope): Promise<AlertItem[]> {
  const db = await getDb();
  const rows = await db
    .select({
      card: cardColumns(scope),
      leadId: myLead.id,
      earlierDate: sql<boolean>`${hasEarlierDateQuote(scope)}`,
      claimedAt: myLead.claimedAt,
      offeredAt: myLead.offeredAt,
      movingDateChangedAt: quotes.movingDateChangedAt,
    })
    .from(quoteRequests)
    .innerJoin(myLead, myLeadJoin(scope))
    // One quote per lead at most (quotes_one_per_lead_idx): the join adds no rows.
    .leftJoin(quotes, eq(quotes.leadId, myLead.id))
    .where(isAlert(scope))
    .orderBy(sql`${moveDay} asc nulls last`, myLead.offeredAt);
  return rows.map(({ card, leadId, earlierDate, claimedAt, offeredAt, movingDateChangedAt }) => ({
    kind: earlierDate ? "earlierDate" : "notQuoted",
    card: { ...toLeadCard(card), leadId },
    since: ((earlierDate ? movingDateChangedAt : claimedAt) ?? offeredAt).toISOString(),
  }));
}
