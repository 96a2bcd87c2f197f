import { beforeAll, describe, expect, it } from "vitest";
import { cities } from "~/db/schema";
import { LEADS_PAGE_SIZE } from "~/lib/lead-rules";
import type { LeadCard } from "~/server/leads/lead-cards.server";
import { watchLead } from "~/server/leads/respond-to-lead.server";
import { createCompany } from "../../factories/companies";
import { createBookedJob, createInvitation, createOpenRequest, ukDate } from "../../factories/leads";
import { createSignedInUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { page, post } from "../../support/http";
import { recordQueries } from "../../support/queries";
import { callRoute } from "../../support/routes";

/**
 * The partner's lead lists through their routes and the back office's guard: Find work's tabs,
 * sorts, region and paging from the URL, Invitations and Watching, each for its own company only.
 */

const PLACES = {
  london: { lat: 51.5074, lng: -0.1278 },
  bristol: { lat: 51.4545, lng: -2.5879 },
  inverness: { lat: 57.4778, lng: -4.2247 },
};

interface FindWorkBody {
  params: { tab: string; sort: string; city: string | null; radius: number; page: number };
  region: { label: string; radiusMiles: number } | null;
  counts: Record<"single" | "recommended" | "journeys", number>;
  items: LeadCard[];
  pageCount: number;
}

describe("partner lead lists (routes)", () => {
  const db = setupTestDatabase();

  /**
   * Two partners based in Manchester (createCompany's default) sharing the open requests around
   * it; each has its own invitation far away, its own watched lead and, for the first, a booked
   * job ending in Bristol with a return load there.
   */
  async function scenario() {
    const first = await createCompany(db());
    const second = await createCompany(db());
    const firstPartner = await createSignedInUser({ role: "partner", company: first });
    const secondPartner = await createSignedInUser({ role: "partner", company: second });

    const tomorrow = await createOpenRequest(db(), { specificDate: ukDate(1), currentBedrooms: "2" });
    const later = await createOpenRequest(db(), { specificDate: ukDate(10), currentBedrooms: "4" });
    const flexible = await createOpenRequest(db(), {
      movingDate: "flexible",
      specificDate: null,
      flexibleFrom: ukDate(5),
      flexibleTo: ukDate(12),
      currentBedrooms: "3",
    });

    const inLondon = { ...PLACES.london, fromCity: "London", fromPostcode: "EC1A 1BB" };
    const firstInvited = await createOpenRequest(db(), { fromLat: inLondon.lat, fromLng: inLondon.lng, ...inLondon });
    const firstInvitation = await createInvitation(db(), { quoteRequestId: firstInvited.id, companyId: first.id });
    const secondInvited = await createOpenRequest(db(), { fromLat: inLondon.lat, fromLng: inLondon.lng, ...inLondon });
    await createInvitation(db(), { quoteRequestId: secondInvited.id, companyId: second.id });

    await watchLead({ companyId: first.id }, { quoteRequestId: later.id });
    await watchLead({ companyId: second.id }, { quoteRequestId: tomorrow.id });

    await createBookedJob(db(), { companyId: first.id, to: { city: "Bristol", ...PLACES.bristol }, day: ukDate(20) });
    const returnLoad = await createOpenRequest(db(), {
      fromLat: PLACES.bristol.lat,
      fromLng: PLACES.bristol.lng,
      fromCity: "Bristol",
      fromPostcode: "BS1 4DJ",
      specificDate: ukDate(21),
    });

    await db()
      .insert(cities)
      .values({ name: "London", slug: "london", regionSlug: "greater-london", postcodeArea: "EC", ...PLACES.london })
      .onConflictDoNothing();

    return {
      first,
      second,
      firstPartner,
      secondPartner,
      tomorrow,
      later,
      flexible,
      firstInvited,
      firstInvitation,
      secondInvited,
      returnLoad,
    };
  }
  let world: Awaited<ReturnType<typeof scenario>>;
  beforeAll(async () => {
    world = await scenario();
  });

  const get = (path: string, cookie: string) => callRoute(page(path, { cookie }));
  async function findWork(query: string, cookie = world.firstPartner.cookie): Promise<FindWorkBody> {
    const result = await get(`/partner/admin/find-work${query}`, cookie);
    expect(result.status, query).toBe(200);
    return result.body as unknown as FindWorkBody;
  }
  const ids = (body: { items: LeadCard[] }) => body.items.map((card) => card.quoteRequestId);

  it("lists Single jobs around the base by default, with every tab's count and the cards' facts", async () => {
    const { tomorrow, later, flexible, firstInvited } = world;
    const body = await findWork("");
    expect(body.params).toEqual({ tab: "single", sort: "date_asc", city: null, radius: 50, page: 1 });
    expect(body.region).toMatchObject({ label: "Manchester", radiusMiles: 50 });
    expect(body.counts).toEqual({ single: 3, recommended: 1, journeys: 1 });
    expect(ids(body)).toEqual([tomorrow.id, flexible.id, later.id]);
    expect(body.pageCount).toBe(1);
    expect(body.items[2]).toMatchObject({
      moveType: "domestic",
      leadPricePence: 2200,
      from: { town: "Manchester", district: "M1" },
      to: { town: "Leeds" },
      date: { kind: "specific", date: ukDate(10) },
      size: "4",
      volumeM3: 45,
      crew: 3,
      slotsTaken: 0,
      slotsTotal: 6,
      watching: true,
      invited: false,
    });
    expect(body.items[1]?.date).toEqual({ kind: "flexible", from: ukDate(5), to: ukDate(12) });
    // Nothing of the customer reaches the page.
    const shown = JSON.stringify(body);
    for (const secret of [tomorrow.fullName, tomorrow.email, "1 Piccadilly", "M1 1AE", firstInvited.email]) {
      expect(shown).not.toContain(secret);
    }
  });

  it("counts Single jobs and Invitations once for both the sidebar's badges and the tabs", async () => {
    const recorder = recordQueries(db());
    // A count is a statement of its own (Find work's tabs) or a part of one (the sidebar counts all its badges at once).
    const tabCounts = () =>
      recorder
        .take()
        .flatMap(({ text }) => text.split('select count(*) from (select 1 from "quote_requests"').slice(1));
    // The sidebar's Book now and Invitations are the Single jobs and Recommended tabs: with
    // Journeys, three counts for the whole request.
    expect((await findWork("")).counts).toEqual({ single: 3, recommended: 1, journeys: 1 });
    expect(tabCounts()).toHaveLength(3);
    // Around another place, Single jobs is the page's own count, and Book now is counted apart.
    expect((await findWork("?city=london")).counts).toEqual({ single: 2, recommended: 1, journeys: 1 });
    expect(tabCounts()).toHaveLength(4);
  });

  it("reads the list of cities to search around once, not on every page", async () => {
    await findWork("");
    const recorder = recordQueries(db());
    expect((await findWork("?city=london")).params.city).toBe("london");
    expect(recorder.take().filter(({ text }) => text.includes('from "cities" order by'))).toEqual([]);
  });

  it("sorts by collection date or price, both ways", async () => {
    const { tomorrow, later, flexible } = world;
    expect(ids(await findWork("?sort=date_desc"))).toEqual([later.id, flexible.id, tomorrow.id]);
    expect((await findWork("?sort=price_desc")).items.map((card) => card.leadPricePence)).toEqual([2200, 1800, 1500]);
    expect((await findWork("?sort=price_asc")).items.map((card) => card.leadPricePence)).toEqual([1500, 1800, 2200]);
  });

  it("lists each company's own invitations and return loads in their tabs", async () => {
    const { firstInvited, firstInvitation, secondInvited, returnLoad, secondPartner } = world;
    const recommended = await findWork("?tab=recommended");
    expect(recommended.params.tab).toBe("recommended");
    expect(recommended.items.map((card) => [card.quoteRequestId, card.leadId, card.invited])).toEqual([
      [firstInvited.id, firstInvitation.id, true],
    ]);
    expect(ids(await findWork("?tab=recommended", secondPartner.cookie))).toEqual([secondInvited.id]);

    expect(ids(await findWork("?tab=journeys"))).toEqual([returnLoad.id]);
    const secondJourneys = await findWork("?tab=journeys", secondPartner.cookie);
    expect(secondJourneys.counts.journeys).toBe(0);
    expect(secondJourneys.items).toEqual([]);
  });

  it("searches around a UK city with a radius", async () => {
    const { firstInvited, secondInvited } = world;
    const body = await findWork("?city=london&radius=10");
    expect(body.params).toMatchObject({ city: "london", radius: 10 });
    expect(body.region).toMatchObject({ label: "London", radiusMiles: 10 });
    expect(ids(body).sort()).toEqual([firstInvited.id, secondInvited.id].sort());
    expect(body.counts.single).toBe(2);
    // A wider radius around the base reaches Bristol and London too.
    expect((await findWork("?radius=200")).counts.single).toBe(6);
  });

  it("falls back to the defaults for search parameters it does not know, and never fails", async () => {
    const defaults = { tab: "single", sort: "date_asc", city: null, radius: 50, page: 1 };
    for (const query of [
      "?tab=auction&sort=cheapest&radius=9999&page=abc&city=Not%20A%20City",
      "?city=atlantis",
      "?city=&radius=",
      "?radius=0",
      "?radius=2.5",
      "?page=-3",
      "?tab=&sort=&page=",
      "?city=london%27%3B--",
    ]) {
      expect((await findWork(query)).params, query).toEqual(defaults);
    }
    expect((await findWork("?radius=201&tab=journeys")).params).toEqual({ ...defaults, tab: "journeys" });
  });

  it("sends a page past the end to the last page, keeping the rest of the state", async () => {
    const cookie = world.firstPartner.cookie;
    expect(await get("/partner/admin/find-work?page=4", cookie)).toMatchObject({
      status: 302,
      location: "/partner/admin/find-work",
    });
    expect(await get("/partner/admin/find-work?tab=journeys&sort=price_asc&page=2", cookie)).toMatchObject({
      status: 302,
      location: "/partner/admin/find-work?tab=journeys&sort=price_asc",
    });
    expect(await get("/partner/admin/orders?page=9", cookie)).toMatchObject({
      status: 302,
      location: "/partner/admin/orders",
    });
  });

  it("pages through more leads than fit on a page", async () => {
    const company = await createCompany(db(), { ...PLACES.inverness, town: "Inverness" });
    const partner = await createSignedInUser({ role: "partner", company });
    for (let day = 1; day <= LEADS_PAGE_SIZE + 1; day++) {
      await createOpenRequest(db(), {
        fromLat: PLACES.inverness.lat,
        fromLng: PLACES.inverness.lng,
        fromCity: "Inverness",
        fromPostcode: "IV1 1AA",
        specificDate: ukDate(day),
      });
    }
    const first = await findWork("", partner.cookie);
    expect(first).toMatchObject({ pageCount: 2, counts: { single: LEADS_PAGE_SIZE + 1 } });
    expect(first.items).toHaveLength(LEADS_PAGE_SIZE);
    const second = await findWork("?page=2", partner.cookie);
    expect(second.items.map((card) => card.date)).toEqual([{ kind: "specific", date: ukDate(LEADS_PAGE_SIZE + 1) }]);
  });

  it("shows Invitations and Watching of the signed-in partner's company only", async () => {
    const { firstPartner, secondPartner, firstInvited, secondInvited, tomorrow, later } = world;
    const firstInvitations = await get("/partner/admin/orders", firstPartner.cookie);
    expect(firstInvitations.status).toBe(200);
    expect(firstInvitations.body).toMatchObject({ total: 1, pageCount: 1 });
    expect(ids(firstInvitations.body as { items: LeadCard[] })).toEqual([firstInvited.id]);
    const secondInvitations = await get("/partner/admin/orders?sort=price_desc", secondPartner.cookie);
    expect(ids(secondInvitations.body as { items: LeadCard[] })).toEqual([secondInvited.id]);
    expect(secondInvitations.body).toMatchObject({ params: { sort: "price_desc" } });

    const firstWatching = await get("/partner/admin/watching", firstPartner.cookie);
    expect(firstWatching.status).toBe(200);
    expect(
      (firstWatching.body as { items: LeadCard[] }).items.map((card) => [card.quoteRequestId, card.watching]),
    ).toEqual([[later.id, true]]);
    const secondWatching = await get("/partner/admin/watching", secondPartner.cookie);
    expect(ids(secondWatching.body as { items: LeadCard[] })).toEqual([tomorrow.id]);

    // A partner with nothing offered or saved gets empty lists, not another company's.
    const loner = await createSignedInUser({ role: "partner", company: await createCompany(db()) });
    expect((await get("/partner/admin/orders", loner.cookie)).body).toMatchObject({ total: 0, items: [] });
    expect((await get("/partner/admin/watching", loner.cookie)).body).toMatchObject({ items: [] });
  });

  it("keeps visitors who are not partners out, and refuses posts", async () => {
    const customer = await createSignedInUser({ role: "customer" });
    for (const path of ["/partner/admin/find-work", "/partner/admin/orders", "/partner/admin/watching"]) {
      const anonymous = await callRoute(page(path));
      expect(anonymous, path).toMatchObject({
        status: 302,
        location: `/account/login?redirectTo=${encodeURIComponent(path)}`,
      });
      expect((await callRoute(page(path, { cookie: customer.cookie }))).status, path).toBe(302);
      expect((await callRoute(post(path, {}, { cookie: world.firstPartner.cookie }))).status, path).toBe(405);
    }
  });
});
