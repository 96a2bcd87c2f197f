import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cities, companies, jobs, quoteRequests, reviews } from "~/db/schema";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { TEST_SUPPLIER_SETTINGS } from "../../../tests/support/supplier-settings";
import { parseEnv } from "../env.server";
import { seedOnStart } from "../lifecycle.server";
import { buildCityRows, seedReferenceData } from "./reference-data.server";

/** What a deployment configures: production, and no SEED. */
const production = {
  NODE_ENV: "production",
  APP_URL: "https://movematch.example",
  BETTER_AUTH_SECRET: "p".repeat(40),
  ...TEST_SUPPLIER_SETTINGS,
};
const productionEnv = parseEnv(production);

describe("seeding on start", () => {
  const db = setupTestDatabase();

  const total = async (table: typeof cities | typeof companies | typeof reviews | typeof quoteRequests | typeof jobs) =>
    (await db().select({ n: count() }).from(table))[0]?.n ?? 0;
  const citySnapshot = () =>
    db()
      .select({ id: cities.id, slug: cities.slug, name: cities.name, lat: cities.lat, lng: cities.lng })
      .from(cities)
      .orderBy(cities.slug);

  it("stores the cities and no companies, reviews, requests or jobs on a fresh production database", async () => {
    expect(productionEnv.SEED).toBe("none");
    expect(await total(cities)).toBe(0);
    await seedOnStart(db(), productionEnv);
    expect(await total(cities)).toBe(buildCityRows().length);
    expect(await total(cities)).toBeGreaterThanOrEqual(30);
    expect(await total(companies)).toBe(0);
    expect(await total(reviews)).toBe(0);
    expect(await total(quoteRequests)).toBe(0);
    expect(await total(jobs)).toBe(0);
  });

  it("changes nothing when it runs again", async () => {
    const before = await citySnapshot();
    await seedOnStart(db(), productionEnv);
    expect(await seedReferenceData(db())).toEqual({ cities: 0 });
    expect(await citySnapshot()).toEqual(before);
  });

  it("restores a changed name and centre, and keeps cities added by anything else", async () => {
    const [leeds] = await db().select().from(cities).where(eq(cities.slug, "leeds"));
    if (!leeds) throw new Error("expected Leeds among the reference cities");
    await db().update(cities).set({ name: "Leedz", lat: 0, lng: 0 }).where(eq(cities.id, leeds.id));
    await db().insert(cities).values({
      name: "Ambleside",
      slug: "ambleside",
      regionSlug: "cumbria",
      postcodeArea: "LA",
      lat: 54.43,
      lng: -2.96,
    });

    expect(await seedReferenceData(db())).toEqual({ cities: 1 });
    const [restored] = await db().select().from(cities).where(eq(cities.slug, "leeds"));
    expect(restored).toMatchObject({ id: leeds.id, name: leeds.name, lat: leeds.lat, lng: leeds.lng });
    expect(await db().select({ id: cities.id }).from(cities).where(eq(cities.slug, "ambleside"))).toHaveLength(1);
  });

  it("seeds the demo directory once when SEED=demo", async () => {
    const demoEnv = parseEnv({ ...production, SEED: "demo" });
    await seedOnStart(db(), demoEnv);
    const companiesAfterFirst = await total(companies);
    const reviewsAfterFirst = await total(reviews);
    expect(companiesAfterFirst).toBeGreaterThan(0);
    expect(reviewsAfterFirst).toBeGreaterThan(0);

    await seedOnStart(db(), demoEnv);
    expect(await total(companies)).toBe(companiesAfterFirst);
    expect(await total(reviews)).toBe(reviewsAfterFirst);
  });
});
