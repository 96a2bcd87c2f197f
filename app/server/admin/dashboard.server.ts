import { and, asc, eq, lt, notExists, type SQL, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { companies, leads, quoteRequests, sqlRequestIsOpen } from "~/db/schema";
import { isPausedOn } from "~/lib/company-pause";
import { todayInUk } from "~/lib/uk-time";
import { WORK_QUEUE_COUNT_CAP, WORK_QUEUE_MIN_CLAIMS, WORK_QUEUE_ROWS, workQueueCutoffs } from "~/lib/work-queue";
import { getDb } from "../db.server";
import { movingDateNotPassed } from "../leads/lead-sql.server";
import { countUpTo } from "../lists/paginate.server";

/**
 * The staff dashboard's work queue (docs/product-rules.md §6, thresholds in app/lib/work-queue.ts):
 * open requests short of claims, open requests nobody has claimed, partners never offered a lead,
 * and applications waiting for a decision. Each section is counted up to WORK_QUEUE_COUNT_CAP
 * and lists its first rows, longest waiting first; every read is an index range (see
 * tests/integration/platform/query-plans.test.ts).
 */

/** One section of the queue: how many records qualify (at most the cap + 1) and the first of them. */
export interface QueueSection<Row> {
  count: number;
  rows: Row[];
}

async function section<Row>(
  db: Database,
  { count, rows }: { count: PgSelect; rows: () => PromiseLike<Row[]> },
): Promise<QueueSection<Row>> {
  // One after the other: the embedded database runs one statement at a time anyway.
  const counted = await countUpTo(db, count, WORK_QUEUE_COUNT_CAP + 1);
  return { count: counted, rows: counted === 0 ? [] : await rows() };
}

/** Taking quotes: pending (not booked, cancelled or closed) and the moving date not passed. */
function openRequest(now: Date): SQL {
  return and(sqlRequestIsOpen(quoteRequests.status), movingDateNotPassed(now)) as SQL;
}

const requestColumns = {
  id: quoteRequests.id,
  reference: quoteRequests.reference,
  fullName: quoteRequests.fullName,
  fromCity: quoteRequests.fromCity,
  toCity: quoteRequests.toCity,
  specificDate: quoteRequests.specificDate,
  flexibleFrom: quoteRequests.flexibleFrom,
  flexibleTo: quoteRequests.flexibleTo,
  slotsTaken: quoteRequests.slotsTaken,
  emailVerifiedAt: quoteRequests.emailVerifiedAt,
};

/** Requests of one section, longest verified first (quote_requests_few_claims_idx). */
async function requestSection(db: Database, where: SQL, limit: number) {
  return section(db, {
    count: db.select({ one: sql`1` }).from(quoteRequests).where(where).$dynamic(),
    rows: async () => {
      const rows = await db
        .select(requestColumns)
        .from(quoteRequests)
        .where(where)
        .orderBy(asc(quoteRequests.emailVerifiedAt), asc(quoteRequests.id))
        .limit(limit);
      return rows.map(({ emailVerifiedAt, ...row }) => ({ ...row, emailVerifiedAt: emailVerifiedAt.toISOString() }));
    },
  });
}

export async function getWorkQueue({ now = new Date(), limit = WORK_QUEUE_ROWS }: { now?: Date; limit?: number } = {}) {
  const db = await getDb();
  const { verifiedBefore, approvedBefore, appliedBefore } = workQueueCutoffs(now);

  // Both request sections lie inside the partial index (pending, fewer than WORK_QUEUE_MIN_CLAIMS).
  const fewClaims = await requestSection(
    db,
    and(
      openRequest(now),
      lt(quoteRequests.slotsTaken, WORK_QUEUE_MIN_CLAIMS),
      lt(quoteRequests.emailVerifiedAt, verifiedBefore),
    ) as SQL,
    limit,
  );
  const noClaims = await requestSection(db, and(openRequest(now), eq(quoteRequests.slotsTaken, 0)) as SQL, limit);

  // Never offered a lead: no row in `leads` at all, probed per company through leads_company_offered_at_idx.
  const withoutLeads = and(
    eq(companies.status, "approved"),
    eq(companies.isPartner, true),
    lt(companies.approvedAt, approvedBefore),
    notExists(db.select({ one: sql`1` }).from(leads).where(eq(leads.companyId, companies.id))),
  ) as SQL;
  const today = todayInUk(now);
  const partnersWithoutLeads = await section(db, {
    count: db.select({ one: sql`1` }).from(companies).where(withoutLeads).$dynamic(),
    rows: async () => {
      const rows = await db
        .select({
          id: companies.id,
          name: companies.name,
          email: companies.email,
          town: companies.town,
          approvedAt: companies.approvedAt,
          paused: companies.paused,
          pausedUntil: companies.pausedUntil,
        })
        .from(companies)
        .where(withoutLeads)
        .orderBy(asc(companies.approvedAt), asc(companies.id))
        .limit(limit);
      return rows.map(({ approvedAt, paused, pausedUntil, ...row }) => ({
        ...row,
        approvedAt: approvedAt?.toISOString() ?? "",
        pausedNow: isPausedOn({ paused, pausedUntil }, today),
      }));
    },
  });

  const waiting = and(eq(companies.status, "pending"), lt(companies.createdAt, appliedBefore)) as SQL;
  const applications = await section(db, {
    count: db.select({ one: sql`1` }).from(companies).where(waiting).$dynamic(),
    rows: async () => {
      const rows = await db
        .select({
          id: companies.id,
          name: companies.name,
          email: companies.email,
          town: companies.town,
          createdAt: companies.createdAt,
        })
        .from(companies)
        .where(waiting)
        .orderBy(asc(companies.createdAt), asc(companies.id))
        .limit(limit);
      return rows.map(({ createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() }));
    },
  });

  return { fewClaims, noClaims, partnersWithoutLeads, applications };
}

export type WorkQueue = Awaited<ReturnType<typeof getWorkQueue>>;
export type QueueRequestRow = WorkQueue["fewClaims"]["rows"][number];
export type QueuePartnerRow = WorkQueue["partnersWithoutLeads"]["rows"][number];
export type QueueApplicationRow = WorkQueue["applications"]["rows"][number];
