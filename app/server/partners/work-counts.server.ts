import { and, count, eq, sql } from "drizzle-orm";
import { jobs, leads, leadWatches, quoteRequests, quotes, sqlRequestIsOpen } from "~/db/schema";
import type { CompanyBase } from "../auth/guards.server";
import { getDb } from "../db.server";
import { isAlert } from "../leads/alerts.server";
import { ownRegionTabCounts, type SharedCounts } from "../leads/find-work.server";
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
  { now = new Date(), shared, base }: { now?: Date; shared?: SharedCounts; base?: CompanyBase | null } = {},
): Promise<WorkCounts> {
  const db = await getDb();
  const ownRegion = await ownRegionTabCounts(db, scope, { now, base, shared });
  // Every badge in one statement: a partner page waits for one round trip of them, not six.
  const queries = {
    myWork: db
      .select({ count: count() })
      .from(jobs)
      .where(and(ownedBy(jobs, scope), sql`${jobs.status} in ('upcoming', 'in_progress')`)),
    bidding: db
      .select({ count: count() })
      .from(quotes)
      .innerJoin(leads, eq(leads.id, quotes.leadId))
      .innerJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
      .where(and(ownedBy(quotes, scope), eq(quotes.status, "sent"), sqlRequestIsOpen(quoteRequests.status))),
    watching: db
      .select({ count: count() })
      .from(leadWatches)
      .innerJoin(quoteRequests, eq(quoteRequests.id, leadWatches.quoteRequestId))
      .leftJoin(myLead, myLeadJoin(scope))
      .where(and(ownedBy(leadWatches, scope), claimableByMe(now))),
    invitations: ownRegion.recommended.query,
    alerts: db
      .select({ count: count() })
      .from(quoteRequests)
      .innerJoin(myLead, myLeadJoin(scope))
      .where(isAlert(scope)),
    bookNow: ownRegion.single.query,
  };
  const columns = Object.entries(queries).map(([name, query]) => sql`(${query})::int as ${sql.identifier(name)}`);
  const counted = db
    .execute(sql`select ${sql.join(columns, sql`, `)}`)
    .then(({ rows: [row] }) => row as unknown as WorkCounts);
  ownRegion.single.share(counted.then((row) => row.bookNow));
  ownRegion.recommended.share(counted.then((row) => row.invitations));
  return counted;
}
