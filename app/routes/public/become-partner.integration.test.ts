import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companies, reviews } from "~/db/schema";
import { createCompany } from "../../../tests/factories/companies";
import { createQuoteRequest } from "../../../tests/factories/requests";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { loader } from "./become-partner";

const DAY_MS = 24 * 3600 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

describe("the recruitment page's figures and reviews", () => {
  const db = setupTestDatabase();

  async function review(companyId: string, title: string, overrides: Partial<typeof reviews.$inferInsert> = {}) {
    await db()
      .insert(reviews)
      .values({
        companyId,
        title,
        authorName: "A Customer",
        content: "They moved us carefully and on time.",
        quality: 9,
        customerService: 9,
        valueForMoney: 9,
        overall: 9,
        status: "published",
        publishedAt: daysAgo(1),
        ...overrides,
      });
  }

  beforeAll(async () => {
    await db().delete(companies);
    const rated = await createCompany(db(), { rating: 9.2, reviewCount: 12 });
    await createCompany(db(), { rating: 8.0, reviewCount: 4 });
    await createCompany(db(), { rating: null, reviewCount: 0 });
    // Not approved partners: neither counted nor averaged, and their reviews are not shown.
    await createCompany(db(), { status: "pending", rating: 1, reviewCount: 1 });
    const directoryOnly = await createCompany(db(), { isPartner: false, rating: 2, reviewCount: 3 });

    await review(rated.id, "Oldest partner review", { publishedAt: daysAgo(30) });
    await review(rated.id, "Older partner review", { publishedAt: daysAgo(20) });
    await review(rated.id, "Newer partner review", { publishedAt: daysAgo(10) });
    await review(rated.id, "Newest partner review", { publishedAt: daysAgo(5) });
    await review(rated.id, "Pending partner review", { status: "pending", publishedAt: null });
    await review(directoryOnly.id, "Directory company review", { publishedAt: daysAgo(1) });

    await createQuoteRequest(db(), { createdAt: daysAgo(2) });
    await createQuoteRequest(db(), { createdAt: daysAgo(29) });
    await createQuoteRequest(db(), { createdAt: daysAgo(31) });
  });

  it("counts approved partners as the database does", async () => {
    const { figures } = await loader();
    const direct = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from companies where status = 'approved' and is_partner`,
    );
    expect(figures.partners).toBe(direct.rows[0]?.n);
    expect(figures.partners).toBe(3);
  });

  it("averages the stored ratings of approved partners that have reviews", async () => {
    const { figures } = await loader();
    expect(figures.averagePartnerRating).toBe(8.6);
  });

  it("counts the quote requests of the last 30 days", async () => {
    const { figures } = await loader();
    expect(figures.quoteRequestsLast30Days).toBe(2);
  });

  it("shows the newest three published reviews of partner companies, and nothing invented", async () => {
    const { reviews: shown } = await loader();
    expect(shown.map((item) => item.title)).toEqual([
      "Newest partner review",
      "Newer partner review",
      "Older partner review",
    ]);
  });
});
