import { isNotNull } from "drizzle-orm";
import { cities, companies } from "~/db/schema";
import { PUBLIC_PAGES } from "~/i18n/public-pages";
import { cityPath, companyPath } from "~/lib/directory";
import { getDb } from "../db.server";
import { sqlListed } from "../partners/profile-completeness.server";

/** The public pages worth a search result that have no parameter (the rest come from the database). */
const STATIC_PATHS = PUBLIC_PAGES.filter((page) => page.indexed).map((page) => `/${page.path}`);

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

export async function listSitemapEntries(extraPaths: string[] = []): Promise<SitemapEntry[]> {
  const db = await getDb();
  const [cityRows, companyRows] = await Promise.all([
    db.select({ slug: cities.slug, regionSlug: cities.regionSlug }).from(cities).where(isNotNull(cities.featuredRank)),
    db
      .select({ slug: companies.slug, updatedAt: companies.updatedAt })
      .from(companies)
      .where(sqlListed)
      .orderBy(companies.slug),
  ]);
  return [
    ...[...STATIC_PATHS, ...extraPaths].map((path) => ({ path })),
    ...cityRows.map((city) => ({ path: cityPath(city.regionSlug, city.slug) })),
    ...companyRows.map((company) => ({ path: companyPath(company.slug), lastModified: company.updatedAt })),
  ];
}
