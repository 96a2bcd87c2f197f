import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cities, companies, reviews } from "~/db/schema";
import { companyDetailsFormSchema, serviceAreaFormSchema } from "~/lib/schemas/company-profile";
import { getDatabaseHandle } from "~/server/db.server";
import { listFeaturedCities } from "~/server/directory/cities.server";
import { sqlCompanyCovers } from "~/server/geo/coverage.server";
import { updateCompanyProfile } from "~/server/partners/company-profile.server";
import {
  approvePartnerApplication,
  reinstatePartner,
  suspendPartner,
} from "~/server/partners/partner-lifecycle.server";
import {
  announcePublicPagesChange,
  listenForPublicPageChanges,
  PUBLIC_PAGES_CHANNEL,
} from "~/server/render-cache/public-pages.server";
import { getRenderCache, RenderCache } from "~/server/render-cache/render-cache.server";
import { decideReview } from "~/server/reviews/moderate-reviews.server";
import { seedReferenceData } from "~/server/seed/reference-data.server";
import { createCompany } from "../../factories/companies";
import { createMovedJob } from "../../factories/reviews";
import { createSignedInUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";

/** Manchester's centre, and a radius that reaches neither Leeds (36 miles) nor Liverpool (31). */
const MANCHESTER = { serviceLat: 53.4808, serviceLng: -2.2426, serviceRadiusMiles: 20 };

describe("public pages' stored figures and the render cache", () => {
  const db = setupTestDatabase();
  let staff: { id: string };

  beforeAll(async () => {
    await seedReferenceData(db());
    staff = await createSignedInUser({ role: "staff", twoFactor: true });
  });

  const storedCount = async (slug: string) =>
    (await listFeaturedCities()).find((city) => city.slug === slug)?.companyCount ?? Number.NaN;

  /** The per-request computation the stored figures replace, as the truth to compare with. */
  async function computedCounts(): Promise<Record<string, number>> {
    const rows = await db()
      .select({
        slug: cities.slug,
        count: sql<number>`(select count(*)::int from ${companies} where ${companies.status} = 'approved' and ${sqlCompanyCovers(
          { lat: cities.lat, lng: cities.lng, citySlug: cities.slug, postcodeArea: cities.postcodeArea },
        )})`,
      })
      .from(cities)
      .where(sql`${cities.featuredRank} is not null`);
    return Object.fromEntries(rows.map((row) => [row.slug, row.count]));
  }

  async function expectStoredCountsRight() {
    const stored = Object.fromEntries((await listFeaturedCities()).map((city) => [city.slug, city.companyCount]));
    expect(stored).toEqual(await computedCounts());
  }

  /** Puts a page in the process's cache and says whether it is still served after `change`. */
  async function pageSurvives(change: () => Promise<unknown>): Promise<boolean> {
    const cache = getRenderCache();
    cache.set("en-GB /", { html: Buffer.from("<p>before</p>"), headers: {}, generation: cache.generation });
    expect(cache.get("en-GB /")).toBeDefined();
    await change();
    return cache.get("en-GB /") !== undefined;
  }

  it("keeps city counts right through approval, suspension, reinstatement and a new service area", async () => {
    const company = await createCompany(db(), { status: "pending", isPartner: false, ...MANCHESTER });
    const manchester = await storedCount("manchester");
    const leeds = await storedCount("leeds");
    await expectStoredCountsRight();

    expect(await pageSurvives(() => approvePartnerApplication({ companyId: company.id, actorUserId: staff.id }))).toBe(
      false,
    );
    expect(await storedCount("manchester")).toBe(manchester + 1);

    expect(await pageSurvives(() => suspendPartner({ companyId: company.id, actorUserId: staff.id }))).toBe(false);
    expect(await storedCount("manchester")).toBe(manchester);

    expect(await pageSurvives(() => reinstatePartner({ companyId: company.id, actorUserId: staff.id }))).toBe(false);
    expect(await storedCount("manchester")).toBe(manchester + 1);

    const toLeeds = serviceAreaFormSchema.parse({
      intent: "area",
      targetArea: { type: "regions", selectedCities: ["leeds"] },
    });
    expect(
      await pageSurvives(() => updateCompanyProfile({ companyId: company.id }, toLeeds, { authorLanguage: "en-GB" })),
    ).toBe(false);
    expect(await storedCount("manchester")).toBe(manchester);
    expect(await storedCount("leeds")).toBe(leeds + 1);
    await expectStoredCountsRight();
  });

  it("forgets rendered pages when a company's details change or a review is published", async () => {
    const company = await createCompany(db());
    const details = companyDetailsFormSchema.parse({
      intent: "details",
      about: "Careful movers since 1999.",
      services: ["house-removals"],
      features: [],
      removalTypes: ["domestic"],
      phone: "0161 496 0000",
      email: `office-${company.id.slice(0, 8)}@example.com`,
      website: "",
    });
    expect(
      await pageSurvives(() => updateCompanyProfile({ companyId: company.id }, details, { authorLanguage: "en-GB" })),
    ).toBe(false);

    const { request, job } = await createMovedJob(db(), { companyId: company.id });
    const [review] = await db()
      .insert(reviews)
      .values({
        companyId: company.id,
        quoteRequestId: request.id,
        jobId: job.id,
        authorName: "Held C.",
        title: "Held for a link",
        content: "See the pictures on example.com",
        quality: 9,
        customerService: 9,
        valueForMoney: 9,
        overall: 9,
        status: "pending",
        heldReason: "link",
      })
      .returning();
    if (!review) throw new Error("no review row");
    expect(
      await pageSurvives(() => decideReview({ reviewId: review.id, actorUserId: staff.id, decision: "publish" })),
    ).toBe(false);
    const [published] = await db()
      .select({ rating: companies.rating })
      .from(companies)
      .where(eq(companies.id, company.id));
    expect(published?.rating).toBe(9);
  });

  it("reaches a listener on another connection when the change commits, and never when it rolls back", async () => {
    const handle = await getDatabaseHandle();
    // Each cache has its own LISTEN (a connection of its own on PostgreSQL), as another process would.
    const other = new RenderCache();
    const stopOther = await handle.listen(PUBLIC_PAGES_CHANNEL, () => other.invalidateAll());
    const stopOwn = await listenForPublicPageChanges();
    try {
      const before = other.generation;
      await expect(
        db().transaction(async (tx) => {
          await announcePublicPagesChange(tx);
          throw new Error("roll back");
        }),
      ).rejects.toThrow("roll back");
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(other.generation).toBe(before);

      const company = await createCompany(db(), { status: "pending", isPartner: false });
      await approvePartnerApplication({ companyId: company.id, actorUserId: staff.id });
      await expect.poll(() => other.generation, { timeout: 5_000 }).toBeGreaterThan(before);
    } finally {
      await stopOther();
      await stopOwn();
    }
  });
});
