import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, user } from "~/db/schema";
import { createCompany } from "../../../tests/factories/companies";
import { createQuoteRequest } from "../../../tests/factories/requests";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { offerOpenPlaces } from "../leads/invitation-waves.server";
import { createDemoPartners } from "./demo-partners.server";

const MANCHESTER = { lat: 53.4808, lng: -2.2426 };

describe("demo partners", () => {
  const db = setupTestDatabase();

  it("are companies a newcomer can sign in as; a request in a demo city invites only those whose owner signed in", async () => {
    // A directory firm of the demo: a listing without an account.
    await createCompany(db(), { ...MANCHESTER, serviceLat: MANCHESTER.lat, serviceLng: MANCHESTER.lng });
    const links = await createDemoPartners(db());
    expect(links.map((link) => link.city)).toEqual(["London", "Manchester", "Leeds", "Birmingham", "Bristol"]);
    for (const link of links) expect(link.setPasswordUrl).toMatch(/\/account\/set-password\?token=[\w-]{20,}$/);

    // Run again (the links were lost): no new company, a fresh link for each owner without a password.
    const again = await createDemoPartners(db());
    expect(again.map((link) => link.email)).toEqual(links.map((link) => link.email));
    expect(again[0]?.setPasswordUrl).not.toBe(links[0]?.setPasswordUrl);
    const [demoPartners] = await db()
      .select({ n: count() })
      .from(companies)
      .where(sql`${companies.slug} like 'demo-partner-%'`);
    expect(demoPartners?.n).toBe(5);

    const firstWave = async () => {
      const quoteRequest = await createQuoteRequest(db(), {
        fromPostcode: "M1 1AE",
        fromCity: "Manchester",
        fromLat: MANCHESTER.lat,
        fromLng: MANCHESTER.lng,
      });
      return db().transaction((tx) => offerOpenPlaces(tx, quoteRequest, { now: new Date(), firstWave: true }));
    };
    // Nobody has signed in yet: the listing and the demo partners alike are left out.
    expect(await firstWave()).toEqual([]);

    const owner = links.find((link) => link.city === "Manchester")?.email ?? "";
    await db().update(user).set({ lastSignedInAt: new Date() }).where(eq(user.email, owner));
    expect((await firstWave()).map((company) => company.name)).toEqual(["Manchester Demo Removals"]);
  });
});
