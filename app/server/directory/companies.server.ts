import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { companies, reviews } from "~/db/schema";
import {
  COMPANIES_PER_PAGE,
  type FeatureFilter,
  type PartnerFilter,
  REVIEWS_PER_PAGE,
  type ServiceFilter,
  type SortOption,
} from "~/lib/directory";
import { REVIEW_SCORE_MAX, type ReviewSort, SCORE_BANDS, type ScoreBandId } from "~/lib/reviews";
import { formatUkPhone } from "~/lib/schemas/uk-phone";
import { getDb } from "../db.server";
import { float8, sqlCompanyCovers } from "../geo/coverage.server";
import { paginateInOneRead, totalOfList } from "../lists/paginate.server";
import { sqlListed } from "../partners/profile-completeness.server";
import { getRenderCache } from "../render-cache/render-cache.server";
import type { City } from "./cities.server";

export interface CompanyFilters {
  service?: ServiceFilter;
  features: FeatureFilter[];
  partner: PartnerFilter;
  sort: SortOption;
  page: number;
}

/**
 * "Recommended" order: partners first, then a Bayesian rating that pulls companies with few
 * reviews towards a prior of 8.0 (as if they had 5 extra reviews of 8.0), then name. A company
 * with two 10/10 reviews does not outrank one with two hundred 9/10 reviews.
 */
const PRIOR_RATING = 8;
const PRIOR_WEIGHT = 5;
const recommendedScore = sql`((coalesce(${companies.rating}, 0) * ${companies.reviewCount} + ${float8(PRIOR_RATING * PRIOR_WEIGHT)})
  / (${companies.reviewCount} + ${float8(PRIOR_WEIGHT)}))`;

function orderFor(sort: SortOption): SQL[] {
  switch (sort) {
    case "rating":
      return [sql`${companies.rating} desc nulls last`, desc(companies.reviewCount), asc(companies.name)];
    case "reviews":
      return [desc(companies.reviewCount), sql`${companies.rating} desc nulls last`, asc(companies.name)];
    case "name":
      return [asc(companies.name)];
    case "recommended":
      return [desc(companies.isPartner), sql`${recommendedScore} desc`, asc(companies.name)];
  }
}

/** Exactly what a directory card renders: the city page sends these and nothing more. */
const cardColumns = {
  slug: companies.slug,
  name: companies.name,
  isPartner: companies.isPartner,
  addressLine1: companies.addressLine1,
  postcode: companies.postcode,
  town: companies.town,
  rating: companies.rating,
  reviewCount: companies.reviewCount,
  services: companies.services,
  phone: companies.phone,
  // The contact address the owner chose for the public; a listed company always has one (sqlListed).
  email: sql<string>`${companies.publicEmail}`,
  logoPath: companies.logoPath,
};

/** Listed companies (approved, profile complete) whose service area covers the city, filtered, sorted and paged. */
export async function findCompaniesForCity({ city, filters }: { city: City; filters: CompanyFilters }) {
  const db = await getDb();
  const conditions: SQL[] = [
    sqlListed,
    sqlCompanyCovers({ lat: city.lat, lng: city.lng, citySlug: city.slug, postcodeArea: city.postcodeArea }),
  ];
  if (filters.service) conditions.push(sql`${filters.service} = any(${companies.services})`);
  if (filters.features.length > 0) {
    conditions.push(sql`${companies.features} @> ${sql.param(filters.features)}::text[]`);
  }
  if (filters.partner === "partners") conditions.push(eq(companies.isPartner, true));
  const where = and(...conditions);

  const { rows, ...paging } = await paginateInOneRead({
    page: filters.page,
    pageSize: COMPANIES_PER_PAGE,
    count: () => db.$count(companies, where),
    rows: ({ limit, offset }) =>
      db
        .select({ ...cardColumns, total: totalOfList })
        .from(companies)
        .where(where)
        .orderBy(...orderFor(filters.sort))
        .limit(limit)
        .offset(offset),
  });
  return { items: rows.map((item) => ({ ...item, phone: formatUkPhone(item.phone) })), ...paging };
}

export type CompanyCard = Awaited<ReturnType<typeof findCompaniesForCity>>["items"][number];

/** A public company profile: listed companies only (approved, profile complete), never internal fields. */
export async function getCompanyProfile({ slug }: { slug: string }) {
  const db = await getDb();
  const [company] = await db
    .select({
      id: companies.id,
      ...cardColumns,
      website: companies.website,
      about: companies.about,
      aboutLanguage: companies.aboutLanguage,
      businessType: companies.businessType,
      companyNumber: companies.companyNumber,
      employees: companies.employees,
      removalTypes: companies.removalTypes,
      features: companies.features,
      createdAt: companies.createdAt,
      quality: companies.qualityScore,
      customerService: companies.customerServiceScore,
      valueForMoney: companies.valueForMoneyScore,
    })
    .from(companies)
    .where(and(eq(companies.slug, slug), sqlListed))
    .limit(1);
  if (!company) return undefined;
  // The stored figures, kept in step with the published reviews by recomputeCompanyRatings.
  const { quality, customerService, valueForMoney, ...details } = company;
  return {
    company: { ...details, phone: formatUkPhone(company.phone) },
    scores: { quality, customerService, valueForMoney },
  };
}

/** A band of SCORE_BANDS as SQL: from its lower bound up to (not including) the next band's. */
function inBand(band: ScoreBandId): SQL {
  const { from, to } = SCORE_BANDS.find((each) => each.id === band) ?? SCORE_BANDS[0];
  return to === REVIEW_SCORE_MAX
    ? sql`${reviews.overall} >= ${from}`
    : sql`${reviews.overall} >= ${from} and ${reviews.overall} < ${to}`;
}

function reviewOrder(sort: ReviewSort): SQL[] {
  const newest = [desc(reviews.publishedAt), desc(reviews.id)];
  if (sort === "highest") return [desc(reviews.overall), ...newest];
  if (sort === "lowest") return [asc(reviews.overall), ...newest];
  return newest;
}

/** What a published review shows wherever it is listed: the company page and Profile > Reviews. */
export const publishedReviewColumns = {
  id: reviews.id,
  authorName: reviews.authorName,
  title: reviews.title,
  content: reviews.content,
  writtenLanguage: reviews.writtenLanguage,
  overall: reviews.overall,
  quality: reviews.quality,
  customerService: reviews.customerService,
  valueForMoney: reviews.valueForMoney,
  wouldRecommend: reviews.wouldRecommend,
  reply: reviews.reply,
  replyLanguage: reviews.replyLanguage,
  publishedAt: reviews.publishedAt,
};

/** A company's published reviews, newest or by score, optionally of one score band only. */
export async function listCompanyReviews({
  companyId,
  page,
  sort = "newest",
  band,
}: {
  companyId: string;
  page: number;
  sort?: ReviewSort;
  band?: ScoreBandId;
}) {
  const db = await getDb();
  const where = and(eq(reviews.companyId, companyId), eq(reviews.status, "published"), band ? inBand(band) : undefined);
  const { rows, ...paging } = await paginateInOneRead({
    page,
    pageSize: REVIEWS_PER_PAGE,
    count: () => db.$count(reviews, where),
    rows: ({ limit, offset }) =>
      db
        .select({ ...publishedReviewColumns, total: totalOfList })
        .from(reviews)
        .where(where)
        .orderBy(...reviewOrder(sort))
        .limit(limit)
        .offset(offset),
  });
  return { items: rows, ...paging };
}

/** How many of a company's published reviews fall in each score band, best band first. */
export async function scoreDistribution(companyId: string): Promise<{ band: ScoreBandId; count: number }[]> {
  const db = await getDb();
  const [row] = await db
    .select(
      Object.fromEntries(
        SCORE_BANDS.map((band) => [band.id, sql<number>`(count(*) filter (where ${inBand(band.id)}))::int`]),
      ) as Record<ScoreBandId, SQL<number>>,
    )
    .from(reviews)
    .where(and(eq(reviews.companyId, companyId), eq(reviews.status, "published")));
  return SCORE_BANDS.map((band) => ({ band: band.id, count: row?.[band.id] ?? 0 }));
}

/** The newest published reviews across the network (landing page), or of partners only (recruitment page). */
export function listRecentReviews({ limit, partnersOnly = false }: { limit: number; partnersOnly?: boolean }) {
  return getRenderCache().remember(`recent-reviews:${limit}:${partnersOnly}`, async () => {
    const db = await getDb();
    return db
      .select({
        id: reviews.id,
        title: reviews.title,
        authorName: reviews.authorName,
        content: reviews.content,
        writtenLanguage: reviews.writtenLanguage,
        overall: reviews.overall,
        publishedAt: reviews.publishedAt,
        companyName: companies.name,
        companySlug: companies.slug,
      })
      .from(reviews)
      .innerJoin(companies, eq(companies.id, reviews.companyId))
      .where(and(eq(reviews.status, "published"), sqlListed, partnersOnly ? eq(companies.isPartner, true) : undefined))
      .orderBy(desc(reviews.publishedAt), desc(reviews.id))
      .limit(limit);
  });
}
