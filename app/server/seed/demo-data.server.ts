import { randomBytes } from "node:crypto";
import { count, eq, getTableColumns, like, type SQL, sql } from "drizzle-orm";
import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "~/db/client.server";
import {
  cities,
  companies,
  jobs,
  leads,
  quoteRequests,
  quotes,
  quoteVersions,
  reviewInvitations,
  reviews,
} from "~/db/schema";
import { hashAccessToken } from "../quote-requests/access-links.server";
import { recomputeCompanyRatings } from "../reviews/company-ratings.server";
import { buildDemoBookings, DEMO_REFERENCE_PREFIX, type DemoBookings } from "./build-bookings.server";
import { buildDemoCompanies, type DemoCompany } from "./build-companies.server";
import { buildDemoReviews } from "./build-reviews.server";
import { createRandom } from "./random.server";
import { seedReferenceData } from "./reference-data.server";

/** Changing this seed changes every demo row; the tests pin the results it gives. */
const DEMO_SEED = 20_261_101;
/** Arbitrary constant: serialises seeding when several processes start on one empty database. */
const SEED_LOCK_ID = 7_204_119;
const BATCH_SIZE = 500;

/**
 * Invented companies, and reviews each written through a booking of its own (quote request,
 * won lead, accepted quote, completed job, invitation): never seeded unless asked for
 * (SEED=demo or `npm run db:seed`).
 */
export interface DemoData extends DemoBookings {
  companies: DemoCompany[];
}

export type SeedCounts = Record<
  "cities" | "companies" | "approvedCompanies" | "quoteRequests" | "jobs" | "reviews" | "publishedReviews",
  number
>;

/**
 * The whole demo directory, built in memory. Separate random streams keep companies stable when
 * the review generator changes, and reviews stable when the bookings behind them change.
 */
export function buildDemoData(): DemoData {
  const demoCompanies = buildDemoCompanies(createRandom(DEMO_SEED + 1));
  const demoReviews = buildDemoReviews(createRandom(DEMO_SEED + 2), demoCompanies);
  return {
    companies: demoCompanies,
    ...buildDemoBookings(createRandom(DEMO_SEED + 3), demoCompanies, demoReviews),
  };
}

/**
 * Seeds the demo directory in one transaction. With `reset`, all companies and reviews and the
 * demo quote requests are deleted first, and with them everything a company owns (leads, jobs,
 * ledger, memberships). The reference cities are brought up to date too, as the demo companies
 * are placed in them. Without `reset` the directory must be empty (a slug clash aborts the
 * transaction).
 */
export async function seedDemoData(db: Database, { reset = false }: { reset?: boolean } = {}): Promise<SeedCounts> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (reset) {
      await tx.delete(reviews);
      await tx.delete(quoteRequests).where(like(quoteRequests.reference, `${DEMO_REFERENCE_PREFIX}%`));
      await tx.delete(companies);
    }
    return insertDemoData(tx);
  });
}

/** First start of a new database with SEED=demo: seeds only when there are no companies yet. */
export async function seedDemoDataIfEmpty(db: Database): Promise<SeedCounts | undefined> {
  // Every later start ends here, with one query and no lock.
  if (await hasCompanies(db)) return undefined;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    // Checked again under the lock: another process may have seeded meanwhile.
    if (await hasCompanies(tx)) return undefined;
    return insertDemoData(tx);
  });
}

async function hasCompanies(db: Database | Transaction): Promise<boolean> {
  const [existing] = await db.select({ id: companies.id }).from(companies).limit(1);
  return existing !== undefined;
}

/** A hash of a random token nobody is given: the link it stands for can never be opened. */
const unusableTokenHash = () => hashAccessToken(randomBytes(32).toString("base64url"));

/**
 * Parents before children. Every demo job gets its invitation row, so the invitation sweep
 * never writes to a demo customer.
 */
async function insertDemoData(db: Database): Promise<SeedCounts> {
  // Always inside the caller's transaction; its thousands of rows are no news for live streams.
  await db.execute(sql`set local movematch.live_events = 'off'`);
  const data = buildDemoData();
  await seedReferenceData(db);
  await insertInBatches(db, companies, data.companies);
  await insertInBatches(
    db,
    quoteRequests,
    data.quoteRequests.map((quoteRequest) => ({ ...quoteRequest, accessTokenHash: unusableTokenHash() })),
  );
  await insertInBatches(db, leads, data.leads);
  await insertInBatches(db, quotes, data.quotes);
  await insertInBatches(db, quoteVersions, data.quoteVersions);
  await insertInBatches(db, jobs, data.jobs);
  await insertInBatches(
    db,
    reviewInvitations,
    data.reviewInvitations.map((invitation) => ({ ...invitation, tokenHash: unusableTokenHash() })),
  );
  await insertInBatches(db, reviews, data.reviews);
  await recomputeCompanyRatings(db);
  return countDirectory(db);
}

/**
 * Sends each batch as one JSON parameter: Drizzle builds a query object per value, which takes
 * seconds for ~6,000 reviews, while Postgres unpacks JSON in milliseconds. Every row must set
 * the same columns; the values used here (text, numbers, enums, arrays, dates) survive JSON.
 */
async function insertInBatches<T extends PgTable>(db: Database, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  const columns: Record<string, { name: string }> = getTableColumns(table);
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const columnName = (key: string) => columns[key]?.name ?? key;
  const columnList = sql.join(
    keys.map((key) => sql.identifier(columnName(key))),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const records = rows
      .slice(start, start + BATCH_SIZE)
      .map((row: Record<string, unknown>) =>
        Object.fromEntries(keys.map((key) => [columnName(key), row[key] ?? null])),
      );
    await db.execute(
      sql`insert into ${table} (${columnList})
          select ${columnList} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(records)}::jsonb)`,
    );
  }
}

async function countDirectory(db: Database): Promise<SeedCounts> {
  const total = async (table: PgTable, where?: SQL) =>
    (await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;
  return {
    cities: await total(cities),
    companies: await total(companies),
    approvedCompanies: await total(companies, eq(companies.status, "approved")),
    quoteRequests: await total(quoteRequests, like(quoteRequests.reference, `${DEMO_REFERENCE_PREFIX}%`)),
    jobs: await total(jobs),
    reviews: await total(reviews),
    publishedReviews: await total(reviews, eq(reviews.status, "published")),
  };
}
