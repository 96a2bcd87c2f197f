import { beforeAll, describe, expect, it } from "vitest";
import { type companies, reviews } from "~/db/schema";
import { overallScore } from "~/lib/reviews";
import { recomputeCompanyRatings } from "~/server/reviews/company-ratings.server";
import { createCompany } from "../factories/companies";
import { setupTestDatabase } from "../setup/test-database";
import { page } from "../support/http";
import { callRoute } from "../support/routes";

describe("a company page's reviews", () => {
  const db = setupTestDatabase();
  let company: typeof companies.$inferSelect;

  /** Published reviews scoring 9.3, 6 and 2 (one day apart, newest first), and one held. */
  beforeAll(async () => {
    company = await createCompany(db());
    const day = 24 * 3600 * 1000;
    const write = (title: string, score: [number, number, number], daysAgo: number, status = "published" as const) => {
      const [quality, customerService, valueForMoney] = score;
      const scores = { quality, customerService, valueForMoney };
      return {
        companyId: company.id,
        authorName: "Sam T.",
        title,
        content: "A review long enough to be published on the page.",
        ...scores,
        overall: overallScore(scores),
        status,
        publishedAt: new Date(Date.now() - daysAgo * day),
      };
    };
    await db()
      .insert(reviews)
      .values([
        write("Great", [10, 9, 9], 1),
        write("Middling", [6, 6, 6], 2),
        write("Poor", [2, 2, 2], 3),
        { ...write("Held", [5, 5, 5], 0), status: "pending", publishedAt: null },
      ]);
    await recomputeCompanyRatings(db(), [company.id]);
  });

  const titlesAt = async (query: string) => {
    const answer = await callRoute(page(`/company/${company.slug}${query}`));
    expect(answer.status).toBe(200);
    return {
      titles: (answer.body?.reviews as { items: { title: string }[] } | undefined)?.items.map((item) => item.title),
      body: answer.body,
    };
  };

  it("shows the stored figures and how the published scores spread over the bands", async () => {
    const { body, titles } = await titlesAt("");
    expect(titles).toEqual(["Great", "Middling", "Poor"]);
    expect(body?.scores).toEqual({ quality: 6, customerService: 5.7, valueForMoney: 5.7 });
    expect(body?.distribution).toEqual([
      { band: "9", count: 1 },
      { band: "7", count: 0 },
      { band: "5", count: 1 },
      { band: "3", count: 0 },
      { band: "0", count: 1 },
    ]);
  });

  it("sorts by newest, highest or lowest score and filters by band through the URL", async () => {
    expect((await titlesAt("?sort=lowest")).titles).toEqual(["Poor", "Middling", "Great"]);
    expect((await titlesAt("?sort=highest")).titles).toEqual(["Great", "Middling", "Poor"]);
    expect((await titlesAt("?score=5")).titles).toEqual(["Middling"]);
    expect((await titlesAt("?score=7")).titles).toEqual([]);
    expect((await titlesAt("?sort=lowest&score=9")).titles).toEqual(["Great"]);
    // Nonsense falls back to all reviews, newest first.
    const fallback = await titlesAt("?sort=random&score=11&page=x");
    expect(fallback.titles).toEqual(["Great", "Middling", "Poor"]);
    expect(fallback.body).toMatchObject({ sort: "newest", score: undefined });
  });
});
