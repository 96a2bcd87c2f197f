import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { ReviewListControls, ScoreDistribution } from "~/components/company/review-controls";
import { type companies, reviews } from "~/db/schema";
import { serverI18n } from "~/i18n/catalogues.server";
import { overallScore } from "~/lib/reviews";
import { recomputeCompanyRatings } from "~/server/reviews/company-ratings.server";
import { createCompany } from "../../factories/companies";
import { setupTestDatabase } from "../../setup/test-database";
import { page } from "../../support/http";
import { callRoute } from "../../support/routes";

/** The chart and the list controls of a company with six reviews, the 7 to 8.9 band selected. */
function ChartAndControls() {
  const distribution = [
    { band: "9", count: 3 },
    { band: "7", count: 1 },
    { band: "5", count: 0 },
    { band: "3", count: 0 },
    { band: "0", count: 2 },
  ] as const;
  return createElement(
    "div",
    null,
    createElement(ScoreDistribution, { companyName: "Acme", distribution: [...distribution], selected: "7" }),
    createElement(ReviewListControls, { sort: "lowest", score: "7" }),
  );
}

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

  it("draws the distribution as bars that filter the list, in both languages", () => {
    const render = (locale: "en-GB" | "lt") => {
      const Stub = createRoutesStub([{ path: "/company/acme", Component: ChartAndControls }]);
      return renderToString(
        createElement(
          I18nextProvider,
          { i18n: serverI18n(locale) },
          createElement(Stub, { initialEntries: ["/company/acme?sort=lowest&score=7"] }),
        ),
      );
    };
    const english = render("en-GB");
    expect(english).toContain('href="/company/acme?sort=lowest&amp;score=9"');
    expect(english).toContain("width:100%");
    expect(english).toContain("width:33.3");
    expect(english).toContain("Showing reviews scoring 7 to 8.9.");
    expect(render("lt")).toContain("Rodomi atsiliepimai, įvertinti nuo 7 iki 8,9.");
  });
});
