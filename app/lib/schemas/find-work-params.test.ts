import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  DEFAULT_FIND_WORK_PARAMS,
  findWorkSearch,
  parseFindWorkParams,
  sortsByDay,
} from "./find-work-params";

const parse = (query: string) => parseFindWorkParams(new URLSearchParams(query));

describe("Find work's search parameters", () => {
  it("reads tab, sort, city, radius and page", () => {
    expect(parse("tab=journeys&sort=price_asc&city=newcastle-upon-tyne&radius=25&page=3")).toEqual({
      tab: "journeys",
      sort: "price_asc",
      city: "newcastle-upon-tyne",
      radius: 25,
      page: 3,
    });
  });

  it("falls back to each default on its own", () => {
    expect(parse("")).toEqual(DEFAULT_FIND_WORK_PARAMS);
    expect(parse("tab=auction&sort=price_asc")).toMatchObject({ tab: "single", sort: "price_asc" });
    for (const radius of ["0", "201", "2.5", "x", ""]) expect(parse(`radius=${radius}`).radius, radius).toBe(50);
    for (const city of ["", "London", "london;drop", "-london", `${"a".repeat(101)}`]) {
      expect(parse(`city=${encodeURIComponent(city)}`).city, city).toBeNull();
    }
  });

  it("writes a state back as a query string without its defaults", () => {
    expect(findWorkSearch(DEFAULT_FIND_WORK_PARAMS)).toBe("");
    const state = { ...DEFAULT_FIND_WORK_PARAMS, tab: "recommended" as const, city: "leeds", page: 2 };
    expect(findWorkSearch(state)).toBe("?tab=recommended&city=leeds&page=2");
    expect(parse(findWorkSearch(state).slice(1))).toEqual(state);
  });

  it("counts the region's filters on Single jobs only", () => {
    expect(activeFilterCount(DEFAULT_FIND_WORK_PARAMS)).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_FIND_WORK_PARAMS, city: "leeds", radius: 10 })).toBe(2);
    expect(activeFilterCount({ ...DEFAULT_FIND_WORK_PARAMS, radius: 10 })).toBe(1);
    expect(activeFilterCount({ ...DEFAULT_FIND_WORK_PARAMS, tab: "journeys", city: "leeds" })).toBe(0);
  });

  it("groups by day only when sorted by day", () => {
    expect([
      sortsByDay("date_asc"),
      sortsByDay("date_desc"),
      sortsByDay("price_asc"),
      sortsByDay("price_desc"),
    ]).toEqual([true, true, false, false]);
  });
});
