import { count, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { cities, companies, reviews } from "~/db/schema";
import { recomputeCompanyRatings } from "../reviews/company-ratings.server";
import { buildDemoCompanies, type DemoCompany } from "./build-companies.server";
import { buildDemoReviews } from "./build-reviews.server";
import { createRandom } from "./random.server";
import { seedReferenceData } from "./reference-data.server";

/** Changing this seed changes every demo row; the tests pin the results it gives. */
const DEMO_SEED = 20_261_101;
/** Arbitrary constant: serialises seeding when several processes start on one empty database. */
const SEED_LOCK_ID = 7_204_119;
const BATCH_SIZE = 500;

/** Invented companies and reviews: never seeded unless asked for (SEED=demo or `npm run db:seed`). */
export interface DemoData {
  companies: DemoCompany[];
  reviews: (typeof reviews.$inferInsert)[];
}

export type SeedCounts = Record<"cities" | "companies" | "approvedCompanies" | "reviews" | "publishedReviews", number>;

/** The whole demo directory, built in memory. Separate random streams keep companies stable when the review generator changes. */
export function buildDemoData(): DemoData {
  const demoCompanies = buildDemoCompanies(createRandom(DEMO_SEED + 1));
  return {
    companies: demoCompanies,
    reviews: buildDemoReviews(createRandom(DEMO_SEED + 2), demoCompanies),
  };
}

/**
 * Seeds the demo directory in one transaction. With `reset`, all companies and reviews are
 * deleted first, and with them everything a company owns (leads, jobs, ledger, memberships).
 * The reference cities are brought up to date too, as the demo companies are placed in them.
 * Without `reset` the directory must be empty (a slug clash aborts the transaction).
 */
export async function seedDemoData(db: Database, { reset = false }: { reset?: boolean } = {}): Promise<SeedCounts> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (reset) {
      await tx.delete(reviews);
      await tx.delete(companies);
    }
    return insertDemoData(tx);
  });
}

/** First start of a new database with SEED=demo: seeds only when there are no companies yet. */
export async function seedDemoDataIfEmpty(db: Database): Promise<Record<string, number> | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await tx.select({ id: companies.id }).from(companies).limit(1);
    if (existing) return undefined;
    return insertDemoData(tx);
  });
}

async function insertDemoData(db: Database): Promise<SeedCounts> {
  const data = buildDemoData();
  await seedReferenceData(db);
  await insertInBatches(db, companies, data.companies);
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
    reviews: await total(reviews),
    publishedReviews: await total(reviews, eq(reviews.status, "published")),
  };
}
