import { describe, expect, it } from "vitest";
import { MAX_SEARCH_LENGTH } from "./list-params";
import { jobListQuery, parseMyWorkParams } from "./my-work-params";

const NOW = new Date("2026-06-10T12:00:00Z");
const parse = (query: string, list?: "work" | "reservations" | "history") =>
  parseMyWorkParams(new URLSearchParams(query), { list, now: NOW });

describe("parseMyWorkParams", () => {
  it("reads the search, the status, the sort, the view and the date", () => {
    expect(parse("q=%20JB-4K%20&status=in_progress&sort=price_desc&view=week&date=2026-07-01&page=3")).toEqual({
      q: "JB-4K",
      status: "in_progress",
      sort: "price_desc",
      view: "week",
      date: "2026-07-01",
      page: 3,
    });
  });

  it("falls back to no search, all statuses, earliest pickup first, the list and today", () => {
    const defaults = { q: "", status: null, sort: "pickup_asc", view: "list", date: "2026-06-10", page: null };
    expect(parse("")).toEqual(defaults);
    expect(parse("status=bogus&sort=cheapest&view=year&date=tomorrow")).toEqual(defaults);
    expect(parse("status=&sort=&view=&date=&page=")).toEqual(defaults);
    // A page that is named but cannot be one is the first.
    expect(parse("page=last").page).toBe(1);
    expect(parse("page=-4").page).toBe(1);
    expect(parse("date=2026-02-30").date).toBe("2026-06-10");
    expect(parse("date=2026-6-1").date).toBe("2026-06-10");
    expect(parse(`q=${"a".repeat(500)}`).q).toHaveLength(MAX_SEARCH_LENGTH);
  });

  it("keeps each list to its own statuses and first order", () => {
    expect(parse("status=completed", "reservations").status).toBeNull();
    expect(parse("status=upcoming", "reservations").status).toBe("upcoming");
    expect(parse("status=upcoming", "history").status).toBeNull();
    expect(parse("status=cancelled", "history")).toMatchObject({ status: "cancelled", sort: "pickup_desc" });
  });
});

describe("jobListQuery", () => {
  it("writes only what differs from the list's defaults", () => {
    const params = parse("");
    expect(jobListQuery("work", params, {}, "2026-06-10")).toBe("");
    expect(jobListQuery("work", params, { view: "month" }, "2026-06-10")).toBe("?view=month");
    expect(jobListQuery("work", params, { view: "week", date: "2026-06-17" }, "2026-06-10")).toBe(
      "?view=week&date=2026-06-17",
    );
    expect(jobListQuery("history", parse("", "history"), { status: "completed" }, "2026-06-10")).toBe(
      "?status=completed",
    );
    // The date belongs to a calendar: the list view drops it.
    expect(jobListQuery("work", parse("view=week&date=2026-01-05"), { view: "list" }, "2026-06-10")).toBe("");
  });
});
