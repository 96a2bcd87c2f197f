import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { companies, leads } from "~/db/schema";
import { createCompany } from "../../../tests/factories/companies";
import { createInvitableCompany } from "../../../tests/factories/leads";
import { createQuoteRequest } from "../../../tests/factories/requests";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { args as routeArgs } from "../../../tests/support/http";
import { loader } from "./coverage";

/** Each call comes from its own address, so the rate limit never decides a test. */
async function coverage(query: string) {
  const request = new Request(`http://localhost/api/coverage?${query}`);
  const response = await loader(routeArgs(request, { clientIp: `198.51.100.${randomBytes(1)[0]}` }));
  return { status: response.status, body: await response.json() };
}

describe("GET /api/coverage", () => {
  const db = setupTestDatabase();
  const manchester = { serviceLat: 53.4808, serviceLng: -2.2426, serviceRadiusMiles: 30 };
  /** A domestic partner in Manchester, and one in Leeds that does not reach it, each named by its slug. */
  let coveringSlug = "";
  let leedsSlug = "";
  let listingSlug = "";

  beforeAll(async () => {
    await db().delete(companies);
    // Three domestic partners reach central Manchester: two by radius, one by its postcode area.
    coveringSlug = (await createInvitableCompany(db(), { ...manchester, removalTypes: ["domestic"] })).slug;
    await createInvitableCompany(db(), { ...manchester, removalTypes: ["domestic", "international"] });
    await createInvitableCompany(db(), {
      serviceAreaMode: "regions",
      serviceLat: null,
      serviceLng: null,
      serviceRadiusMiles: null,
      servicePostcodeAreas: ["M"],
      removalTypes: ["domestic"],
    });
    // None of these may receive a Manchester request, so none is counted.
    await createCompany(db(), { ...manchester, isPartner: false });
    // A listing without an account covers Manchester too, but cannot be invited, so is not counted.
    listingSlug = (await createCompany(db(), manchester)).slug;
    leedsSlug = (
      await createInvitableCompany(db(), {
        serviceLat: 53.7997,
        serviceLng: -1.5492,
        serviceRadiusMiles: 10,
        removalTypes: ["domestic"],
      })
    ).slug;
    await createInvitableCompany(db(), { ...manchester, status: "pending" });
    await createInvitableCompany(db(), { ...manchester, paused: true });
    await createInvitableCompany(db(), { ...manchester, removalTypes: ["commercial"] });
    const capped = await createInvitableCompany(db(), { ...manchester, leadCapPerDay: 1 });
    const request = await createQuoteRequest(db());
    await db()
      .insert(leads)
      .values({ quoteRequestId: request.id, companyId: capped.id, pricePence: 1500, matchRank: 1 });
  });

  it("counts the partners that matching would offer the request to, per move type", async () => {
    expect(await coverage("postcode=M1%201AE&moveType=domestic&city=Manchester")).toEqual({
      status: 200,
      body: { companies: 3 },
    });
    expect((await coverage("postcode=m11ae&moveType=international")).body).toEqual({ companies: 1 });
    expect((await coverage("postcode=M1%201AE&moveType=commercial")).body).toEqual({ companies: 1 });
  });

  it("says whether the company the request names covers the move, and ignores a slug that names no partner", async () => {
    const query = "postcode=M1%201AE&moveType=domestic&city=Manchester";
    expect((await coverage(`${query}&company=${coveringSlug}`)).body).toEqual({ companies: 3, companyCovers: true });
    expect((await coverage(`${query}&company=${leedsSlug}`)).body).toEqual({ companies: 3, companyCovers: false });
    // It covers Manchester, but not for this kind of move.
    expect((await coverage(`postcode=M1%201AE&moveType=international&company=${coveringSlug}`)).body).toEqual({
      companies: 1,
      companyCovers: false,
    });
    // Nobody covers Wick, the named company included.
    expect((await coverage(`postcode=KW1%204YT&moveType=domestic&company=${coveringSlug}`)).body).toEqual({
      companies: 0,
      companyCovers: false,
    });
    // A listing that is not a partner, or an unknown slug, is not a named company: the wizard names nobody.
    expect((await coverage(`${query}&company=${listingSlug}`)).body).toEqual({ companies: 3 });
    expect((await coverage(`${query}&company=no-such-company`)).body).toEqual({ companies: 3 });
    // Nor is a value no slug can be: PostgreSQL refuses a NUL byte, so it is never looked up.
    expect(await coverage(`${query}&company=a%00b`)).toEqual({ status: 200, body: { companies: 3 } });
    expect((await coverage(`${query}&company=${coveringSlug.toUpperCase()}`)).body).toEqual({ companies: 3 });
  });

  it("answers 0 for a postcode nobody covers", async () => {
    expect(await coverage("postcode=KW1%204YT&moveType=domestic&city=Wick")).toEqual({
      status: 200,
      body: { companies: 0 },
    });
  });

  it("answers 400 naming the fields for a bad postcode or move type", async () => {
    const badPostcode = await coverage("postcode=not-a-postcode&moveType=domestic");
    expect(badPostcode.status).toBe(400);
    expect(Object.keys(badPostcode.body.fieldErrors)).toEqual(["postcode"]);

    const badType = await coverage("postcode=M1%201AE&moveType=space");
    expect(badType.status).toBe(400);
    expect(Object.keys(badType.body.fieldErrors)).toEqual(["moveType"]);

    const nothing = await coverage("");
    expect(nothing.status).toBe(400);
    expect(Object.keys(nothing.body.fieldErrors).sort()).toEqual(["moveType", "postcode"]);
  });
});
