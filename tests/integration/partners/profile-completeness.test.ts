import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cities, companies } from "~/db/schema";
import { missingProfileParts, type ProfilePart } from "~/lib/profile-completeness";
import { findCity } from "~/server/directory/cities.server";
import { type CompanyFilters, findCompaniesForCity, getCompanyProfile } from "~/server/directory/companies.server";
import { listSitemapEntries } from "~/server/directory/sitemap.server";
import { matchCompanies } from "~/server/matching/match-companies.server";
import { listMissingProfileParts } from "~/server/partners/company-profile.server";
import { sqlProfileComplete } from "~/server/partners/profile-completeness.server";
import { getRenderCache } from "~/server/render-cache/render-cache.server";
import { createCompany } from "../../factories/companies";
import { createSignedInUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { ORIGIN } from "../../support/http";
import { callRoute } from "../../support/routes";

/**
 * Profile completeness (docs/product-rules.md): a company is listed in the directory (city
 * pages and their counts, its own page, the sitemap) and invited to requests only once its
 * profile has a description, services, a public contact email its owner chose, a phone, a base
 * and a service area; the owner's checklist names exactly what is missing.
 */

const MANCHESTER = { lat: 53.4808, lng: -2.2426 };
const FILTERS: CompanyFilters = { features: [], partner: "all", sort: "name", page: 1 };

describe("profile completeness", () => {
  const db = setupTestDatabase();

  async function manchesterCity() {
    const slug = `manchester-${randomBytes(3).toString("hex")}`;
    await db()
      .insert(cities)
      .values({ name: "Manchester", slug, regionSlug: "england", postcodeArea: "M", ...MANCHESTER });
    // Written directly, past the services that announce changes to what public pages read.
    getRenderCache().invalidateAll();
    const city = await findCity({ regionSlug: "england", citySlug: slug });
    if (!city) throw new Error("no city");
    return city;
  }

  /** An approved partner whose owner has signed in, so only its profile decides. */
  async function partnerWith(overrides: Parameters<typeof createCompany>[1]) {
    const company = await createCompany(db(), overrides);
    const owner = await createSignedInUser({ role: "partner", company });
    return { company, owner };
  }

  /** Everywhere the public and matching can meet the company. */
  async function whereShown(city: Awaited<ReturnType<typeof manchesterCity>>, company: { id: string; slug: string }) {
    const [counted] = await db().select({ count: cities.companyCount }).from(cities).where(eq(cities.id, city.id));
    const matched = await matchCompanies(db(), {
      moveType: "domestic",
      point: MANCHESTER,
      now: new Date(),
      limit: 1000,
    });
    return {
      cityPage: (await findCompaniesForCity({ city, filters: FILTERS })).items.some(
        (item) => item.slug === company.slug,
      ),
      companyPage: (await getCompanyProfile({ slug: company.slug })) !== undefined,
      sitemap: (await listSitemapEntries()).some((entry) => entry.path === `/company/${company.slug}`),
      invited: matched.some((each) => each.id === company.id),
      cityCount: counted?.count ?? 0,
    };
  }

  const gaps: [ProfilePart, Parameters<typeof createCompany>[1]][] = [
    ["about", { about: "  " }],
    ["services", { services: [] }],
    ["publicEmail", { publicEmail: null }],
    ["phone", { phone: "" }],
    // Regions that cover the city, but no address on the map and no radius centre.
    [
      "base",
      {
        lat: null,
        lng: null,
        serviceAreaMode: "regions",
        serviceLat: null,
        serviceLng: null,
        serviceRadiusMiles: null,
      },
    ],
  ];

  it.each(gaps)("keeps a partner without %s out of the directory and out of matching", async (part, gap) => {
    const city = await manchesterCity();
    const complete = await partnerWith({});
    const before = await whereShown(city, complete.company);
    expect(before).toMatchObject({ cityPage: true, companyPage: true, sitemap: true, invited: true });

    const overrides = part === "base" ? { ...gap, serviceCitySlugs: [city.slug], servicePostcodeAreas: ["M"] } : gap;
    const { company } = await partnerWith(overrides);
    expect(await listMissingProfileParts({ companyId: company.id })).toEqual([part]);
    expect(await whereShown(city, company)).toEqual({
      cityPage: false,
      companyPage: false,
      sitemap: false,
      invited: false,
      cityCount: before.cityCount,
    });
  });

  it("lists and invites a just-approved partner once its owner completes the profile, with the email they chose", async () => {
    const city = await manchesterCity();
    // As an approval leaves it: the application's address is the owner's sign-in, no public one.
    const { company, owner } = await partnerWith({ about: null, services: [], publicEmail: null });
    expect(await listMissingProfileParts({ companyId: company.id })).toEqual(["about", "services", "publicEmail"]);
    const before = await whereShown(city, company);
    expect(before).toMatchObject({ cityPage: false, companyPage: false, sitemap: false, invited: false });

    const body = new URLSearchParams({
      intent: "details",
      about: "Careful removals across Greater Manchester.",
      phone: "0161 496 0002",
      email: company.email,
      publicEmail: "Bookings@Example-Movers.co.uk",
      website: "",
    });
    body.append("services", "house-removals");
    body.append("removalTypes", "domestic");
    const saved = await callRoute(
      new Request(`${ORIGIN}/partner/admin/profile/edit`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, cookie: owner.cookie },
        body,
      }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    expect(await listMissingProfileParts({ companyId: company.id })).toEqual([]);
    expect(await whereShown(city, company)).toEqual({
      cityPage: true,
      companyPage: true,
      sitemap: true,
      invited: true,
      cityCount: before.cityCount + 1,
    });
    const shown = await getCompanyProfile({ slug: company.slug });
    expect(shown?.company.email).toBe("bookings@example-movers.co.uk");
  });

  it("states the same rule in SQL (listing, matching) as in the owner's checklist", async () => {
    const variants: Parameters<typeof createCompany>[1][] = [
      {},
      { about: null },
      { services: [] },
      { publicEmail: " " },
      { phone: " " },
      { lat: null, serviceLat: null, serviceLng: null, serviceRadiusMiles: null },
      { serviceRadiusMiles: null },
      { serviceAreaMode: "regions", serviceCitySlugs: [], servicePostcodeAreas: [] },
      { serviceAreaMode: "regions", serviceCitySlugs: [], servicePostcodeAreas: ["LS"] },
      { serviceAreaMode: "regions", lat: null, serviceLat: null, serviceLng: null, serviceCitySlugs: ["leeds"] },
    ];
    for (const variant of variants) {
      const company = await createCompany(db(), variant);
      const [row] = await db()
        .select({ complete: sqlProfileComplete })
        .from(companies)
        .where(eq(companies.id, company.id));
      expect(row?.complete, JSON.stringify(variant)).toBe(missingProfileParts(company).length === 0);
    }
  });
});
