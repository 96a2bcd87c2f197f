import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { quoteRequests } from "~/db/schema";
import { createQuoteRequest } from "../../../tests/factories/requests";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { countUpTo, paginate } from "./paginate.server";

/** Pages of 2 over the rows 1..n, counted as a capped count would be. */
function pagesOf(n: number, page: number, countCap?: number) {
  const all = Array.from({ length: n }, (_, index) => index + 1);
  return paginate({
    page,
    pageSize: 2,
    countCap,
    count: async (stopAt) => Math.min(n, stopAt),
    rows: async ({ limit, offset }) => all.slice(offset, offset + limit),
  });
}

describe("paging a list", () => {
  const db = setupTestDatabase();

  it("counts exactly without a cap, and keeps a stale page inside the list", async () => {
    expect(await pagesOf(7, 9)).toEqual({ rows: [7], total: 7, page: 4, pageCount: 4, totalCapped: false });
  });

  it("stops counting at the cap and says the total is a lower bound", async () => {
    expect(await pagesOf(7, 1, 4)).toEqual({ rows: [1, 2], total: 4, page: 1, pageCount: 2, totalCapped: true });
    // A list that fits under the cap is counted exactly.
    expect(await pagesOf(4, 2, 4)).toEqual({ rows: [3, 4], total: 4, page: 2, pageCount: 2, totalCapped: false });
  });

  it("counts as far as a page asked beyond the cap, so every row stays reachable", async () => {
    expect(await pagesOf(11, 3, 4)).toEqual({ rows: [5, 6], total: 6, page: 3, pageCount: 3, totalCapped: true });
    expect(await pagesOf(11, 6, 4)).toEqual({ rows: [11], total: 11, page: 6, pageCount: 6, totalCapped: false });
    expect(await pagesOf(11, 9, 4)).toEqual({ rows: [11], total: 11, page: 6, pageCount: 6, totalCapped: false });
  });

  it("counts the rows of a query up to a limit", async () => {
    for (let index = 0; index < 3; index += 1) await createQuoteRequest(db());
    const withStatus = (status: "pending" | "cancelled") =>
      db().select({ one: sql`1` }).from(quoteRequests).where(eq(quoteRequests.status, status)).$dynamic();
    expect(await countUpTo(db(), withStatus("pending"), 2)).toBe(2);
    expect(await countUpTo(db(), withStatus("pending"), 10)).toBe(3);
    expect(await countUpTo(db(), withStatus("cancelled"), 10)).toBe(0);
  });
});
