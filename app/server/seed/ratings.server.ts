import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, reviews } from "~/db/schema";

/**
 * Derives companies.rating (mean published overall, one decimal, null without reviews) and
 * review_count from the reviews table in one UPDATE. Without ids, every company is refreshed.
 */
export async function recomputeCompanyRatings(db: Database, companyIds?: readonly string[]): Promise<void> {
  if (companyIds?.length === 0) return;
  const published = and(eq(reviews.companyId, companies.id), eq(reviews.status, "published"));
  await db
    .update(companies)
    .set({
      rating: sql`(select round(avg(${reviews.overall})::numeric, 1) from ${reviews} where ${published})`,
      reviewCount: sql`(select count(*)::int from ${reviews} where ${published})`,
    })
    .where(companyIds ? inArray(companies.id, [...companyIds]) : undefined);
}
