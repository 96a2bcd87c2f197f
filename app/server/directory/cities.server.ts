import { asc, count, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { cities, companies } from "~/db/schema";
import { getDb } from "../db.server";
import { sqlCompanyCovers } from "../geo/coverage.server";
import { sqlListed } from "../partners/profile-completeness.server";
import { getRenderCache } from "../render-cache/render-cache.server";

export interface CitySummary {
  name: string;
  slug: string;
  regionSlug: string;
  companyCount: number;
}

const coversCity = sqlCompanyCovers({
  lat: cities.lat,
  lng: cities.lng,
  citySlug: cities.slug,
  postcodeArea: cities.postcodeArea,
});

/**
 * The one writer of `cities.company_count`: how many listed companies cover each city, in one
 * UPDATE. Pages read the stored figure instead of testing every company's coverage per request;
 * `recordDirectoryChange` calls this in the transaction of every change to a company's status
 * or service area, and every start refreshes it once.
 */
export async function refreshCityCompanyCounts(db: Database | Transaction): Promise<void> {
  await db.update(cities).set({
    companyCount: sql`(select count(*)::int from ${companies} where ${sqlListed} and ${coversCity})`,
  });
}

/**
 * Every city with what its page, the landing page and Find work show: reference data (written
 * by the seed, counts by `refreshCityCompanyCounts`), read once and kept in memory until the next
 * directory change (RenderCache.remember), in name order.
 */
function cityDirectory() {
  return getRenderCache().remember("cities", async () => {
    const db = await getDb();
    return db
      .select({
        id: cities.id,
        name: cities.name,
        slug: cities.slug,
        regionSlug: cities.regionSlug,
        postcodeArea: cities.postcodeArea,
        lat: cities.lat,
        lng: cities.lng,
        about: cities.about,
        aboutLt: cities.aboutLt,
        neighbourhoods: cities.neighbourhoods,
        featuredRank: cities.featuredRank,
        companyCount: cities.companyCount,
      })
      .from(cities)
      .orderBy(asc(cities.name), asc(cities.slug));
  });
}

/** The landing page's cities in their order, each with how many listed companies cover it. */
export async function listFeaturedCities(): Promise<CitySummary[]> {
  return (await cityDirectory())
    .flatMap(({ name, slug, regionSlug, companyCount, featuredRank }) =>
      featuredRank === null ? [] : [{ name, slug, regionSlug, companyCount, featuredRank }],
    )
    .sort((a, b) => a.featuredRank - b.featuredRank)
    .map(({ featuredRank: _rank, ...city }) => city);
}

export async function findCity({ regionSlug, citySlug }: { regionSlug: string; citySlug: string }) {
  const city = (await cityDirectory()).find((each) => each.regionSlug === regionSlug && each.slug === citySlug);
  if (!city) return undefined;
  const { featuredRank: _rank, companyCount: _count, ...found } = city;
  return found;
}

export type City = NonNullable<Awaited<ReturnType<typeof findCity>>>;

/** Network-wide figures shown on marketing pages, computed from the directory. */
export function getNetworkStats(): Promise<{ companyCount: number; averageRating: number | null }> {
  return getRenderCache().remember("network-stats", async () => {
    const db = await getDb();
    const [row] = await db
      .select({
        companyCount: count(),
        averageRating: sql<number | null>`round(avg(${companies.rating})::numeric, 1)::float8`,
      })
      .from(companies)
      .where(sqlListed);
    return { companyCount: row?.companyCount ?? 0, averageRating: row?.averageRating ?? null };
  });
}

/** The UK cities a partner can search around in Find work, by name (Find work looks them up by slug). */
export async function listCityChoices(): Promise<{ slug: string; name: string }[]> {
  return (await cityDirectory()).map(({ slug, name }) => ({ slug, name }));
}
