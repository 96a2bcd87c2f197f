import { sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { cities } from "~/db/schema";
import { slugFromName } from "~/lib/directory";
import { announcePublicPagesChange } from "../render-cache/public-pages.server";
import { CITIES } from "./data/cities";

export type NewCity = typeof cities.$inferInsert;

/** The city rows the site needs whatever else the database holds (landing page, city pages, matching by city). */
export function buildCityRows(): NewCity[] {
  return CITIES.map((city, index) => ({
    name: city.name,
    slug: slugFromName(city.name),
    regionSlug: city.regionSlug,
    postcodeArea: city.postcodeArea,
    lat: city.lat,
    lng: city.lng,
    featuredRank: index + 1,
    about: city.about["en-GB"],
    aboutLt: city.about.lt,
    neighbourhoods: [...city.neighbourhoods],
  }));
}

/**
 * Stores the reference cities: inserts missing ones and brings changed names, coordinates and
 * texts up to date, keyed on region and slug. Runs on every start, so it only writes rows that
 * differ; cities added by anything else are left alone. Returns how many rows it wrote, and
 * announces a change when it wrote any.
 */
export async function seedReferenceData(db: Database | Transaction): Promise<{ cities: number }> {
  const written = await db
    .insert(cities)
    .values(buildCityRows())
    .onConflictDoUpdate({
      target: [cities.regionSlug, cities.slug],
      set: {
        name: sql`excluded.name`,
        postcodeArea: sql`excluded.postcode_area`,
        lat: sql`excluded.lat`,
        lng: sql`excluded.lng`,
        featuredRank: sql`excluded.featured_rank`,
        about: sql`excluded.about`,
        aboutLt: sql`excluded.about_lt`,
        neighbourhoods: sql`excluded.neighbourhoods`,
      },
      setWhere: sql`(${cities.name}, ${cities.postcodeArea}, ${cities.lat}, ${cities.lng}, ${cities.featuredRank}, ${cities.about}, ${cities.aboutLt}, ${cities.neighbourhoods})
        is distinct from (excluded.name, excluded.postcode_area, excluded.lat, excluded.lng, excluded.featured_rank, excluded.about, excluded.about_lt, excluded.neighbourhoods)`,
    })
    .returning({ id: cities.id });
  // Processes already serving keep the cities in memory (cityDirectory): they read them again.
  if (written.length > 0) await announcePublicPagesChange(db);
  return { cities: written.length };
}
