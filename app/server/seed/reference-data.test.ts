import { describe, expect, it } from "vitest";
import { buildCityRows } from "./reference-data.server";

describe("buildCityRows", () => {
  const rows = buildCityRows();

  it("builds the landing page's 30 cities in order, with slugs its links use", () => {
    expect(rows.map((city) => city.featuredRank)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(new Set(rows.map((city) => `${city.regionSlug}/${city.slug}`)).size).toBe(30);
    for (const city of rows) {
      expect(city.slug).toBe(city.name.toLowerCase().replaceAll(" ", "-"));
      expect(city.regionSlug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(city.postcodeArea).toMatch(/^[A-Z]{1,2}$/);
      expect(city.neighbourhoods?.length).toBeGreaterThanOrEqual(4);
      expect(city.neighbourhoods?.length).toBeLessThanOrEqual(6);
    }
  });
});
