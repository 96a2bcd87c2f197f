import { and, count, eq, gte, inArray, isNull, or, sql } from "drizzle-orm";
import { jobs, leads, quotes } from "~/db/schema";
import type { JobStatus } from "~/lib/vocabulary";
import { getDb } from "../db.server";
import { type CompanyScope, ownedBy } from "./company-scope.server";

/**
 * The numbers on the partner sidebar, all from the database, for one company:
 *
 * - myWork: the company's jobs still to be done, upcoming or in progress (completed and
 *   cancelled ones are history).
 * - bidding: its leads with a quote sent and awaiting the customer: the quote's status is
 *   "sent" and its valid-until date (when it has one) is today or later. A lead counts once,
 *   however many times its quote was revised.
 * - invitations: leads that matching offered to it and that are still open (status "offered":
 *   not yet claimed, declined or expired).
 *
 * Watching, Alerts and Book now have no count: nothing is stored behind them yet (the watch
 * list and the lead loop bring it), and the sidebar shows no number rather than a made-up one.
 */
export interface PartnerSidebarCounts {
  myWork: number;
  bidding: number;
  invitations: number;
}

const WORK_TO_DO: JobStatus[] = ["upcoming", "in_progress"];

/** One round trip: the lead and quote counts with FILTER clauses, the jobs as a subquery. */
export async function getPartnerSidebarCounts(scope: CompanyScope): Promise<PartnerSidebarCounts> {
  const db = await getDb();
  const jobsToDo = db
    .select({ total: count() })
    .from(jobs)
    .where(and(ownedBy(jobs, scope), inArray(jobs.status, WORK_TO_DO)));
  const awaitingCustomer = and(
    eq(quotes.status, "sent"),
    or(isNull(quotes.validUntil), gte(quotes.validUntil, sql`current_date`)),
  );
  const [row] = await db
    .select({
      myWork: sql<number>`(${jobsToDo})`.mapWith(Number),
      bidding: sql<number>`count(distinct ${leads.id}) filter (where ${awaitingCustomer})`.mapWith(Number),
      invitations: sql<number>`count(distinct ${leads.id}) filter (where ${eq(leads.status, "offered")})`.mapWith(
        Number,
      ),
    })
    .from(leads)
    .leftJoin(quotes, eq(quotes.leadId, leads.id))
    .where(ownedBy(leads, scope));
  return { myWork: row?.myWork ?? 0, bidding: row?.bidding ?? 0, invitations: row?.invitations ?? 0 };
}
