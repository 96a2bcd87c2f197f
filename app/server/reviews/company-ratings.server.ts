import { and, eq, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "~/db/client.server";
import { companies, reviews } from "~/db/schema";

/**
 * The one writer of a company's review figures: rating (mean published overall), review count
 * and the three sub-scores (each a mean, one decimal; null without reviews), derived from its
 * published reviews in one UPDATE. Called in the transaction that publishes or rejects a
 * review, so the figures never disagree with the reviews; pages, cards and matching read them.
 * Without ids, every company is refreshed (the demo seed).
 */
export async function recomputeCompanyRatings(
  db: Database | Transaction,
  companyIds?: readonly string[],
): Promise<void> {
  if (companyIds?.length === 0) return;
  const published = and(eq(reviews.companyId, companies.id), eq(reviews.status, "published"));
  const meanOf = (column: AnyPgColumn) =>
    sql`(select round(avg(${column})::numeric, 1) from ${reviews} where ${published})`;
  await db
    .update(companies)
    .set({
      rating: meanOf(reviews.overall),
      reviewCount: sql`(select count(*)::int from ${reviews} where ${published})`,
      qualityScore: meanOf(reviews.quality),
      customerServiceScore: meanOf(reviews.customerService),
      valueForMoneyScore: meanOf(reviews.valueForMoney),
    })
    .where(companyIds ? inArray(companies.id, [...companyIds]) : undefined);
}
