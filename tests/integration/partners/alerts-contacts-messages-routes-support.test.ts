import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { contacts, emailOutbox, leads, quotes, quoteVersions, user } from "~/db/schema";
import { addDays, todayInUk, ukMoment } from "~/lib/uk-time";
import { getWorkCounts } from "~/server/partners/work-counts.server";
import { createCompany } from "../../factories/companies";
import { createBookedJob, createJob, createLead, createMember, createOpenRequest } from "../../factories/leads";
import { createSignedInUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { page, post, type Settled } from "../../support/http";
import { callRoute } from "../../support/routes";

/**
 * The back office's Routes, Support, Messages, Alerts, Book now and Customer contacts, through
 * the partner area's middleware: each shows its own company's rows only.
 */

function bodyOf<T>(result: Settled): T {
  expect(result.status).toBe(200);
  return result.body as T;
}

interface Paged<Row> {
  list: { rows: Row[]; total: number; page: number; pageCount: number };
}

describe("the back office's remaining screens", () => {
  const db = setupTestDatabase();

  /** A company with a signed-in owner, and `get`/`send` as that owner. */
  async function partnerOf(overrides: Parameters<typeof createCompany>[1] = {}) {
    const company = await createCompany(db(), overrides);
    const owner = await createSignedInUser({ role: "partner", company, firstName: "Olive", lastName: "Owner" });
    return {
      company,
      owner,
      get: (path: string) => callRoute(page(path, { cookie: owner.cookie })),
      send: (path: string, fields: Record<string, unknown>, json = false) =>
        callRoute(post(path, fields, { cookie: owner.cookie, json })),
    };
  }

  /** A lead of the company on an open request, claimed unless told, with a quote when given. */
  async function claimedLead(
    database: Database,
    companyId: string,
    {
      status = "claimed",
      quote,
      request = {},
    }: {
      status?: "claimed" | "quoted" | "offered";
      quote?: { movingDateChangedAt?: Date };
      request?: Parameters<typeof createOpenRequest>[1];
    } = {},
  ) {
    const openRequest = await createOpenRequest(database, request);
    const lead = await createLead(database, {
      quoteRequestId: openRequest.id,
      companyId,
      status,
      claimedAt: status === "offered" ? null : new Date(),
    });
    if (quote) {
      // A sent quote as sendQuote leaves it: the current row and its first version.
      const terms = { amountPence: 70_000, validUntil: addDays(todayInUk(), 14) };
      const [sent] = await database
        .insert(quotes)
        .values({ leadId: lead.id, companyId, status: "sent", ...terms, ...quote })
        .returning({ id: quotes.id });
      if (!sent) throw new Error("claimedLead: no quote returned");
      await database.insert(quoteVersions).values({ quoteId: sent.id, version: 1, ...terms });
    }
    return { request: openRequest, lead };
  }

  describe("Alerts", () => {
    it("lists exactly what the sidebar's count counts, the company's own only, each leading to its lead", async () => {
      const first = await partnerOf();
      const second = await partnerOf();
      const waitingQuote = await claimedLead(db(), first.company.id);
      const earlierDate = await claimedLead(db(), first.company.id, {
        status: "quoted",
        quote: { movingDateChangedAt: new Date() },
      });
      // Not alerts: a quote still good for its date, an invitation, a claim on a cancelled request.
      await claimedLead(db(), first.company.id, { status: "quoted", quote: {} });
      await claimedLead(db(), first.company.id, { status: "offered" });
      await claimedLead(db(), first.company.id, { request: { status: "cancelled" } });
      const foreign = await claimedLead(db(), second.company.id);

      const { items } = bodyOf<{ items: { kind: string; card: { leadId: string } }[] }>(
        await first.get("/partner/admin/alerts"),
      );
      expect(items.map((item) => [item.card.leadId, item.kind]).sort()).toEqual(
        [
          [waitingQuote.lead.id, "notQuoted"],
          [earlierDate.lead.id, "earlierDate"],
        ].sort(),
      );
      expect((await getWorkCounts({ companyId: first.company.id })).alerts).toBe(items.length);

      const theirs = bodyOf<{ items: { card: { leadId: string } }[] }>(await second.get("/partner/admin/alerts"));
      expect(theirs.items.map((item) => item.card.leadId)).toEqual([foreign.lead.id]);
      expect((await getWorkCounts({ companyId: second.company.id })).alerts).toBe(1);
    });

    it("keeps the count and the list equal as alerts come and go", async () => {
      const partner = await partnerOf();
      const alertCount = async () => {
        const { items } = bodyOf<{ items: unknown[] }>(await partner.get("/partner/admin/alerts"));
        expect((await getWorkCounts({ companyId: partner.company.id })).alerts).toBe(items.length);
        return items.length;
      };
      expect(await alertCount()).toBe(0);
      const { lead } = await claimedLead(db(), partner.company.id);
      expect(await alertCount()).toBe(1);
      // Quoted: nothing waits any more.
      await db().update(leads).set({ status: "quoted" }).where(eq(leads.id, lead.id));
      await db().insert(quotes).values({ leadId: lead.id, companyId: partner.company.id, amountPence: 50_000 });
      expect(await alertCount()).toBe(0);
      // The customer moved the date: the quote is now for an earlier one.
      await db().update(quotes).set({ movingDateChangedAt: new Date() }).where(eq(quotes.leadId, lead.id));
      expect(await alertCount()).toBe(1);
    });
  });

  it("Book now leads to Find work's Single jobs, the same leads its count counts", async () => {
    const partner = await partnerOf();
    expect(await partner.get("/partner/admin/book")).toMatchObject({
      status: 302,
      location: "/partner/admin/find-work",
    });
  });

  describe("Customer contacts", () => {
    it("lists the customers of the company's claims, latest first, paged, and never another company's", async () => {
      const first = await partnerOf();
      const second = await partnerOf();
      const older = await claimedLead(db(), first.company.id, { request: { phone: "07700900123" } });
      const newer = await claimedLead(db(), first.company.id, { status: "quoted" });
      await claimedLead(db(), first.company.id, { status: "offered" });
      const foreign = await claimedLead(db(), second.company.id);

      type Row = { leadId: string; fullName: string; email: string; phone: string | null; reference: string };
      const { list } = bodyOf<Paged<Row>>(await first.get("/partner/admin/contacts"));
      expect(list.total).toBe(2);
      expect(list.rows.map((row) => row.leadId)).toEqual([newer.lead.id, older.lead.id]);
      expect(list.rows[1]).toMatchObject({
        fullName: older.request.fullName,
        email: older.request.email,
        reference: older.request.reference,
      });
      expect(list.rows[1]?.phone).toBeTruthy();
      expect(JSON.stringify(list)).not.toContain(foreign.request.email);

      // A page past the end shows the last page.
      expect(bodyOf<Paged<Row>>(await first.get("/partner/admin/contacts?page=99")).list.page).toBe(1);
    });

    it("leads only to the company's own leads: another company's lead is not found", async () => {
      const first = await partnerOf();
      const second = await partnerOf();
      const mine = await claimedLead(db(), first.company.id);
      const alerted = await claimedLead(db(), first.company.id, {
        status: "quoted",
        quote: { movingDateChangedAt: new Date() },
      });
      for (const leadId of [mine.lead.id, alerted.lead.id]) {
        const own = await first.get(`/partner/admin/leads/${leadId}`);
        expect(own.status, JSON.stringify(own.body)).toBe(200);
        expect((await second.get(`/partner/admin/leads/${leadId}`)).status, leadId).toBe(404);
      }
    });
  });

  describe("Messages", () => {
    it("lists the lead emails sent to the company's and its members' addresses, newest first, without bodies or links", async () => {
      const first = await partnerOf();
      const second = await partnerOf();
      const memberId = await createMember(db(), first.company.id, "staff");
      const [member] = await db().select({ email: user.email }).from(user).where(eq(user.id, memberId));
      const secret = "SECRET-TOKEN-a1b2c3";
      const email = (to: string, template: string, subject: string, minutesAgo: number) => ({
        to,
        template,
        subject,
        payload: { requestUrl: `https://movematch.test/my-request/${secret}`, code: "493817" },
        html: `<a href="https://movematch.test/my-request/${secret}">Open</a> 493817`,
        text: `https://movematch.test/my-request/${secret} 493817`,
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
      });
      await db()
        .insert(emailOutbox)
        .values([
          email(first.company.email, "partner-new-lead", "New domestic removal lead in M1", 30),
          email(member?.email.toUpperCase() ?? "", "partner-quote-won", "You won the job JB-1", 10),
          // Not the company's lead mail: a code, an account email, another company's, a customer's.
          email(first.company.email, "quote-verification-code", "Your MoveMatch verification code", 5),
          email(first.owner.email, "password-reset", "Reset your MoveMatch password", 4),
          email(second.company.email, "partner-new-lead", "New lead for the other company", 3),
          email("customer@example.com", "customer-quote-received", "A quote", 2),
        ]);

      type Row = { template: string; subject: string; to: string; status: string };
      const result = await first.get("/partner/admin/messages");
      const { list } = bodyOf<Paged<Row>>(result);
      expect(list.rows.map((row) => [row.template, row.subject])).toEqual([
        ["partner-quote-won", "You won the job JB-1"],
        ["partner-new-lead", "New domestic removal lead in M1"],
      ]);
      expect(list.total).toBe(2);
      const shown = JSON.stringify(result.body);
      expect(shown).not.toContain(secret);
      expect(shown).not.toContain("493817");
      expect(Object.keys(list.rows[0] ?? {}).sort()).toEqual([
        "createdAt",
        "id",
        "sentAt",
        "status",
        "subject",
        "template",
        "to",
      ]);

      const theirs = bodyOf<Paged<Row>>(await second.get("/partner/admin/messages"));
      expect(theirs.list.rows.map((row) => row.subject)).toEqual(["New lead for the other company"]);
    });
  });

  describe("Routes", () => {
    it("shows a day's jobs in order of pickup time with their points, the company's own and not cancelled ones", async () => {
      const first = await partnerOf();
      const second = await partnerOf();
      const day = addDays(todayInUk(), 5);
      const booked = await createBookedJob(db(), {
        companyId: first.company.id,
        to: { city: "Leeds", lat: 53.7997, lng: -1.5492 },
        day,
      });
      // No request behind it: listed, without points. Picked up earlier in the day.
      const early = await createJob(db(), { companyId: first.company.id, pickupFrom: ukMoment(day, 6) });
      // The last minutes of the UK day belong to it; the next day's first minute does not.
      const late = await createJob(db(), {
        companyId: first.company.id,
        pickupFrom: new Date(ukMoment(addDays(day, 1), 0).getTime() - 60_000),
      });
      await createJob(db(), { companyId: first.company.id, pickupFrom: ukMoment(addDays(day, 1), 0) });
      await createJob(db(), { companyId: first.company.id, pickupFrom: ukMoment(day, 9), status: "cancelled" });
      await createJob(db(), { companyId: second.company.id, pickupFrom: ukMoment(day, 7) });

      type Stop = { reference: string; from: unknown; to: unknown };
      const shown = bodyOf<{ day: string; stops: Stop[] }>(await first.get(`/partner/admin/routes?date=${day}`));
      expect(shown.day).toBe(day);
      expect(shown.stops.map((stop) => stop.reference)).toEqual([
        early.reference,
        booked.job.reference,
        late.reference,
      ]);
      expect(shown.stops[0]).toMatchObject({ from: null, to: null });
      expect(shown.stops[1]).toMatchObject({
        from: { lat: booked.request.fromLat, lng: booked.request.fromLng },
        to: { lat: 53.7997, lng: -1.5492 },
      });

      // A day without jobs is empty; a missing or malformed date is today.
      expect(bodyOf<{ stops: Stop[] }>(await first.get(`/partner/admin/routes?date=${addDays(day, 3)}`)).stops).toEqual(
        [],
      );
      for (const query of ["", "?date=tomorrow", "?date=2026-02-30", "?date=2026-1-5"]) {
        expect(bodyOf<{ day: string }>(await first.get(`/partner/admin/routes${query}`)).day, query).toBe(todayInUk());
      }
    });
  });

  describe("Support", () => {
    it("stores a message as a contact with the company, listed for staff with it and for the company with its status", async () => {
      const first = await partnerOf();
      const second = await partnerOf();
      const sent = await first.send("/partner/admin/support", {
        subject: "Invoice for March",
        message: "Please send the invoice for March again.",
      });
      expect(sent).toMatchObject({ status: 200, body: { ok: true } });
      const [stored] = await db().select().from(contacts).where(eq(contacts.companyId, first.company.id));
      expect(stored).toMatchObject({
        email: first.owner.email,
        firstName: "Olive",
        lastName: "Owner",
        subject: "Invoice for March",
        status: "new",
      });

      type Row = { id: string; subject: string; status: string };
      const mine = bodyOf<Paged<Row>>(await first.get("/partner/admin/support"));
      expect(mine.list.rows).toMatchObject([{ id: stored?.id, subject: "Invoice for March", status: "new" }]);
      expect(bodyOf<Paged<Row>>(await second.get("/partner/admin/support")).list.rows).toEqual([]);

      // Staff see it in Contacts with the company, and their status reaches the partner.
      const staff = await createSignedInUser({ role: "staff", twoFactor: true });
      const staffGet = (path: string) => callRoute(page(path, { cookie: staff.cookie }));
      const listed = bodyOf<Paged<{ id: string; company: { id: string; name: string } | null }>>(
        await staffGet(`/admin/contacts?q=${encodeURIComponent(first.owner.email)}`),
      );
      expect(listed.list.rows).toEqual([
        expect.objectContaining({ id: stored?.id, company: { id: first.company.id, name: first.company.name } }),
      ]);
      expect(await staffGet(`/admin/contacts/${stored?.id}`)).toMatchObject({
        status: 200,
        body: {
          record: { company: { name: first.company.name }, message: "Please send the invoice for March again." },
        },
      });
      expect(
        await callRoute(post(`/admin/contacts/${stored?.id}`, { status: "resolved" }, { cookie: staff.cookie })),
      ).toMatchObject({ status: 200 });
      expect(bodyOf<Paged<Row>>(await first.get("/partner/admin/support")).list.rows[0]?.status).toBe("resolved");
    });

    it("refuses bad input with a message per field, and floods with 429, never a server error", async () => {
      const partner = await partnerOf();
      const cases: [Record<string, unknown>, string[], boolean?][] = [
        [{}, ["subject", "message"]],
        [{ subject: "   ", message: "Hello there, a question." }, ["subject"]],
        [{ subject: "Hi", message: "short" }, ["message"]],
        [{ subject: "x".repeat(151), message: "Long enough message." }, ["subject"]],
        [{ subject: ["a"], message: 42 }, ["subject", "message"], true],
      ];
      for (const [fields, invalid, json] of cases) {
        const result = await partner.send("/partner/admin/support", fields, json);
        expect(result.status, JSON.stringify(fields)).toBe(400);
        expect(Object.keys((result.body as { fieldErrors: object }).fieldErrors).sort()).toEqual(invalid.sort());
      }
      expect(await db().$count(contacts, eq(contacts.companyId, partner.company.id))).toBe(0);

      const statuses: number[] = [];
      for (let index = 0; index < 6; index++) {
        statuses.push(
          (await partner.send("/partner/admin/support", { subject: "Help", message: "A real question here." })).status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });
  });
});
