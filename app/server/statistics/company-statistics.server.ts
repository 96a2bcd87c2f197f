import { and, count, eq, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { unionAll } from "drizzle-orm/pg-core";
import { jobs, leads, ledgerEntries, quotes } from "~/db/schema";
import { todayInUk, ukMoment } from "~/lib/uk-time";
import { getDb } from "../db.server";
import { type CompanyScope, ownedBy } from "../partners/company-scope.server";
import { ukMonth } from "../uk-day-sql.server";

/**
 * Statistics: a company's leads, quotes, jobs and spend by month, over the last
 * STATISTICS_MONTHS UK months (this one included). Each figure group is one grouped query, each
 * event counted in the UK month it happened:
 *
 * - offered: invitations (matching or staff) by when they were made; a Find work claim is not offered;
 * - claimed: leads by when they were claimed (invited or from Find work);
 * - quoted: quotes by when the first version was sent;
 * - won: jobs by when they were booked (one per accepted quote);
 * - spend: lead charges minus their credits, by when each was written to the ledger.
 *
 * Win rate is won ÷ claimed and spend per job won is spend ÷ won, in the same month; neither
 * has a value when its divisor is 0.
 */

export const STATISTICS_MONTHS = 12;

/** "2026-05" shifted by `count` months. */
function addMonths(month: string, count: number): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, monthNumber - 1 + count, 1));
  return shifted.toISOString().slice(0, 7);
}

export interface MonthFigures {
  /** "2026-05": the UK month. */
  month: string;
  offered: number;
  claimed: number;
  quoted: number;
  won: number;
  spendPence: number;
  /** won ÷ claimed, 0 to 1 (more when jobs were won on leads claimed in an earlier month). */
  winRate: number | null;
  spendPerWonPence: number | null;
}

export interface CompanyStatistics {
  months: MonthFigures[];
  totals: Omit<MonthFigures, "month">;
}

function withRates(figures: Omit<MonthFigures, "month" | "winRate" | "spendPerWonPence">) {
  return {
    ...figures,
    winRate: figures.claimed > 0 ? figures.won / figures.claimed : null,
    spendPerWonPence: figures.won > 0 ? Math.round(figures.spendPence / figures.won) : null,
  };
}

export async function getCompanyStatistics(
  scope: CompanyScope,
  { now = new Date() }: { now?: Date } = {},
): Promise<CompanyStatistics> {
  const thisMonth = todayInUk(now).slice(0, 7);
  const months = Array.from({ length: STATISTICS_MONTHS }, (_, index) =>
    addMonths(thisMonth, index - STATISTICS_MONTHS + 1),
  );
  const since = ukMoment(`${months[0]}-01`, 0);
  const until = ukMoment(`${addMonths(thisMonth, 1)}-01`, 0);
  const within = (column: AnyPgColumn) => and(gte(column, since), lt(column, until));
  const db = await getDb();

  const offeredEvents = db
    .select({ month: ukMonth(leads.offeredAt).as("month"), kind: sql<string>`'offered'`.as("kind") })
    .from(leads)
    .where(and(ownedBy(leads, scope), eq(leads.invited, true), within(leads.offeredAt)));
  const claimedEvents = db
    .select({ month: ukMonth(leads.claimedAt).as("month"), kind: sql<string>`'claimed'`.as("kind") })
    .from(leads)
    .where(and(ownedBy(leads, scope), isNotNull(leads.claimedAt), within(leads.claimedAt)));
  const leadEvents = unionAll(offeredEvents, claimedEvents).as("lead_events");

  const [leadRows, quoteRows, jobRows, spendRows] = await Promise.all([
    db
      .select({
        month: leadEvents.month,
        offered: sql<number>`(count(*) filter (where ${leadEvents.kind} = 'offered'))::int`,
        claimed: sql<number>`(count(*) filter (where ${leadEvents.kind} = 'claimed'))::int`,
      })
      .from(leadEvents)
      .groupBy(leadEvents.month),
    db
      .select({ month: ukMonth(quotes.createdAt), quoted: count() })
      .from(quotes)
      .where(and(ownedBy(quotes, scope), within(quotes.createdAt)))
      .groupBy(ukMonth(quotes.createdAt)),
    db
      .select({ month: ukMonth(jobs.createdAt), won: count() })
      .from(jobs)
      .where(and(ownedBy(jobs, scope), within(jobs.createdAt)))
      .groupBy(ukMonth(jobs.createdAt)),
    db
      // The ledger is signed from the company's side: charges are negative, credits positive.
      .select({
        month: ukMonth(ledgerEntries.createdAt),
        spendPence: sql<number>`(-sum(${ledgerEntries.amountPence}))::int`,
      })
      .from(ledgerEntries)
      .where(
        and(
          ownedBy(ledgerEntries, scope),
          inArray(ledgerEntries.kind, ["lead_charge", "lead_credit"]),
          within(ledgerEntries.createdAt),
        ),
      )
      .groupBy(ukMonth(ledgerEntries.createdAt)),
  ]);

  const byMonth = <T extends { month: string }>(rows: T[]) => new Map(rows.map((row) => [row.month, row]));
  const leadsIn = byMonth(leadRows);
  const quotesIn = byMonth(quoteRows);
  const jobsIn = byMonth(jobRows);
  const spendIn = byMonth(spendRows);
  const figures: MonthFigures[] = months.map((month) => ({
    month,
    ...withRates({
      offered: leadsIn.get(month)?.offered ?? 0,
      claimed: leadsIn.get(month)?.claimed ?? 0,
      quoted: quotesIn.get(month)?.quoted ?? 0,
      won: jobsIn.get(month)?.won ?? 0,
      spendPence: spendIn.get(month)?.spendPence ?? 0,
    }),
  }));
  const total = (pick: (figures: MonthFigures) => number) => figures.reduce((sum, month) => sum + pick(month), 0);
  return {
    months: figures,
    totals: withRates({
      offered: total((month) => month.offered),
      claimed: total((month) => month.claimed),
      quoted: total((month) => month.quoted),
      won: total((month) => month.won),
      spendPence: total((month) => month.spendPence),
    }),
  };
}
