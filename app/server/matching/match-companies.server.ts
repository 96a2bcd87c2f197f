import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { companies, companyMembers, leads, user } from "~/db/schema";
import { MAX_MATCHED_COMPANIES } from "~/lib/constants";
import { slugFromName } from "~/lib/directory";
import type { Point } from "~/lib/geo";
import { RANKING } from "~/lib/lead-ranking";
import { todayInUk } from "~/lib/uk-time";
import type { MoveType, NewLeadEmails } from "~/lib/vocabulary";
import { getDb } from "../db.server";
import { getEnv } from "../env.server";
import { float8, sqlCompanyBase, sqlCompanyCovers, sqlDistanceMiles } from "../geo/coverage.server";
import { getGeocoder } from "../geo/geocoder.server";
import type { GeocodeResult } from "../geo/types";
import { sqlNotPausedOn } from "../partners/company-pause.server";
import { sqlProfileComplete } from "../partners/profile-completeness.server";

export interface MatchInput {
  moveType: MoveType;
  /** The moving-from location. */
  point: Point;
  postcodeArea?: string;
  citySlug?: string;
  now: Date;
  limit?: number;
  /** Leave out the companies that already have a lead on this quote request (a later wave). */
  quoteRequestId?: string;
  /**
   * Places of the result kept for companies waiting for exposure (new, or under-served), given to
   * those waiting longest; the rest go by score. A request's first wave keeps EXPOSURE_PLACES.
   */
  exposurePlaces?: number;
  /**
   * The company the customer asked from its page: when eligible it takes the first of the places,
   * whatever its score (the rest are shared as usual); when not, it is simply not matched.
   */
  namedCompanyId?: string;
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
  /** Given one of the places kept for companies waiting for exposure, not by its score. */
  exposure: boolean;
  /** Where and how the company hears of a new lead (its alert is queued with the leads). */
  email: string;
  locale: string;
  newLeadEmails: NewLeadEmails;
}

const DAY_MS = 24 * 3600 * 1000;

/** The move's origin as the customer typed it. */
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
 * A company's recent record, as a lateral subquery: leads offered in the last day and week (caps,
 * fair share, under-served), and over RANKING.responseDays its invitations decided, those answered
 * in their window, the median minutes to claim one, and its latest lead. Each company's rows are
 * read through `leads_company_offered_at_idx`, and only for companies that pass the other tests.
 */
function recentLeadCounts(db: Database | Transaction, now: Date) {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const since = new Date(now.getTime() - RANKING.responseDays * DAY_MS);
  const windowed = sql`${leads.invited} and ${leads.respondBy} is not null`;
  const claimedInTime = sql`${leads.claimedAt} is not null and ${leads.claimedAt} <= ${leads.respondBy}`;
  const declinedInTime = sql`${leads.status} = 'declined' and ${leads.respondedAt} <= ${leads.respondBy}`;
  return db
    .select({
      lastDay: sql<number>`count(*) filter (where ${leads.offeredAt} > ${dayAgo})`.as("last_day"),
      lastWeek: sql<number>`count(*) filter (where ${leads.offeredAt} > ${weekAgo})`.as("last_week"),
      decided:
        sql<number>`count(*) filter (where ${windowed} and (${leads.respondBy} <= ${now} or ${claimedInTime} or ${declinedInTime}))`.as(
          "decided",
        ),
      answered: sql<number>`count(*) filter (where ${windowed} and (${claimedInTime} or ${declinedInTime}))`.as(
        "answered",
      ),
      medianClaimMinutes: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${leads.claimedAt} - ${leads.offeredAt}) / 60) filter (where ${leads.invited} and ${leads.claimedAt} is not null)`.as(
        "median_claim_minutes",
      ),
      lastOfferedAt: sql<Date | null>`max(${leads.offeredAt})`.as("last_offered_at"),
    })
    .from(leads)
    .where(and(eq(leads.companyId, companies.id), gt(leads.offeredAt, since)))
    .as("recent_leads");
}

type RecentLeads = ReturnType<typeof recentLeadCounts>;

/**
 * A company that can answer an invitation: its owner's account is active and has signed in, and
 * its public profile is complete (`sqlProfileComplete`, the directory's rule). Directory listings
 * without an account are shown on city pages but never invited.
 */
export const sqlInvitable = sql`(
  exists (select 1 from ${companyMembers} inner join ${user} on ${user.id} = ${companyMembers.userId}
    where ${companyMembers.companyId} = ${companies.id} and ${companyMembers.role} = 'owner'
      and ${user.lastSignedInAt} is not null and not coalesce(${user.banned}, false))
  and ${sqlProfileComplete}
)`;

/**
 * Who may receive the request: invitable, approved partners not paused today whose removal types
 * include the move, whose service area covers the moving-from point and who are under their
 * daily and weekly lead caps. The one rule behind matching, the waves and the wizard's count.
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
    sqlInvitable,
    input.quoteRequestId
      ? sql`not exists (select 1 from ${leads} as had where had.quote_request_id = ${input.quoteRequestId} and had.company_id = ${companies.id})`
      : undefined,
    sql`(${companies.leadCapPerDay} is null or coalesce(${recentLeads.lastDay}, 0) < ${companies.leadCapPerDay})`,
    sql`(${companies.leadCapPerWeek} is null or coalesce(${recentLeads.lastWeek}, 0) < ${companies.leadCapPerWeek})`,
  );
}

/** The eligible partners: the exposure places first (longest waiting first), then the best scores. */
export async function matchCompanies(db: Database | Transaction, input: MatchInput): Promise<MatchedCompany[]> {
  const limit = input.limit ?? MAX_MATCHED_COMPANIES;
  if (limit <= 0) return [];
  const recentLeads = recentLeadCounts(db, input.now);
  const { weights } = RANKING;

  const distance = sql<number>`coalesce(${sqlDistanceMiles(sqlCompanyBase.lat, sqlCompanyBase.lng, input.point.lat, input.point.lng)}, ${float8(RANKING.nearnessRangeMiles)})`;
  const lastWeek = sql`coalesce(${recentLeads.lastWeek}, 0)::float8`;
  const score = sql<number>`(
    ${float8(weights.rating)} * ((coalesce(${companies.rating}, 0) * ${companies.reviewCount} + ${float8(RANKING.priorRating * RANKING.priorReviews)})
      / (${companies.reviewCount} + ${float8(RANKING.priorReviews)})) / 10
    + ${float8(weights.nearness)} * greatest(0, 1 - ${distance} / ${float8(RANKING.nearnessRangeMiles)})
    + ${float8(weights.response)} * ((coalesce(${recentLeads.answered}, 0) + ${float8(RANKING.priorResponseRate * RANKING.priorInvitations)})
      / (coalesce(${recentLeads.decided}, 0) + ${float8(RANKING.priorInvitations)}))
    + ${float8(weights.speed)} * coalesce(greatest(0, 1 - ${recentLeads.medianClaimMinutes} / ${float8(getEnv().LEAD_RESPONSE_MINUTES)}), ${float8(RANKING.priorSpeed)})
    + ${float8(weights.fairShare)} * greatest(0, 1 - ${lastWeek} / ${float8(RANKING.fairShareLeads)})
  )`;
  const newSince = new Date(input.now.getTime() - RANKING.newPartnerDays * DAY_MS);
  const waiting = sql<boolean>`(${companies.approvedAt} > ${newSince} or ${lastWeek} < ${RANKING.underServedLeads})`;
  const waitingSince = sql`coalesce(${recentLeads.lastOfferedAt}, ${companies.approvedAt}, ${companies.createdAt})`;

  const ranked = db
    .select({
      id: companies.id,
      slug: companies.slug,
      name: companies.name,
      town: companies.town,
      rating: companies.rating,
      reviewCount: companies.reviewCount,
      distanceMiles: sql<number>`round(${distance}::numeric, 1)::float8`.as("distance_miles"),
      leadPricePence: companies.leadPricePence,
      email: companies.email,
      locale: companies.locale,
      newLeadEmails: companies.newLeadEmails,
      score: sql<number>`round(${score}::numeric, 6)::float8`.as("score"),
      scoreRank: sql<number>`row_number() over (order by ${score} desc, ${companies.id})`.as("score_rank"),
      waitRank:
        sql<number>`case when ${waiting} then row_number() over (partition by ${waiting} order by ${waitingSince}, ${companies.id}) end`.as(
          "wait_rank",
        ),
    })
    .from(companies)
    .leftJoinLateral(recentLeads, sql`true`)
    .where(eligibleFor(input, recentLeads))
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(
      sql`${ranked.scoreRank} <= ${limit} or ${ranked.waitRank} <= ${input.exposurePlaces ?? 0} or ${ranked.id} = ${input.namedCompanyId ?? null}`,
    )
    .orderBy(ranked.scoreRank);

  const named = rows.find((row) => row.id === input.namedCompanyId);
  const others = named ? rows.filter((row) => row !== named) : rows;
  const places = limit - (named ? 1 : 0);
  const exposurePlaces = Math.min(input.exposurePlaces ?? 0, places);
  const byExposure = others
    .filter((row) => row.waitRank !== null && row.waitRank <= exposurePlaces)
    .sort((a, b) => a.waitRank - b.waitRank);
  const chosen = new Set(byExposure.map((row) => row.id));
  const byScore = others.filter((row) => !chosen.has(row.id)).slice(0, places - byExposure.length);
  return [
    ...(named ? [{ ...withoutRanks(named), exposure: false }] : []),
    ...byExposure.map((row) => ({ ...withoutRanks(row), exposure: true })),
    ...byScore.map((row) => ({ ...withoutRanks(row), exposure: false })),
  ];
}

function withoutRanks<T extends { scoreRank: number; waitRank: number | null }>({
  scoreRank: _score,
  waitRank: _wait,
  ...row
}: T): Omit<T, "scoreRank" | "waitRank"> {
  return row;
}

/**
 * How many partners a request with this input would be offered to right now, before the limit
 * of 6, and whether the named company (`namedCompanyId`) is one of them.
 */
async function eligibleCount(
  db: Database | Transaction,
  input: Omit<MatchInput, "limit">,
): Promise<{ companies: number; namedEligible: boolean }> {
  const recentLeads = recentLeadCounts(db, input.now);
  const [row] = await db
    .select({
      n: count(),
      named: sql<boolean>`coalesce(bool_or(${companies.id} = ${input.namedCompanyId ?? null}), false)`,
    })
    .from(companies)
    .leftJoinLateral(recentLeads, sql`true`)
    .where(eligibleFor(input, recentLeads));
  return { companies: row?.n ?? 0, namedEligible: row?.named ?? false };
}

/** How many partners a request with this input would be offered to right now, before the limit of 6. */
export async function countMatchingCompanies(
  db: Database | Transaction,
  input: Omit<MatchInput, "limit">,
): Promise<number> {
  return (await eligibleCount(db, input)).companies;
}

/**
 * The quote wizard's coverage check: how many partners a request from this place for this move
 * would be offered to right now, by the same rule and geocoding as a submitted request, and,
 * when the request names a company, whether that company is one of them (when it is not, the
 * request is not sent to it: matching leaves out a named company that is not eligible).
 */
export async function countCompaniesForMove({
  from,
  moveType,
  namedCompanyId,
  now = new Date(),
}: {
  from: MoveOrigin;
  moveType: MoveType;
  namedCompanyId?: string;
  now?: Date;
}): Promise<{ companies: number; namedEligible: boolean }> {
  const origin = await locateMoveOrigin(from);
  if (!origin) return { companies: 0, namedEligible: false };
  return eligibleCount(await getDb(), { moveType, ...matchPlace(origin, from.city), namedCompanyId, now });
}
