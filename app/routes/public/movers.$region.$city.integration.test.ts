import { beforeAll, describe, expect, it } from "vitest";
import { companies } from "~/db/schema";
import { CITIES } from "~/server/seed/data/cities";
import { seedReferenceData } from "~/server/seed/reference-data.server";
import { createCompany } from "../../../tests/factories/companies";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { args as routeArgs } from "../../../tests/support/http";
import { loader } from "./movers.$region.$city";

const leeds = { lat: 53.7997, lng: -1.5492 };

async function loadLeeds(query = "") {
  return loader(
    routeArgs(new Request(`http://localhost/movers/west-yorkshire/leeds${query}`), {
      params: { region: "west-yorkshire", city: "leeds" },
    }),
  );
}

describe("the city page without demo data", () => {
  const db = setupTestDatabase();

  beforeAll(async () => {
    await db().delete(companies);
    // What every start stores, and nothing else.
    await seedReferenceData(db());
  });

  it("works on the reference cities alone, and gives the cards the city's postcode area for the wizard", async () => {
    const page = await loadLeeds();
    expect(page.city).toMatchObject({ name: "Leeds", postcodeArea: "LS" });
    expect(page.total).toBe(0);
    expect(page.otherCities.length).toBeGreaterThanOrEqual(29);
  });

  it("carries the city's own text in every language the page speaks", async () => {
    const leedsData = CITIES.find((city) => city.name === "Leeds");
    const page = await loadLeeds();
    expect(page.city.about).toEqual(leedsData?.about);
    expect(page.city.about?.lt).not.toBe(page.city.about?.["en-GB"]);
  });

  it("tells partners from directory companies, so only partners get a Get Quote button", async () => {
    const area = { serviceLat: leeds.lat, serviceLng: leeds.lng, serviceRadiusMiles: 20, town: "Leeds" };
    await createCompany(db(), { ...area, name: "Leeds Partner Removals" });
    await createCompany(db(), { ...area, name: "Leeds Directory Removals", isPartner: false });
    const page = await loadLeeds();
    expect(page.companies.map((company) => [company.name, company.isPartner])).toEqual([
      ["Leeds Partner Removals", true],
      ["Leeds Directory Removals", false],
    ]);
  });

  it("pages the companies, and shows a page past the end as the last page", async () => {
    const area = { serviceLat: leeds.lat, serviceLng: leeds.lng, serviceRadiusMiles: 20, town: "Leeds" };
    // With the two above, 12 companies: a full first page and 2 on the second.
    for (let index = 0; index < 10; index += 1) {
      await createCompany(db(), { ...area, name: `Leeds Paged Removals ${String(index).padStart(2, "0")}` });
    }
    const names = async (query: string) => {
      const { companies: shown, total, page, pageCount } = await loadLeeds(query);
      return { names: shown.map((company) => company.name), total, page, pageCount };
    };
    const first = await names("?sort=name");
    expect(first).toMatchObject({ total: 12, page: 1, pageCount: 2 });
    expect(first.names).toHaveLength(10);
    const second = await names("?sort=name&page=2");
    expect(second).toEqual({
      names: ["Leeds Paged Removals 09", "Leeds Partner Removals"],
      total: 12,
      page: 2,
      pageCount: 2,
    });
    expect(await names("?sort=name&page=7")).toEqual(second);
  });
});
