import { and, count, eq, sql } from "drizzle-orm";
import { jobs, leads, leadWatches, quoteRequests, quotes, sqlRequestIsOpen } from "~/db/schema";
import { getDb } from "../db.server";
import { isAlert } from "../leads/alerts.server";
import { countOwnRegionTabs, type SharedCounts } from "../leads/find-work.server";
import { claimableByMe, myLead, myLeadJoin } from "../leads/lead-sql.server";
import { type CompanyScope, ownedBy } from "./company-scope.server";

/**
 * The back office sidebar's counts, each defined by what it opens:
 *
 * - myWork: the company's jobs still to do (upcoming or in progress);
 * - bidding: its quotes awaiting the customer's decision (sent, request still open);
 * - watching: saved leads it can still claim;
 * - invitations: unexpired invitations it can still claim (the Recommended tab);
 * - alerts: things waiting on the company: claimed leads not yet quoted, and quotes the
 *   customer now reads as given for an earlier moving date (alerts.server.ts, the same rows);
 * - bookNow: leads it can claim right now in its default region (the Single jobs tab).
 *
 * Every partner page shows them, so the two that grow with the country's open requests (bookNow,
 * invitations) are counted only up to WORK_COUNT_CAP + 1: a region can hold thousands, each read
 * and checked to be counted, and a badge shows "99+" beyond the cap (`workCountLabel`). A new
 * screen's badge is a count here and a `count` key in back-office-screens.ts.
 */
export interface WorkCounts {
  myWork: number;
  bidding: number;
  watching: number;
  invitations: number;
  alerts: number;
  bookNow: number;
}

export async function getWorkCounts(
  scope: CompanyScope,
  { now = new Date(), shared }: { now?: Date; shared?: SharedCounts } = {},
): Promise<WorkCounts> {
  const db = await getDb();
  const [tabs, [myWork], [bidding], [watching], [alerts]] = await Promise.all([
    countOwnRegionTabs(scope, { now, shared }),
    db
      .select({ count: count() })
      .from(jobs)
      .where(and(ownedBy(jobs, scope), sql`${jobs.status} in ('upcoming', 'in_progress')`)),
    db
      .select({ count: count() })
      .from(quotes)
      .innerJoin(leads, eq(leads.id, quotes.leadId))
      .innerJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
      .where(and(ownedBy(quotes, scope), eq(quotes.status, "sent"), sqlRequestIsOpen(quoteRequests.status))),
    db
      .select({ count: count() })
      .from(leadWatches)
      .innerJoin(quoteRequests, eq(quoteRequests.id, leadWatches.quoteRequestId))
      .leftJoin(myLead, myLeadJoin(scope))
      .where(and(ownedBy(leadWatches, scope), claimableByMe(now))),
    db.select({ count: count() }).from(quoteRequests).innerJoin(myLead, myLeadJoin(scope)).where(isAlert(scope)),
  ]);
  return {
    myWork: myWork?.count ?? 0,
    bidding: bidding?.count ?? 0,
    watching: watching?.count ?? 0,
    invitations: tabs.recommended,
    alerts: alerts?.count ?? 0,
    bookNow: tabs.single,
  };
}
