import { and, asc, eq, gt, isNotNull, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cities, companies, reviews } from "~/db/schema";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { seedDemoData, seedDemoDataIfEmpty } from "./demo-data.server";

describe("demo seed", () => {
  const db = setupTestDatabase();
  let firstCounts: Record<string, number> | undefined;

  beforeAll(async () => {
    firstCounts = await seedDemoDataIfEmpty(db());
  });

  async function companySnapshot() {
    return db()
      .select({ slug: companies.slug, rating: companies.rating, reviewCount: companies.reviewCount })
      .from(companies)
      .orderBy(asc(companies.slug));
  }

  it("seeds an empty database and reports what it wrote", () => {
    expect(firstCounts).toMatchObject({ cities: 30, companies: 395, approvedCompanies: 380 });
  });

  it("stores the 30 featured cities with unique region/slug pairs", async () => {
    const rows = await db()
      .select({ regionSlug: cities.regionSlug, slug: cities.slug })
      .from(cities)
      .where(isNotNull(cities.featuredRank));
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((row) => `${row.regionSlug}/${row.slug}`)).size).toBe(30);
  });

  it("stores 395 companies with unique slugs", async () => {
    const rows = await companySnapshot();
    expect(rows).toHaveLength(395);
    expect(new Set(rows.map((row) => row.slug)).size).toBe(395);
  });

  it("averages 8.5-8.7 over the approved companies that have reviews (the spec says 8.6)", async () => {
    const [row] = await db()
      .select({ average: sql<number>`avg(${companies.rating})::float8` })
      .from(companies)
      .where(and(eq(companies.status, "approved"), gt(companies.reviewCount, 0)));
    expect(row?.average).toBeGreaterThanOrEqual(8.5);
    expect(row?.average).toBeLessThanOrEqual(8.7);
  });

  it("derives each company's rating and count from its published reviews", async () => {
    const [company] = await db()
      .select({ id: companies.id, rating: companies.rating, reviewCount: companies.reviewCount })
      .from(companies)
      .where(gt(companies.reviewCount, 10))
      .orderBy(asc(companies.slug))
      .limit(1);
    if (!company) throw new Error("expected a company with reviews");
    const published = await db()
      .select({ overall: reviews.overall })
      .from(reviews)
      .where(and(eq(reviews.companyId, company.id), eq(reviews.status, "published")));
    const mean = published.reduce((sum, review) => sum + review.overall, 0) / published.length;
    expect(company.reviewCount).toBe(published.length);
    expect(company.rating).toBeCloseTo(Math.round(mean * 10) / 10, 5);
  });

  it("keeps every sub-score within 0-10", async () => {
    const [row] = await db()
      .select({
        low: sql<number>`least(min(${reviews.quality}), min(${reviews.customerService}), min(${reviews.valueForMoney}))`,
        high: sql<number>`greatest(max(${reviews.quality}), max(${reviews.customerService}), max(${reviews.valueForMoney}))`,
      })
      .from(reviews);
    expect(row?.low).toBeGreaterThanOrEqual(0);
    expect(row?.high).toBeLessThanOrEqual(10);
  });

  it("leaves a database that already has companies alone", async () => {
    expect(await seedDemoDataIfEmpty(db())).toBeUndefined();
  });

  it("reseeds with reset to exactly the same companies and ratings", async () => {
    const before = await companySnapshot();
    const counts = await seedDemoData(db(), { reset: true });
    expect(counts).toEqual(firstCounts);
    expect(await companySnapshot()).toEqual(before);
  });
});
