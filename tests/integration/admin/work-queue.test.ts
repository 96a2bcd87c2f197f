import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { companies, quoteRequests } from "~/db/schema";
import { addDays, todayInUk } from "~/lib/uk-time";
import { getWorkQueue } from "~/server/admin/dashboard.server";
import { createCompany } from "../../factories/companies";
import { createLead, createOpenRequest } from "../../factories/leads";
import { createSignedInUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { page } from "../../support/http";
import { recordQueries } from "../../support/queries";
import { callRoute } from "../../support/routes";

/**
 * The staff dashboard's work queue (app/server/admin/dashboard.server.ts, thresholds in
 * app/lib/work-queue.ts): each section lists exactly the records past its threshold, and none
 * just short of it. Time is the service's `now`, so every record is placed relative to it.
 */

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

/** Monday 15 June 2026, 09:00 in London (BST). */
const MONDAY_MORNING = new Date("2026-06-15T08:00:00Z");

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);
const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

describe("admin work queue", () => {
  const db = setupTestDatabase();

  // Each test starts from no requests and no companies, so counts are exact.
  beforeEach(async () => {
    await db().execute(sql`delete from leads`);
    await db().delete(quoteRequests);
    await db().delete(companies);
  });

  /** An open request (moving in 30 days from `now`) whose email was verified `hours` before `now`. */
  function requestVerified(now: Date, hours: number, overrides: Partial<typeof quoteRequests.$inferInsert> = {}) {
    return createOpenRequest(db(), {
      emailVerifiedAt: ago(now, hours * HOUR),
      specificDate: addDays(todayInUk(now), 30),
      ...overrides,
    });
  }

  /** `count` partners claim the request (the slots are counted by the database's triggers). */
  async function claim(quoteRequestId: string, count: number) {
    for (let index = 0; index < count; index++) {
      const company = await createCompany(db(), { approvedAt: ago(MONDAY_MORNING, 30 * DAY) });
      await createLead(db(), { quoteRequestId, companyId: company.id, status: "claimed", claimedAt: new Date() });
    }
  }

  describe("requests", () => {
    it("lists open requests with fewer than 2 claims 12 hours after verification, longest verified first", async () => {
      const now = MONDAY_MORNING;
      const unclaimed = await requestVerified(now, 13);
      const oneClaim = await requestVerified(now, 20);
      await claim(oneClaim.id, 1);
      const flexibleOpenEnded = await requestVerified(now, 50, { movingDate: "flexible", specificDate: null });
      // Just short of a threshold, or not open:
      const elevenHours = await requestVerified(now, 11);
      const exactlyTwelve = await requestVerified(now, 12);
      const twoClaims = await requestVerified(now, 30);
      await claim(twoClaims.id, 2);
      const booked = await requestVerified(now, 30, { status: "booked" });
      const cancelled = await requestVerified(now, 30, { status: "cancelled" });
      const datePassed = await requestVerified(now, 30, { specificDate: addDays(todayInUk(now), -1) });
      const windowPassed = await requestVerified(now, 30, {
        movingDate: "flexible",
        specificDate: null,
        flexibleFrom: addDays(todayInUk(now), -10),
        flexibleTo: addDays(todayInUk(now), -1),
      });

      const { fewClaims } = await getWorkQueue({ now });

      expect(ids(fewClaims.rows)).toEqual([flexibleOpenEnded.id, oneClaim.id, unclaimed.id]);
      expect(fewClaims.count).toBe(3);
      for (const excluded of [elevenHours, exactlyTwelve, twoClaims, booked, cancelled, datePassed, windowPassed]) {
        expect(ids(fewClaims.rows)).not.toContain(excluded.id);
      }
      expect(fewClaims.rows.find((row) => row.id === oneClaim.id)).toMatchObject({
        reference: oneClaim.reference,
        fullName: oneClaim.fullName,
        slotsTaken: 1,
        emailVerifiedAt: ago(now, 20 * HOUR).toISOString(),
      });
    });

    it("counts a request that moving day reaches as open on the day, and one 12 hours old only once it is past", async () => {
      const today = todayInUk(MONDAY_MORNING);
      const movingToday = await requestVerified(MONDAY_MORNING, 40, { specificDate: today });
      const verified = await requestVerified(MONDAY_MORNING, 6);

      expect(ids((await getWorkQueue({ now: MONDAY_MORNING })).fewClaims.rows)).toEqual([movingToday.id]);
      const sixHoursOn = new Date(MONDAY_MORNING.getTime() + 6 * HOUR + 60_000);
      expect(ids((await getWorkQueue({ now: sixHoursOn })).fewClaims.rows)).toEqual([movingToday.id, verified.id]);
    });

    it("lists open requests nobody has claimed, however new, and none with a claim", async () => {
      const now = MONDAY_MORNING;
      const old = await requestVerified(now, 72);
      const fresh = await requestVerified(now, 1);
      // An invitation nobody has claimed takes no slot.
      const invited = await requestVerified(now, 5);
      const invitedTo = await createCompany(db(), { approvedAt: ago(now, 30 * DAY) });
      await createLead(db(), { quoteRequestId: invited.id, companyId: invitedTo.id, status: "offered" });
      // A claim, closed requests, a passed date:
      const oneClaim = await requestVerified(now, 72);
      await claim(oneClaim.id, 1);
      const completed = await requestVerified(now, 72, { status: "completed" });
      const datePassed = await requestVerified(now, 72, { specificDate: addDays(todayInUk(now), -1) });

      const { noClaims } = await getWorkQueue({ now });

      expect(ids(noClaims.rows)).toEqual([old.id, invited.id, fresh.id]);
      expect(noClaims.count).toBe(3);
      for (const excluded of [oneClaim, completed, datePassed]) expect(ids(noClaims.rows)).not.toContain(excluded.id);
      expect(noClaims.rows[0]).toMatchObject({ slotsTaken: 0, emailVerifiedAt: ago(now, 72 * HOUR).toISOString() });
    });

    it("shows at most `limit` rows while counting them all", async () => {
      for (const hours of [1, 2, 3]) await requestVerified(MONDAY_MORNING, hours);
      const { noClaims } = await getWorkQueue({ now: MONDAY_MORNING, limit: 2 });
      expect(noClaims.rows).toHaveLength(2);
      expect(noClaims.count).toBe(3);
    });
  });

  describe("partners", () => {
    it("lists partners approved more than 7 days ago that have never been offered a lead", async () => {
      const now = MONDAY_MORNING;
      const longAgo = await createCompany(db(), { approvedAt: ago(now, 30 * DAY) });
      const eightDays = await createCompany(db(), { approvedAt: ago(now, 8 * DAY), paused: true });
      // Just short of it, or with a lead of any kind, or not an approved partner:
      const sixDays = await createCompany(db(), { approvedAt: ago(now, 6 * DAY) });
      const almostSeven = await createCompany(db(), { approvedAt: ago(now, 7 * DAY - 60_000) });
      const withLead = await createCompany(db(), { approvedAt: ago(now, 30 * DAY) });
      const withDeclinedLead = await createCompany(db(), { approvedAt: ago(now, 30 * DAY) });
      const request = await requestVerified(now, 1);
      await createLead(db(), { quoteRequestId: request.id, companyId: withLead.id, status: "offered" });
      await createLead(db(), { quoteRequestId: request.id, companyId: withDeclinedLead.id, status: "declined" });
      const suspended = await createCompany(db(), { status: "suspended", approvedAt: ago(now, 30 * DAY) });
      const application = await createCompany(db(), { status: "pending", approvedAt: null });
      const directoryOnly = await createCompany(db(), { isPartner: false, approvedAt: ago(now, 30 * DAY) });

      const { partnersWithoutLeads } = await getWorkQueue({ now });

      expect(ids(partnersWithoutLeads.rows)).toEqual([longAgo.id, eightDays.id]);
      expect(partnersWithoutLeads.count).toBe(2);
      for (const excluded of [
        sixDays,
        almostSeven,
        withLead,
        withDeclinedLead,
        suspended,
        application,
        directoryOnly,
      ]) {
        expect(ids(partnersWithoutLeads.rows)).not.toContain(excluded.id);
      }
      expect(partnersWithoutLeads.rows).toEqual([
        expect.objectContaining({ name: longAgo.name, email: longAgo.email, pausedNow: false }),
        expect.objectContaining({ approvedAt: ago(now, 8 * DAY).toISOString(), pausedNow: true }),
      ]);
    });

    it("lists applications waiting more than 2 UK business days, skipping the weekend", async () => {
      const application = (createdAt: string, status: "pending" | "rejected" = "pending") =>
        createCompany(db(), { status, approvedAt: null, createdAt: new Date(createdAt) });
      const wednesday = await application("2026-06-10T14:00:00Z");
      const thursdayEarly = await application("2026-06-11T07:00:00Z");
      const thursdayLate = await application("2026-06-11T09:00:00Z");
      const oneBusinessDay = await application("2026-06-12T08:00:00Z");
      const fridayEvening = await application("2026-06-12T17:30:00Z");
      const rejected = await application("2026-05-01T09:00:00Z", "rejected");

      // Monday 09:00: two business days back is Thursday 09:00.
      const monday = await getWorkQueue({ now: MONDAY_MORNING });
      expect(ids(monday.applications.rows)).toEqual([wednesday.id, thursdayEarly.id]);
      expect(monday.applications.count).toBe(2);
      for (const excluded of [thursdayLate, oneBusinessDay, fridayEvening, rejected]) {
        expect(ids(monday.applications.rows)).not.toContain(excluded.id);
      }

      // Tuesday 09:00: Friday 09:00; the Friday evening one waits until Tuesday evening.
      const tuesday = await getWorkQueue({ now: new Date("2026-06-16T08:00:00Z") });
      expect(ids(tuesday.applications.rows)).toEqual([wednesday.id, thursdayEarly.id, thursdayLate.id]);
      const tuesdayEvening = await getWorkQueue({ now: new Date("2026-06-16T18:00:00Z") });
      expect(ids(tuesdayEvening.applications.rows)).toEqual([
        wednesday.id,
        thursdayEarly.id,
        thursdayLate.id,
        oneBusinessDay.id,
        fridayEvening.id,
      ]);
    });
  });

  describe("the dashboard page", () => {
    it("shows staff the queue read now, and each row's link opens a list holding the record", async () => {
      const staff = await createSignedInUser({ role: "staff", twoFactor: true });
      const request = await createOpenRequest(db(), { emailVerifiedAt: new Date(Date.now() - 13 * HOUR) });
      const waiting = await createCompany(db(), {
        status: "pending",
        approvedAt: null,
        createdAt: new Date(Date.now() - 10 * DAY),
      });

      const dashboard = await callRoute(page("/admin", { cookie: staff.cookie }));
      expect(dashboard.status).toBe(200);
      const body = dashboard.body as {
        now: string;
        queue: Awaited<ReturnType<typeof getWorkQueue>>;
      };
      expect(ids(body.queue.fewClaims.rows)).toEqual([request.id]);
      expect(ids(body.queue.noClaims.rows)).toEqual([request.id]);
      expect(ids(body.queue.applications.rows)).toEqual([waiting.id]);
      expect(body.queue.partnersWithoutLeads).toEqual({ count: 0, rows: [] });
      expect(Math.abs(new Date(body.now).getTime() - Date.now())).toBeLessThan(60_000);

      // The rows link to the lists searched for the record (reference, email), its dialog open.
      const requests = await callRoute(
        page(`/admin/quote-requests?q=${request.reference}&open=${request.id}`, { cookie: staff.cookie }),
      );
      expect(ids((requests.body as { list: { rows: { id: string }[] } }).list.rows)).toEqual([request.id]);
      const partners = await callRoute(
        page(`/admin/partners?q=${encodeURIComponent(waiting.email)}&open=${waiting.id}`, { cookie: staff.cookie }),
      );
      expect(ids((partners.body as { list: { rows: { id: string }[] } }).list.rows)).toEqual([waiting.id]);
      // There, the request's detail offers re-run matching and a choice of partners.
      const detail = await callRoute(page(`/admin/quote-requests/${request.id}`, { cookie: staff.cookie }));
      expect(detail.body).toMatchObject({ record: { open: true, canRematch: true } });
    });

    it("is staff's only", async () => {
      expect(await callRoute(page("/admin"))).toMatchObject({
        status: 302,
        location: "/admin/login?redirectTo=%2Fadmin",
      });
      const partner = await createSignedInUser({ role: "partner" });
      expect((await callRoute(page("/admin", { cookie: partner.cookie }))).location).toContain("notice=no-access");
    });
  });

  it("reads each section through an index: the requests' partial index, the leads' company index", async () => {
    const now = MONDAY_MORNING;
    await requestVerified(now, 13);
    await createCompany(db(), { approvedAt: ago(now, 30 * DAY) });
    const recorder = recordQueries(db());
    await getWorkQueue({ now });
    const reads = recorder.take().filter(({ text }) => /^\s*select\b/i.test(text));
    const plans = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const client = (
        tx as unknown as { session: { client: { query: (text: string, params: unknown[]) => Promise<unknown> } } }
      ).session.client;
      const found: { text: string; plan: string }[] = [];
      for (const { text, params } of reads) {
        const result = (await client.query(`explain ${text}`, params)) as { rows: Record<string, string>[] };
        found.push({ text, plan: result.rows.map((row) => Object.values(row)[0]).join("\n") });
      }
      return found;
    });
    const onRequests = plans.filter(({ text }) => /from "quote_requests"/.test(text));
    expect(onRequests.length).toBeGreaterThanOrEqual(4);
    for (const { plan } of onRequests) {
      expect(plan).toContain("quote_requests_few_claims_idx");
      expect(plan).not.toMatch(/Seq Scan on quote_requests/);
    }
    const onLeads = plans.filter(({ text }) => /from "leads"/.test(text));
    expect(onLeads.length).toBeGreaterThanOrEqual(2);
    for (const { plan } of onLeads) {
      // An anti-join that probes the leads of each company through an index on (company_id, …).
      expect(plan).toContain("Anti Join");
      expect(plan).toMatch(/Index (Only )?Scan (using|on) leads_company_\w+_idx/);
      expect(plan).not.toMatch(/Seq Scan on leads/);
    }
  });
});
