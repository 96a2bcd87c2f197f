import { and, asc, count, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cities, companies, jobs, leads, quoteRequests, quotes, reviewInvitations, reviews } from "~/db/schema";
import { createQuoteRequest } from "../../../tests/factories/requests";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { outboxCount } from "../../../tests/support/outbox";
import { sqlListed } from "../partners/profile-completeness.server";
import { runTimeSweeps } from "../sweeps/time-sweeps.server";
import { seedDemoData, seedDemoDataIfEmpty } from "./demo-data.server";
import { REFERENCE_DATE } from "./demo-time.server";

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
    expect(firstCounts).toEqual({
      cities: 30,
      companies: 395,
      approvedCompanies: 380,
      quoteRequests: 5906,
      jobs: 5906,
      reviews: 5906,
      publishedReviews: 5894,
    });
  });

  it("lists every approved demo company: each profile is complete, with its public contact email", async () => {
    const [row] = await db().select({ listed: count() }).from(companies).where(sqlListed);
    expect(row?.listed).toBe(firstCounts?.approvedCompanies);
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

  it("links every review to its company's booked job and the customer's request, through the lead loop's tables", async () => {
    const [row] = await db()
      .select({ linked: count(quoteRequests.id), all: sql<number>`(select count(*)::int from ${reviews})` })
      .from(reviews)
      .innerJoin(jobs, and(eq(jobs.id, reviews.jobId), eq(jobs.companyId, reviews.companyId)))
      .innerJoin(quotes, and(eq(quotes.id, jobs.quoteId), eq(quotes.status, "accepted")))
      .innerJoin(leads, and(eq(leads.id, quotes.leadId), eq(leads.status, "won")))
      .innerJoin(
        quoteRequests,
        and(eq(quoteRequests.id, leads.quoteRequestId), eq(quoteRequests.id, reviews.quoteRequestId)),
      )
      .innerJoin(reviewInvitations, eq(reviewInvitations.jobId, jobs.id));
    expect(row?.linked).toBe(row?.all);
  });

  it("gives the sweeps nothing to do: no invitation, reminder or closing, so no demo customer is emailed", async () => {
    const untouched = {
      invitationsLapsed: 0,
      progressEmailsSent: 0,
      invoicesIssued: 0,
      leadDigestsSent: 0,
      recordsPurged: 0,
      leadsExpired: 0,
      quotesExpired: 0,
      requestsClosed: 0,
      reviewsInvited: 0,
      reviewsReminded: 0,
    };
    const dayAfterReference = new Date(REFERENCE_DATE.getTime() + 24 * 3600_000);
    expect(await runTimeSweeps(db(), dayAfterReference)).toEqual(untouched);
    expect(await runTimeSweeps(db())).toEqual(untouched);
    expect(await outboxCount(db())).toBe(0);
  });

  it("leaves a database that already has companies alone", async () => {
    expect(await seedDemoDataIfEmpty(db())).toBeUndefined();
  });

  it("reseeds with reset to exactly the same companies and ratings, replacing only the demo quote requests", async () => {
    const before = await companySnapshot();
    const customer = await createQuoteRequest(db(), { fullName: "Real Customer" });
    const counts = await seedDemoData(db(), { reset: true });
    expect(counts).toEqual(firstCounts);
    expect(await companySnapshot()).toEqual(before);
    expect(await db().$count(quoteRequests)).toBe((firstCounts?.quoteRequests ?? 0) + 1);
    expect(await db().$count(quoteRequests, eq(quoteRequests.id, customer.id))).toBe(1);
    expect(await db().$count(reviews, isNull(reviews.jobId))).toBe(0);
  });
});
