import { and, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { companies, leads } from "~/db/schema";
import { MAX_MATCHED_COMPANIES } from "~/lib/constants";
import type { Point } from "~/lib/geo";
import type { MoveType } from "~/lib/vocabulary";
import { float8, sqlCompanyCovers, sqlDistanceMiles } from "../geo/coverage.server";

export interface MatchInput {
  moveType: MoveType;
  /** The moving-from location. */
  point: Point;
  postcodeArea?: string;
  citySlug?: string;
  now: Date;
  limit?: number;
}

export interface MatchedCompany {
  id: string;
  slug: string;
  name: string;
  town: string;
  rating: number | null;
  reviewCount: number;
  distanceMiles: number;
  leadPricePence: number;
  score: number;
}

/**
 * The ranking, documented because partners will ask. Each part is scaled to 0..1:
 *
 *   score = 0.40 × rating   (Bayesian: pulled towards 8.0 as if 5 reviews of 8.0 were added, ÷ 10)
 *         + 0.15 × reviews  (log10(1 + count) / log10(101), capped at 1: 100 reviews = full marks)
 *         + 0.25 × nearness (1 − distance / 100 miles, floored at 0; distance from the company's base)
 *         + 0.20 × fairness (1 − leads offered in the last 7 days / 20, floored at 0)
 *
 * Ties are broken by company id, so the same input always gives the same result.
 */
export const SCORE_WEIGHTS = { rating: 0.4, reviews: 0.15, nearness: 0.25, fairness: 0.2 } as const;
const PRIOR_RATING = 8;
const PRIOR_WEIGHT = 5;
const NEARNESS_RANGE_MILES = 100;
const FAIRNESS_LEADS = 20;

/**
 * Approved, unpaused partners whose removal types include the move, whose service area covers
 * the moving-from point and who are under their daily and weekly lead caps; best first.
 */
export async function matchCompanies(db: Database | Transaction, input: MatchInput): Promise<MatchedCompany[]> {
  const limit = input.limit ?? MAX_MATCHED_COMPANIES;
  const dayAgo = new Date(input.now.getTime() - 24 * 3600 * 1000);
  const weekAgo = new Date(input.now.getTime() - 7 * 24 * 3600 * 1000);

  const recentLeads = db
    .select({
      companyId: leads.companyId,
      lastDay: sql<number>`count(*) filter (where ${leads.offeredAt} > ${dayAgo})`.as("last_day"),
      lastWeek: sql<number>`count(*)`.as("last_week"),
    })
    .from(leads)
    .where(sql`${leads.offeredAt} > ${weekAgo}`)
    .groupBy(leads.companyId)
    .as("recent_leads");

  const baseLat = sql`coalesce(${companies.lat}, ${companies.serviceLat})`;
  const baseLng = sql`coalesce(${companies.lng}, ${companies.serviceLng})`;
  const distance = sql<number>`coalesce(${sqlDistanceMiles(baseLat, baseLng, input.point.lat, input.point.lng)}, ${float8(NEARNESS_RANGE_MILES)})`;
  const lastWeek = sql<number>`coalesce(${recentLeads.lastWeek}, 0)`;
  const lastDay = sql<number>`coalesce(${recentLeads.lastDay}, 0)`;
  const score = sql<number>`(
    ${float8(SCORE_WEIGHTS.rating)} * ((coalesce(${companies.rating}, 0) * ${companies.reviewCount} + ${float8(PRIOR_RATING * PRIOR_WEIGHT)})
      / (${companies.reviewCount} + ${float8(PRIOR_WEIGHT)})) / 10
    + ${float8(SCORE_WEIGHTS.reviews)} * least(1, log(1 + ${companies.reviewCount}) / log(101))
    + ${float8(SCORE_WEIGHTS.nearness)} * greatest(0, 1 - ${distance} / ${float8(NEARNESS_RANGE_MILES)})
    + ${float8(SCORE_WEIGHTS.fairness)} * greatest(0, 1 - ${lastWeek}::float8 / ${float8(FAIRNESS_LEADS)})
  )`;

  const rows = await db
    .select({
      id: companies.id,
      slug: companies.slug,
      name: companies.name,
      town: companies.town,
      rating: companies.rating,
      reviewCount: companies.reviewCount,
      distanceMiles: sql<number>`round(${distance}::numeric, 1)::float8`,
      leadPricePence: companies.leadPricePence,
      score: sql<number>`round(${score}::numeric, 6)::float8`,
    })
    .from(companies)
    .leftJoin(recentLeads, eq(recentLeads.companyId, companies.id))
    .where(
      and(
        eq(companies.status, "approved"),
        eq(companies.isPartner, true),
        eq(companies.paused, false),
        sql`${input.moveType} = any(${companies.removalTypes})`,
        sqlCompanyCovers({
          lat: input.point.lat,
          lng: input.point.lng,
          citySlug: input.citySlug ?? null,
          postcodeArea: input.postcodeArea ?? null,
        }),
        sql`(${companies.leadCapPerDay} is null or ${lastDay} < ${companies.leadCapPerDay})`,
        sql`(${companies.leadCapPerWeek} is null or ${lastWeek} < ${companies.leadCapPerWeek})`,
      ),
    )
    .orderBy(sql`${score} desc`, companies.id)
    .limit(limit);
  return rows;
}
