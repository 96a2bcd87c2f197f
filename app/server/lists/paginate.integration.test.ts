import { desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { quoteRequests } from "~/db/schema";
import { createQuoteRequest } from "../../../tests/factories/requests";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { countUpTo, paginate, paginateInOneRead, totalOfList } from "./paginate.server";

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

/** Pages of 2 over the rows 1..n read with their total, and how many reads and counts each page took. */
async function readsOf(n: number, page: number) {
  const all = Array.from({ length: n }, (_, index) => index + 1);
  const calls = { reads: 0, counts: 0 };
  const result = await paginateInOneRead({
    page,
    pageSize: 2,
    count: async () => {
      calls.counts += 1;
      return n;
    },
    rows: async ({ limit, offset }) => {
      calls.reads += 1;
      return all.slice(offset, offset + limit).map((value) => ({ value, total: n }));
    },
  });
  return { ...result, rows: result.rows.map((row) => row.value), calls };
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

  it("reads a page and the list's total in one query, counting only for a page past the end", async () => {
    const once = { reads: 1, counts: 0 };
    expect(await readsOf(7, 2)).toEqual({
      rows: [3, 4],
      total: 7,
      page: 2,
      pageCount: 4,
      totalCapped: false,
      calls: once,
    });
    expect(await readsOf(7, 4)).toEqual({
      rows: [7],
      total: 7,
      page: 4,
      pageCount: 4,
      totalCapped: false,
      calls: once,
    });
    expect(await readsOf(0, 1)).toEqual({ rows: [], total: 0, page: 1, pageCount: 1, totalCapped: false, calls: once });
    // A stale link past the end shows the last page, as `paginate` does.
    const counted = { reads: 2, counts: 1 };
    expect(await readsOf(7, 9)).toEqual({
      rows: [7],
      total: 7,
      page: 4,
      pageCount: 4,
      totalCapped: false,
      calls: counted,
    });
    expect(await readsOf(0, 3)).toEqual({
      rows: [],
      total: 0,
      page: 1,
      pageCount: 1,
      totalCapped: false,
      calls: counted,
    });
  });

  it("pages a query read with its total exactly as counting it first does", async () => {
    // Expired requests: the count below is of pending ones.
    for (let index = 0; index < 5; index += 1) await createQuoteRequest(db(), { status: "expired" });
    const expired = eq(quoteRequests.status, "expired");
    const ordered = [desc(quoteRequests.createdAt), desc(quoteRequests.id)];
    for (let page = 1; page <= 5; page += 1) {
      const inOneRead = await paginateInOneRead({
        page,
        pageSize: 2,
        count: () => db().$count(quoteRequests, expired),
        rows: ({ limit, offset }) =>
          db()
            .select({ id: quoteRequests.id, total: totalOfList })
            .from(quoteRequests)
            .where(expired)
            .orderBy(...ordered)
            .limit(limit)
            .offset(offset),
      });
      const countedFirst = await paginate({
        page,
        pageSize: 2,
        count: () => db().$count(quoteRequests, expired),
        rows: ({ limit, offset }) =>
          db()
            .select({ id: quoteRequests.id })
            .from(quoteRequests)
            .where(expired)
            .orderBy(...ordered)
            .limit(limit)
            .offset(offset),
      });
      expect(inOneRead).toEqual(countedFirst);
    }
  });

  it("reads the asked page while it counts", async () => {
    const steps: string[] = [];
    await paginate({
      page: 2,
      pageSize: 2,
      count: async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        steps.push("counted");
        return 5;
      },
      rows: async ({ offset }) => {
        steps.push(`rows from ${offset}`);
        return [];
      },
    });
    expect(steps).toEqual(["rows from 2", "counted"]);
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
