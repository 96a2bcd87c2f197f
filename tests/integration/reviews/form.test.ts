import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { companies, reviews } from "~/db/schema";
import { serverI18n } from "~/i18n/catalogues.server";
import { LOCALES } from "~/i18n/config";
import type { Message } from "~/lib/form-result";
import ReviewPage, { headers as reviewPageHeaders, shouldRevalidate } from "~/routes/public/review.$token";
import { getDb } from "~/server/db.server";
import { recomputeCompanyRatings } from "~/server/reviews/company-ratings.server";
import { inviteToReview } from "~/server/sweeps/time-sweeps.server";
import { createCompany } from "../../factories/companies";
import { createMovedJob, reviewTokensSentTo } from "../../factories/reviews";
import { setupTestDatabase } from "../../setup/test-database";
import { page, post } from "../../support/http";
import { callRoute } from "../../support/routes";

const valid = {
  title: "Careful and on time",
  content: "The crew arrived on time and nothing was broken.",
  quality: "10",
  customerService: "8",
  valueForMoney: "9",
  wouldRecommend: "yes",
};

/** A message in both languages: each a real sentence, and not the same text. */
function inBothLanguages(message: Message | undefined): string[] {
  expect(message).toBeDefined();
  const texts = LOCALES.map((locale) =>
    String(serverI18n(locale).t(message?.key ?? "", { ...message?.params, lng: locale } as never)),
  );
  for (const text of texts) expect(text).not.toContain(":errors.");
  expect(new Set(texts).size).toBe(2);
  return texts;
}

/** The review page as the server renders it in `locale`, after its action answered `actionData`. */
function renderPage(locale: "en-GB" | "lt", actionData?: unknown): string {
  const Stub = createRoutesStub([{ id: "review", path: "/review/:token", Component: ReviewPage as never }]);
  const invitation = {
    companyName: "Acme Moves",
    companySlug: "acme",
    fromTown: "Leeds",
    toTown: "York",
    movingDay: "2026-06-12",
  };
  return renderToString(
    createElement(
      I18nextProvider,
      { i18n: serverI18n(locale) },
      createElement(Stub, {
        initialEntries: ["/review/token"],
        hydrationData: {
          loaderData: { review: { invitation } },
          actionData: actionData ? { review: actionData } : undefined,
        },
      }),
    ),
  );
}

describe("the review page", () => {
  it("says what happens to a review before it is sent, and after, in both languages", () => {
    expect(renderPage("en-GB")).toContain("A review is never rejected for being negative.");
    expect(renderPage("lt")).toContain("Atsiliepimas niekada neatmetamas dėl to, kad yra neigiamas.");
    const held = { ok: true, data: { status: "pending", heldReason: "phone", companySlug: "acme" } };
    expect(renderPage("en-GB", held)).toContain("Your review contains a phone number");
    expect(renderPage("lt", held)).toContain("Jūsų atsiliepime yra telefono numeris");
    const published = { ok: true, data: { status: "published", companySlug: "acme" } };
    expect(renderPage("en-GB", published)).toContain("your review is published");
    const refused = {
      ok: false,
      code: "VALIDATION",
      message: { key: "messages:form.fixFields" },
      fieldErrors: { content: { key: "reviews:errors.textTooShort", params: { minimum: 20 } } },
    };
    expect(renderPage("lt", refused)).toContain("Atsiliepime turi būti bent 20 simbolių.");
  });

  it("keeps the answer on screen once sent, though the link is now used (its loader would answer 404)", () => {
    const revalidates = (actionResult: unknown) =>
      shouldRevalidate({ actionResult, defaultShouldRevalidate: true } as Parameters<typeof shouldRevalidate>[0]);
    expect(revalidates({ ok: true, data: { status: "published", companySlug: "acme" } })).toBe(false);
    expect(revalidates({ ok: false, code: "VALIDATION" })).toBe(true);
  });

  it("tells the customer before sending that a review with a link is checked by staff first, in both languages", () => {
    expect(renderPage("en-GB")).not.toContain("will check it before it is published");
    const withLink = {
      ok: false,
      code: "VALIDATION",
      message: { key: "messages:form.fixFields" },
      fieldErrors: { quality: { key: "reviews:errors.scoreRequired" } },
      values: { title: "Good move", content: "Photos of the day are at www.example.com/our-move." },
    };
    expect(renderPage("en-GB", withLink)).toContain(
      "Your review contains a link, so a member of our staff will check it before it is published.",
    );
    expect(renderPage("lt", withLink)).toContain(
      "Jūsų atsiliepime yra nuoroda, todėl prieš paskelbiant jį patikrins mūsų darbuotojas.",
    );
  });
});

describe("the review form", () => {
  const db = setupTestDatabase();
  let company: typeof companies.$inferSelect;
  const tokens: string[] = [];

  /** A company with one published review scoring 6 on everything, and five moves to review. */
  beforeAll(async () => {
    company = await createCompany(db());
    const earlier = await createMovedJob(db(), { companyId: company.id, daysAgo: 20 });
    await db().insert(reviews).values({
      companyId: company.id,
      jobId: earlier.job.id,
      authorName: "Earlier C.",
      title: "Fine",
      content: "It went fine, nothing special to report.",
      quality: 6,
      customerService: 6,
      valueForMoney: 6,
      overall: 6,
      status: "published",
      publishedAt: new Date(),
    });
    await recomputeCompanyRatings(db(), [company.id]);
    const moves = await Promise.all([1, 2, 3, 4, 5].map(() => createMovedJob(db(), { companyId: company.id })));
    await inviteToReview(await getDb(), new Date());
    for (const move of moves) tokens.push((await reviewTokensSentTo(db(), move.request.email))[0] ?? "");
  });

  async function figures() {
    const [row] = await db()
      .select({
        rating: companies.rating,
        reviewCount: companies.reviewCount,
        quality: companies.qualityScore,
        customerService: companies.customerServiceScore,
        valueForMoney: companies.valueForMoneyScore,
      })
      .from(companies)
      .where(eq(companies.id, company.id));
    return row;
  }

  it("opens from the emailed link, privately and unindexed; a tampered or unknown link is a 404", async () => {
    const token = tokens[0] ?? "";
    const opened = await callRoute(page(`/review/${token}`));
    expect(opened.status).toBe(200);
    expect(opened.body?.invitation).toMatchObject({ companyName: company.name, toTown: "Leeds" });
    const headers = new Headers(reviewPageHeaders({} as never));
    expect(headers.get("cache-control")).toBe("private, no-store");

    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect((await callRoute(page(`/review/${tampered}`))).status).toBe(404);
    expect((await callRoute(page("/review/not-a-token"))).status).toBe(404);
    expect((await callRoute(post(`/review/${tampered}`, valid))).status).toBe(404);
  });

  it.each([
    ["a missing score", { quality: "" }, "quality", "reviews:errors.scoreRequired"],
    ["a score above 10", { customerService: "11" }, "customerService", "reviews:errors.scoreRange"],
    ["a negative score", { valueForMoney: "-1" }, "valueForMoney", "reviews:errors.scoreRange"],
    ["a score that is not whole", { quality: "7.5" }, "quality", "reviews:errors.scoreRange"],
    ["text under 20 characters", { content: "Too short." }, "content", "reviews:errors.textTooShort"],
    ["text over 2,000 characters", { content: "Good. ".repeat(400) }, "content", "reviews:errors.textTooLong"],
    ["no title", { title: " " }, "title", "reviews:errors.titleRequired"],
    ["no recommendation", { wouldRecommend: "" }, "wouldRecommend", "reviews:errors.recommendRequired"],
  ])("refuses %s with a message in both languages", async (_, change, field, key) => {
    const before = await figures();
    const answer = await callRoute(post(`/review/${tokens[0]}`, { ...valid, ...change }));
    expect(answer.status).toBe(400);
    const fieldErrors = answer.body?.fieldErrors as Record<string, Message>;
    expect(fieldErrors[field]?.key).toBe(key);
    inBothLanguages(fieldErrors[field]);
    expect(await figures()).toEqual(before);
  });

  it("publishes a review that passes the checks and moves the company's figures by exactly its scores", async () => {
    expect(await figures()).toEqual({
      rating: 6,
      reviewCount: 1,
      quality: 6,
      customerService: 6,
      valueForMoney: 6,
    });
    const answer = await callRoute(post(`/review/${tokens[0]}`, valid));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true, data: { status: "published", companySlug: company.slug } });
    // (6 + 9) / 2 overall; each sub-score the mean of 6 and the new one.
    expect(await figures()).toEqual({
      rating: 7.5,
      reviewCount: 2,
      quality: 8,
      customerService: 7,
      valueForMoney: 7.5,
    });
    const [stored] = await db().select().from(reviews).where(eq(reviews.title, valid.title));
    expect(stored).toMatchObject({ overall: 9, wouldRecommend: true, status: "published", heldReason: null });

    const onPage = await callRoute(page(`/company/${company.slug}`));
    const listed = (onPage.body?.reviews as { items: { title: string }[] } | undefined)?.items.map(
      (review) => review.title,
    );
    expect(listed).toContain(valid.title);
  });

  it("answers 404 to a link already used, and keeps one review per job in the database", async () => {
    expect((await callRoute(post(`/review/${tokens[0]}`, valid))).status).toBe(404);
    expect((await callRoute(page(`/review/${tokens[0]}`))).status).toBe(404);
    const [first] = await db().select().from(reviews).where(eq(reviews.title, valid.title));
    if (!first) throw new Error("expected the published review");
    const { id: _, ...copy } = first;
    await expect(
      db()
        .insert(reviews)
        .values({ ...copy, title: "Second" }),
    ).rejects.toThrow();
  });

  it.each([
    ["a link", "Book them at www.example-movers.com, they are great.", "link", 1],
    ["an email address", "Write to anna.smith@example.com for the details.", "email", 2],
    ["a phone number", "Call me on 07700 900123 if you want to know more.", "phone", 3],
    ["a blocked word", "They were fucking brilliant from start to finish.", "blocked_word", 4],
  ])(
    "holds a review with %s for staff, says why in both languages, and leaves the figures alone",
    async (_, content, reason, move) => {
      const before = await figures();
      const answer = await callRoute(post(`/review/${tokens[move]}`, { ...valid, content }));
      expect(answer.body).toEqual({
        ok: true,
        data: { status: "pending", heldReason: reason, companySlug: company.slug },
      });
      inBothLanguages({ key: `reviews:heldReasons.${reason}` });
      expect(await figures()).toEqual(before);
    },
  );
});
