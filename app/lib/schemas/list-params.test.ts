import { describe, expect, it } from "vitest";
import { QUOTE_REQUEST_STATUSES } from "~/lib/vocabulary";
import { MAX_SEARCH_LENGTH, parseListParams } from "./list-params";

const parse = (query: string) => parseListParams(new URLSearchParams(query), QUOTE_REQUEST_STATUSES);

describe("parseListParams", () => {
  it("reads page, search and status", () => {
    expect(parse("page=3&q=%20Ada%20&status=completed")).toEqual({ page: 3, q: "Ada", status: "completed" });
  });

  it("falls back to page 1, no search and all statuses", () => {
    expect(parse("")).toEqual({ page: 1, q: "", status: null });
    for (const page of ["0", "-4", "x", "2.5", ""]) expect(parse(`page=${page}`).page, page).toBe(1);
    expect(parse("status=bogus").status).toBeNull();
    expect(parse("status=").status).toBeNull();
  });

  it("bounds the page and the search term", () => {
    expect(parse("page=99999999").page).toBe(10_000);
    expect(parse(`q=${"a".repeat(500)}`).q).toHaveLength(MAX_SEARCH_LENGTH);
  });

  it("accepts no status filter for lists without one", () => {
    expect(parseListParams(new URLSearchParams("status=pending")).status).toBeNull();
  });
});
