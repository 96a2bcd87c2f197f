import { describe, expect, it } from "vitest";
import { companies, leads, quoteRequests } from "~/db/schema";
import { distanceInMiles } from "~/lib/geo";
import { createInvitableCompany } from "../../../tests/factories/leads";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { matchCompanies } from "./match-companies.server";

const manchester = { lat: 53.4808, lng: -2.2426 };
const now = new Date("2026-11-21T12:00:00Z");

/** A point due north of `from` at the given distance in miles (1° latitude ≈ 69.09 miles). */
function northOf(from: { lat: number; lng: number }, miles: number) {
  return { lat: from.lat + miles / 69.0934, lng: from.lng };
}

describe("matchCompanies", () => {
  const getDb = setupTestDatabase();

  /** Each test gets an empty directory so the results are only what it created. */
  async function emptyDirectory() {
    await getDb().delete(companies);
  }

  async function offerLeads(companyId: string, count: number, at: Date) {
    for (let index = 0; index < count; index++) {
      const key = `${companyId}-${index}-${at.getTime()}`;
      const [quoteRequest] = await getDb()
        .insert(quoteRequests)
        .values({
          reference: key.slice(0, 40),
          idempotencyKey: key,
          accessTokenHash: key,
          moveType: "domestic",
          fromPostcode: "M1 1AE",
          fromCity: "Manchester",
          helpType: "full",
          currentPropertyType: "house",
          newPropertyType: "house",
          movingDate: "flexible",
          fullName: "Test Customer",
          email: "customer@example.com",
          emailVerifiedAt: at,
        })
        .returning({ id: quoteRequests.id });
      if (!quoteRequest) throw new Error("no request");
      await getDb()
        .insert(leads)
        .values({ quoteRequestId: quoteRequest.id, companyId, pricePence: 1500, matchRank: 1, offeredAt: at });
    }
  }

  it("includes a company just inside its radius and leaves out one just outside", async () => {
    await emptyDirectory();
    const inside = northOf(manchester, 29.9);
    const outside = northOf(manchester, 30.1);
    expect(distanceInMiles(manchester, inside)).toBeLessThan(30);
    expect(distanceInMiles(manchester, outside)).toBeGreaterThan(30);
    const near = await createInvitableCompany(getDb(), {
      name: "Inside",
      serviceLat: inside.lat,
      serviceLng: inside.lng,
      lat: inside.lat,
      lng: inside.lng,
    });
    await createInvitableCompany(getDb(), {
      name: "Outside",
      serviceLat: outside.lat,
      serviceLng: outside.lng,
      lat: outside.lat,
      lng: outside.lng,
    });

    const matched = await matchCompanies(getDb(), { moveType: "domestic", point: manchester, now });
    expect(matched.map((company) => company.id)).toEqual([near.id]);
    expect(matched[0]?.distanceMiles).toBeCloseTo(29.9, 0);
  });

  it("matches regions-mode companies by city or postcode area, not by distance", async () => {
    await emptyDirectory();
    const far = { lat: 51.5072, lng: -0.1276 };
    const byCity = await createInvitableCompany(getDb(), {
      name: "By city",
      serviceAreaMode: "regions",
      serviceCitySlugs: ["manchester"],
      lat: far.lat,
      lng: far.lng,
    });
    const byArea = await createInvitableCompany(getDb(), {
      name: "By area",
      serviceAreaMode: "regions",
      servicePostcodeAreas: ["M"],
      lat: far.lat,
      lng: far.lng,
    });
    await createInvitableCompany(getDb(), {
      name: "Elsewhere",
      serviceAreaMode: "regions",
      serviceCitySlugs: ["leeds"],
      servicePostcodeAreas: ["LS"],
    });

    const matched = await matchCompanies(getDb(), {
      moveType: "domestic",
      point: manchester,
      citySlug: "manchester",
      postcodeArea: "M",
      now,
    });
    expect(matched.map((company) => company.id).sort()).toEqual([byCity.id, byArea.id].sort());
    const byAreaOnly = await matchCompanies(getDb(), {
      moveType: "domestic",
      point: manchester,
      postcodeArea: "M",
      now,
    });
    expect(byAreaOnly.map((company) => company.id)).toEqual([byArea.id]);
  });

  it("only offers a move to companies that do that kind of move", async () => {
    await emptyDirectory();
    const both = await createInvitableCompany(getDb(), { removalTypes: ["domestic", "international"] });
    await createInvitableCompany(getDb(), { removalTypes: ["domestic"] });
    const commercial = await createInvitableCompany(getDb(), { removalTypes: ["commercial"] });

    expect(
      (await matchCompanies(getDb(), { moveType: "international", point: manchester, now })).map((c) => c.id),
    ).toEqual([both.id]);
    expect(
      (await matchCompanies(getDb(), { moveType: "commercial", point: manchester, now })).map((c) => c.id),
    ).toEqual([commercial.id]);
    expect(await matchCompanies(getDb(), { moveType: "domestic", point: manchester, now })).toHaveLength(2);
  });

  it("skips paused, unapproved and non-partner companies", async () => {
    await emptyDirectory();
    const active = await createInvitableCompany(getDb());
    await createInvitableCompany(getDb(), { paused: true });
    await createInvitableCompany(getDb(), { status: "pending" });
    await createInvitableCompany(getDb(), { status: "suspended" });
    await createInvitableCompany(getDb(), { isPartner: false });

    expect((await matchCompanies(getDb(), { moveType: "domestic", point: manchester, now })).map((c) => c.id)).toEqual([
      active.id,
    ]);
  });

  it("respects daily and weekly lead caps", async () => {
    await emptyDirectory();
    const dailyCapped = await createInvitableCompany(getDb(), { leadCapPerDay: 2 });
    const weeklyCapped = await createInvitableCompany(getDb(), { leadCapPerWeek: 3 });
    const underCap = await createInvitableCompany(getDb(), { leadCapPerDay: 5, leadCapPerWeek: 10 });
    await offerLeads(dailyCapped.id, 2, new Date(now.getTime() - 3600 * 1000));
    await offerLeads(weeklyCapped.id, 3, new Date(now.getTime() - 3 * 24 * 3600 * 1000));
    await offerLeads(underCap.id, 2, new Date(now.getTime() - 3600 * 1000));
    // Leads older than the window no longer count against the cap.
    const oldLeads = await createInvitableCompany(getDb(), { leadCapPerWeek: 1 });
    await offerLeads(oldLeads.id, 4, new Date(now.getTime() - 8 * 24 * 3600 * 1000));

    const ids = (await matchCompanies(getDb(), { moveType: "domestic", point: manchester, now })).map((c) => c.id);
    expect(ids.sort()).toEqual([underCap.id, oldLeads.id].sort());
  });

  it("returns at most 6, best score first, and the same result every time", async () => {
    await emptyDirectory();
    for (let index = 0; index < 10; index++) {
      await createInvitableCompany(getDb(), { rating: 7 + index * 0.3, reviewCount: 20 });
    }
    const first = await matchCompanies(getDb(), { moveType: "domestic", point: manchester, now });
    const second = await matchCompanies(getDb(), { moveType: "domestic", point: manchester, now });
    expect(first).toHaveLength(6);
    expect(second).toEqual(first);
    const ratings = first.map((company) => company.rating ?? 0);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(first[0]?.rating).toBeCloseTo(9.7, 5);
  });

  it("breaks exact ties by company id", async () => {
    await emptyDirectory();
    const created = [];
    for (let index = 0; index < 4; index++)
      created.push(await createInvitableCompany(getDb(), { rating: 9, reviewCount: 10 }));
    const matched = await matchCompanies(getDb(), { moveType: "domestic", point: manchester, now });
    expect(matched.map((c) => c.id)).toEqual(created.map((c) => c.id).sort());
  });

  it("prefers nearer companies and those with fewer recent leads when otherwise equal", async () => {
    await emptyDirectory();
    const nearPoint = northOf(manchester, 2);
    const farPoint = northOf(manchester, 25);
    const near = await createInvitableCompany(getDb(), {
      rating: 9,
      reviewCount: 10,
      lat: nearPoint.lat,
      lng: nearPoint.lng,
    });
    const far = await createInvitableCompany(getDb(), {
      rating: 9,
      reviewCount: 10,
      lat: farPoint.lat,
      lng: farPoint.lng,
    });
    expect((await matchCompanies(getDb(), { moveType: "domestic", point: manchester, now })).map((c) => c.id)).toEqual([
      near.id,
      far.id,
    ]);

    await offerLeads(near.id, 15, new Date(now.getTime() - 2 * 24 * 3600 * 1000));
    expect((await matchCompanies(getDb(), { moveType: "domestic", point: manchester, now })).map((c) => c.id)).toEqual([
      far.id,
      near.id,
    ]);
  });

  it("returns nothing when no company covers the point", async () => {
    await emptyDirectory();
    await createInvitableCompany(getDb());
    expect(await matchCompanies(getDb(), { moveType: "domestic", point: { lat: 57.4778, lng: -4.2247 }, now })).toEqual(
      [],
    );
  });
});
