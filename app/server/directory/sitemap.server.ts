import { isNotNull } from "drizzle-orm";
import { cities, companies } from "~/db/schema";
import { cityPath } from "~/lib/directory";
import { getDb } from "../db.server";
import { sqlListed } from "../partners/profile-completeness.server";

/** Static pages worth indexing; private and transactional pages are left out on purpose. */
const STATIC_PATHS = [
  "/",
  "/about",
  "/services",
  "/contact",
  "/man-and-van",
  "/local-movers",
  "/piano-removals",
  "/international",
  "/moving-abroad",
  "/how-it-works",
  "/domestic",
  "/moving-guides",
  "/blog",
  "/faq",
  "/partner-faq",
  "/how-leads-are-shared",
  "/become-partner",
  "/removal-van",
  "/quote",
];

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
    ...companyRows.map((company) => ({ path: `/company/${company.slug}`, lastModified: company.updatedAt })),
  ];
}
