import { describe, expect, it } from "vitest";
import { MAX_SEARCH_LENGTH } from "./list-params";
import { parseMyWorkParams } from "./my-work-params";

const parse = (query: string) => parseMyWorkParams(new URLSearchParams(query));

describe("parseMyWorkParams", () => {
  it("reads the search, the status and the sort", () => {
    expect(parse("q=%20JB-4K%20&status=in_progress&sort=price_desc")).toEqual({
      q: "JB-4K",
      status: "in_progress",
      sort: "price_desc",
    });
  });

  it("falls back to no search, all statuses and earliest pickup first", () => {
    const defaults = { q: "", status: null, sort: "pickup_asc" };
    expect(parse("")).toEqual(defaults);
    expect(parse("status=bogus&sort=cheapest")).toEqual(defaults);
    expect(parse("status=&sort=")).toEqual(defaults);
    expect(parse(`q=${"a".repeat(500)}`).q).toHaveLength(MAX_SEARCH_LENGTH);
  });
});
