import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { companies, leads } from "~/db/schema";
import { MAX_MATCHED_COMPANIES } from "~/lib/constants";
import { slugFromName } from "~/lib/directory";
import type { Point } from "~/lib/geo";
import { todayInUk } from "~/lib/schemas/quote-request";
import type { MoveType, NewLeadEmails } from "~/lib/vocabulary";
import { getDb } from "../db.server";
import { float8, sqlCompanyCovers, sqlDistanceMiles } from "../geo/coverage.server";
import { getGeocoder } from "../geo/geocoder.server";
import type { GeocodeResult } from "../geo/types";
import { sqlNotPausedOn } from "../partners/company-pause.server";

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
  /** Where and how the company hears of a new lead (its alert is queued with the leads). */
  email: string;
  locale: string;
  newLeadEmails: NewLeadEmails;
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

/** The moving-from address as the customer typed it. */
export interface MoveOrigin {
  postcode: string;
  city?: string;
}

/**
 * Where a move starts, as matching sees it: the moving-from postcode, or the town when the
 * geocoder does not know the postcode. Undefined when neither is found (nobody is matched).
 */
export async function locateMoveOrigin(from: MoveOrigin): Promise<GeocodeResult | undefined> {
  const geocoder = getGeocoder();
  return (await geocoder.geocode(from.postcode)) ?? (from.city ? await geocoder.geocode(from.city) : undefined);
}

/** The place fields of a match input for a located origin and the town the customer typed. */
export function matchPlace(
  origin: GeocodeResult,
  city: string | undefined,
): Pick<MatchInput, "point" | "postcodeArea" | "citySlug"> {
  return {
    point: { lat: origin.lat, lng: origin.lng },
    postcodeArea: origin.postcodeArea,
    citySlug: city ? slugFromName(city) : undefined,
  };
}

/**
 * Leads offered to the company in the week before `now`, and how many of them in the last day:
 * a lateral subquery, so only companies that pass the other tests are counted, each through
 * `leads_company_offered_at_idx` (at most its weekly cap of rows), never every recent lead.
 */
function recentLeadCounts(db: Database | Transaction, now: Date) {
  const dayAgo = new Date(now.getTime() - 24 * 3600 * 1000);
  const weekAgo = new Date(now.getTime() - 7 * 24 * 3600 * 1000);
  return db
    .select({
      lastDay: sql<number>`count(*) filter (where ${leads.offeredAt} > ${dayAgo})`.as("last_day"),
      lastWeek: sql<number>`count(*)`.as("last_week"),
    })
    .from(leads)
    .where(and(eq(leads.companyId, companies.id), gt(leads.offeredAt, weekAgo)))
    .as("recent_leads");
}

type RecentLeads = ReturnType<typeof recentLeadCounts>;

/**
 * Who may receive the request: approved partners not paused today whose removal types include the
 * move, whose service area covers the moving-from point and who are under their daily and
 * weekly lead caps. The one rule behind both matching and the wizard's coverage count.
 */
function eligibleFor(input: Omit<MatchInput, "limit">, recentLeads: RecentLeads) {
  return and(
    eq(companies.status, "approved"),
    eq(companies.isPartner, true),
    sqlNotPausedOn(todayInUk(input.now)),
    sql`${input.moveType} = any(${companies.removalTypes})`,
    sqlCompanyCovers({
      lat: input.point.lat,
      lng: input.point.lng,
      citySlug: input.citySlug ?? null,
      postcodeArea: input.postcodeArea ?? null,
    }),
    sql`(${companies.leadCapPerDay} is null or ${recentLeads.lastDay} < ${companies.leadCapPerDay})`,
    sql`(${companies.leadCapPerWeek} is null or ${recentLeads.lastWeek} < ${companies.leadCapPerWeek})`,
  );
}

/** The eligible partners, best first (see SCORE_WEIGHTS). */
export async function matchCompanies(db: Database | Transaction, input: MatchInput): Promise<MatchedCompany[]> {
  const limit = input.limit ?? MAX_MATCHED_COMPANIES;
  const recentLeads = recentLeadCounts(db, input.now);

  const baseLat = sql`coalesce(${companies.lat}, ${companies.serviceLat})`;
  const baseLng = sql`coalesce(${companies.lng}, ${companies.serviceLng})`;
  const distance = sql<number>`coalesce(${sqlDistanceMiles(baseLat, baseLng, input.point.lat, input.point.lng)}, ${float8(NEARNESS_RANGE_MILES)})`;
  const score = sql<number>`(
    ${float8(SCORE_WEIGHTS.rating)} * ((coalesce(${companies.rating}, 0) * ${companies.reviewCount} + ${float8(PRIOR_RATING * PRIOR_WEIGHT)})
      / (${companies.reviewCount} + ${float8(PRIOR_WEIGHT)})) / 10
    + ${float8(SCORE_WEIGHTS.reviews)} * least(1, log(1 + ${companies.reviewCount}) / log(101))
    + ${float8(SCORE_WEIGHTS.nearness)} * greatest(0, 1 - ${distance} / ${float8(NEARNESS_RANGE_MILES)})
    + ${float8(SCORE_WEIGHTS.fairness)} * greatest(0, 1 - ${recentLeads.lastWeek}::float8 / ${float8(FAIRNESS_LEADS)})
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
      email: companies.email,
      locale: companies.locale,
      newLeadEmails: companies.newLeadEmails,
      score: sql<number>`round(${score}::numeric, 6)::float8`,
    })
    .from(companies)
    .crossJoinLateral(recentLeads)
    .where(eligibleFor(input, recentLeads))
    .orderBy(sql`${score} desc`, companies.id)
    .limit(limit);
  return rows;
}

/** How many partners a request with this input would be offered to right now, before the limit of 6. */
export async function countMatchingCompanies(
  db: Database | Transaction,
  input: Omit<MatchInput, "limit">,
): Promise<number> {
  const recentLeads = recentLeadCounts(db, input.now);
  const [row] = await db
    .select({ n: count() })
    .from(companies)
    .crossJoinLateral(recentLeads)
    .where(eligibleFor(input, recentLeads));
  return row?.n ?? 0;
}

/**
 * The quote wizard's coverage check: how many partners a request from this place for this move
 * would be offered to right now, by the same rule and geocoding as a submitted request.
 */
export async function countCompaniesForMove({
  from,
  moveType,
  now = new Date(),
}: {
  from: MoveOrigin;
  moveType: MoveType;
  now?: Date;
}): Promise<number> {
  const origin = await locateMoveOrigin(from);
  if (!origin) return 0;
  return countMatchingCompanies(await getDb(), { moveType, ...matchPlace(origin, from.city), now });
}
