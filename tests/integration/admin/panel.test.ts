import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import {
  account,
  auditLog,
  companies,
  companyMembers,
  contacts,
  leads,
  quoteRequests,
  session,
  user,
  verification,
} from "~/db/schema";
import type { UserRole } from "~/lib/vocabulary";
import * as adminLayout from "~/routes/admin/layout";
import { createAdminAccount } from "~/server/admin/staff.server";
import { getAuth } from "~/server/auth/auth.server";
import { getSessionUser } from "~/server/auth/guards.server";
import { createCompany } from "../../factories/companies";
import { createContact, createQuoteRequest } from "../../factories/requests";
import { createSignedInUser, TEST_PASSWORD as PASSWORD } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { args as routeArgs, type Settled, settle } from "../../support/http";
import { emailsTo } from "../../support/outbox";
import { callRoute, guarded } from "../../support/routes";

/**
 * The admin panel through its routes, as the server runs them (tests/support/routes.ts): every
 * request goes through the admin area's middleware, then the route's loader or action.
 */

const ORIGIN = "http://localhost:3000";

/** A signed-in user of a role; staff and admins get two-factor marked on after signing in, unless told. */
function signedInUser(_db: Database, role: UserRole, { twoFactor = true } = {}) {
  return createSignedInUser({ role, twoFactor: twoFactor && (role === "admin" || role === "staff") });
}

function get(path: string, cookie?: string, clientIp?: string) {
  return callRoute(new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} }), { clientIp });
}

function post(path: string, fields: Record<string, string>, cookie?: string, clientIp?: string) {
  const request = new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: ORIGIN,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
  return callRoute(request, { clientIp });
}

/** A loader's or action's answer body, typed for the assertions that read it. */
function bodyOf<T>(result: Settled): T {
  return result.body as T;
}

interface ListBody<Row> {
  list: { rows: Row[]; total: number; page: number; pageCount: number };
}

interface DetailBody<Record> {
  record: Record;
  audit: { action: string; actor: string | null; before: unknown; after: unknown }[] | null;
}

async function auditEntries(db: Database, subjectId: string) {
  return db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId));
}

describe("admin panel", () => {
  const db = setupTestDatabase();

  describe("access", () => {
    it("refuses the panel's pages and changes to anonymous visitors, customers and partners", async () => {
      const quote = await createQuoteRequest(db());
      const customer = await signedInUser(db(), "customer");
      const partner = await signedInUser(db(), "partner");
      const change = { intent: "status", status: "booked", reason: "Booked by phone" };

      const anonymousPage = await get("/admin/quote-requests?q=x");
      expect(anonymousPage.status).toBe(302);
      expect(anonymousPage.location).toBe(`/admin/login?redirectTo=${encodeURIComponent("/admin/quote-requests?q=x")}`);
      expect((await post(`/admin/quote-requests/${quote.id}`, change)).status).toBe(401);
      for (const person of [customer, partner]) {
        const refused = await get(`/admin/quote-requests/${quote.id}`, person.cookie);
        expect(refused.status).toBe(302);
        expect(refused.location).toContain("notice=no-access");
        expect((await post(`/admin/quote-requests/${quote.id}`, change, person.cookie)).status).toBe(403);
      }
      const [unchanged] = await db()
        .select({ status: quoteRequests.status })
        .from(quoteRequests)
        .where(eq(quoteRequests.id, quote.id));
      expect(unchanged?.status).toBe("pending");
    });

    it("lets staff use the lists, details and changes; log-out and two-factor set-up send them on", async () => {
      const quote = await createQuoteRequest(db());
      const staff = await signedInUser(db(), "staff");
      for (const path of ["/admin", "/admin/quote-requests", "/admin/partners", "/admin/contacts"]) {
        expect((await get(path, staff.cookie)).status, path).toBe(200);
      }
      expect(await get(`/admin/quote-requests/${quote.id}`, staff.cookie)).toMatchObject({
        status: 200,
        body: { record: { id: quote.id, requestedCompany: null }, audit: null },
      });
      // A request made from a company's card or page names that company to staff.
      const asked = await createCompany(db());
      const named = await createQuoteRequest(db(), { requestedCompanyId: asked.id });
      expect(await get(`/admin/quote-requests/${named.id}`, staff.cookie)).toMatchObject({
        body: { record: { id: named.id, requestedCompany: asked.name } },
      });
      const override = { intent: "status", status: "booked", reason: "Booked by phone" };
      expect(await post(`/admin/quote-requests/${quote.id}`, override, staff.cookie)).toMatchObject({
        status: 200,
        body: { ok: true, data: { status: "booked" } },
      });
      expect(await get("/admin/logout", staff.cookie)).toMatchObject({ status: 302, location: "/admin" });
      // Two-factor set-up is for those without it: staff who have it are sent on to the panel.
      expect(await get("/admin/two-factor", staff.cookie)).toMatchObject({ status: 302, location: "/admin" });
      expect(await post("/admin/two-factor", { intent: "enable", password: "x" }, staff.cookie)).toMatchObject({
        status: 302,
        location: "/admin",
      });

      const other = await signedInUser(db(), "staff");
      const out = await post("/admin/logout", {}, other.cookie);
      expect(out).toMatchObject({ status: 302, location: "/admin/login" });
      expect(out.headers.getSetCookie().some((line) => line.startsWith("admin_notice=logged-out"))).toBe(true);
      expect(await getSessionUser(new Request(`${ORIGIN}/admin`, { headers: { cookie: other.cookie } }))).toBeNull();
    });

    it("keeps the staff accounts and the audit trail for admins: staff get a 403", async () => {
      const staff = await signedInUser(db(), "staff");
      const admin = await signedInUser(db(), "admin");
      for (const path of ["/admin/staff", "/admin/audit"]) {
        expect((await get(path, staff.cookie)).status, path).toBe(403);
        expect((await post(path, {}, staff.cookie)).status, path).toBe(403);
        expect((await get(path, admin.cookie)).status, path).toBe(200);
      }
    });

    it("sends an admin without two-factor to set it up, and refuses their actions", async () => {
      const admin = await signedInUser(db(), "admin", { twoFactor: false });
      expect(await get("/admin/partners", admin.cookie)).toMatchObject({
        status: 302,
        location: "/admin/two-factor",
      });
      const quote = await createQuoteRequest(db());
      const change = { intent: "status", status: "completed", reason: "Done" };
      expect((await post(`/admin/quote-requests/${quote.id}`, change, admin.cookie)).status).toBe(403);
      expect((await get("/admin/two-factor", admin.cookie)).status).toBe(200);
    });

    it("sets up TOTP for an admin: wrong password refused, URI and secret shown, a valid code turns it on", async () => {
      const admin = await signedInUser(db(), "admin", { twoFactor: false });
      // better-auth allows 3 two-factor requests per 10 s from one address: each step has its own.
      const step = (fields: Record<string, string>, ip: string) => post("/admin/two-factor", fields, admin.cookie, ip);
      const wrong = await step({ intent: "enable", password: "nope" }, "10.9.1.1");
      expect(wrong).toMatchObject({
        status: 400,
        body: { fieldErrors: { password: { key: "auth:totp.wrongPassword" } } },
      });
      const enabled = await step({ intent: "enable", password: PASSWORD }, "10.9.1.2");
      expect(enabled.body).toMatchObject({ ok: true });
      const { totpURI, secret } = bodyOf<{ data: { setup: { totpURI: string; secret: string } } }>(enabled).data.setup;
      expect(totpURI).toMatch(/^otpauth:\/\/totp\//);
      expect(secret).toMatch(/^[A-Z2-7]+=*$/);
      const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
      const bad = await step({ intent: "verify", totpURI, code: "000000" }, "10.9.1.3");
      expect(bad).toMatchObject({ status: 400, body: { fieldErrors: { code: { key: "auth:totp.invalidCode" } } } });
      expect(bad.body).toHaveProperty("data.setup.secret", secret);
      const forged = await step({ intent: "verify", totpURI: "https://example.com/", code }, "10.9.1.4");
      // Not a secret we made: the page starts again from the password.
      expect(forged).toMatchObject({ status: 400, body: { ok: false, fieldErrors: {} } });
      expect(forged.body).not.toHaveProperty("data");
      const done = await step({ intent: "verify", totpURI, code }, "10.9.1.5");
      expect(done).toMatchObject({ status: 302, location: "/admin" });
      const [row] = await db().select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, admin.id));
      expect(row?.on).toBe(true);
    });

    it("ends a staff session after 8 hours, even a remembered one", async () => {
      const staff = await signedInUser(db(), "staff");
      await db()
        .update(session)
        .set({ createdAt: new Date(Date.now() - 8 * 60 * 60 * 1000 - 60_000) })
        .where(eq(session.userId, staff.id));
      expect(await get("/admin", staff.cookie)).toMatchObject({
        status: 302,
        location: "/admin/login?redirectTo=%2Fadmin",
      });
      const quote = await createQuoteRequest(db());
      const change = { intent: "status", status: "completed", reason: "Done" };
      expect((await post(`/admin/quote-requests/${quote.id}`, change, staff.cookie)).status).toBe(401);
    });
  });

  describe("admin log-in", () => {
    it("signs staff in with one generic error for a wrong password or unknown user", async () => {
      // Before two-factor is set up: the password signs in, and the panel then asks for the set-up.
      const staff = await signedInUser(db(), "staff", { twoFactor: false });
      const wrong = await post(
        "/admin/login",
        { intent: "password", email: staff.email, password: "wrong-password" },
        undefined,
        "10.9.1.1",
      );
      const unknown = await post(
        "/admin/login",
        { intent: "password", email: "nobody@example.com", password: "wrong-password" },
        undefined,
        "10.9.1.1",
      );
      for (const result of [wrong, unknown]) {
        expect(result).toMatchObject({ status: 401, body: { message: { key: "admin:login.invalidCredentials" } } });
      }
      const ok = await post(
        "/admin/login",
        { intent: "password", email: staff.email, password: PASSWORD, redirectTo: "/admin?tab=contacts" },
        undefined,
        "10.9.1.2",
      );
      expect(ok).toMatchObject({ status: 302, location: "/admin?tab=contacts" });
      const cookies = ok.headers.getSetCookie();
      expect(cookies.some((line) => line.startsWith("admin_notice=signed-in"))).toBe(true);
      // Never a remembered (persistent) session for staff.
      const sessionLine = cookies.find((line) => line.startsWith("better-auth.session_token="));
      expect(sessionLine).toBeDefined();
      expect(sessionLine).not.toMatch(/max-age/i);
    });

    it("gives a partner the same generic error and no session", async () => {
      const partner = await signedInUser(db(), "partner");
      const result = await post(
        "/admin/login",
        { intent: "password", email: partner.email, password: PASSWORD },
        undefined,
        "10.9.1.3",
      );
      expect(result).toMatchObject({
        status: 401,
        body: { ok: false, message: { key: "admin:login.invalidCredentials" } },
      });
      expect(
        result.headers
          .getSetCookie()
          .some((line) => line.startsWith("better-auth.session_token=") && !/max-age=0/i.test(line)),
      ).toBe(false);
    });

    it("asks an admin with two-factor for the code", async () => {
      const admin = await signedInUser(db(), "admin");
      const result = await post(
        "/admin/login",
        { intent: "password", email: admin.email, password: PASSWORD },
        undefined,
        "10.9.1.4",
      );
      expect(result).toMatchObject({ status: 200, body: { ok: true, data: { step: "two-factor" } } });
    });

    it("blocks the 11th wrong password from one address within a minute with a 429", async () => {
      const staff = await signedInUser(db(), "staff");
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt++) {
        const result = await post(
          "/admin/login",
          // Another address each time: the network's limit, not the account's back-off.
          {
            intent: "password",
            email: attempt === 10 ? staff.email : `nobody-${attempt}@example.com`,
            password: "wrong",
          },
          undefined,
          "10.9.2.1",
        );
        statuses.push(result.status);
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    });

    it("shows the log-in page to visitors and sends signed-in staff to the panel", async () => {
      expect((await get("/admin/login")).status).toBe(200);
      const staff = await signedInUser(db(), "staff");
      expect(await get("/admin/login", staff.cookie)).toMatchObject({ status: 302, location: "/admin" });
    });

    it("shows the signed-in notice once, on whichever panel page the log-in leads to", async () => {
      const staff = await signedInUser(db(), "staff");
      // The panel's layout reads the notice (callRoute answers with the page's own loader).
      const request = new Request(`${ORIGIN}/admin/contacts`, {
        headers: { cookie: `${staff.cookie}; admin_notice=signed-in` },
      });
      const shown = await settle(guarded(adminLayout.middleware, adminLayout.loader)(routeArgs(request)));
      expect(shown).toMatchObject({ status: 200, body: { notice: "signed-in" } });
      expect(shown.headers.getSetCookie().some((line) => /^admin_notice=;.*Max-Age=0/i.test(line))).toBe(true);
    });
  });

  describe("dashboard", () => {
    it("greets the user and shows the work queue (its sections: tests/integration/admin/work-queue.test.ts)", async () => {
      const staff = await signedInUser(db(), "staff");
      const unclaimed = await createQuoteRequest(db());
      const result = await get("/admin", staff.cookie);
      const body = bodyOf<{
        user: { firstName: string; lastName: string; role: string };
        queue: Record<
          "fewClaims" | "noClaims" | "partnersWithoutLeads" | "applications",
          { count: number; rows: { id: string }[] }
        >;
      }>(result);
      expect(body.user).toMatchObject({ firstName: "Ada", lastName: "Lovelace", role: "staff" });
      expect(Object.keys(body.queue).sort()).toEqual(["applications", "fewClaims", "noClaims", "partnersWithoutLeads"]);
      expect(body.queue.noClaims.rows.map((row) => row.id)).toContain(unclaimed.id);
    });

    it("sends the spec's tab links to their lists, keeping the search, filter and page", async () => {
      const staff = await signedInUser(db(), "staff");
      expect(await get("/admin?tab=partners&q=x", staff.cookie)).toMatchObject({
        status: 302,
        location: "/admin/partners?q=x",
      });
      expect(await get("/admin?tab=quotes&status=pending&page=2&other=1", staff.cookie)).toMatchObject({
        status: 302,
        location: "/admin/quote-requests?status=pending&page=2",
      });
      expect(await get("/admin?tab=contacts", staff.cookie)).toMatchObject({
        status: 302,
        location: "/admin/contacts",
      });
      // An unknown tab is just the dashboard.
      expect((await get("/admin?tab=bogus", staff.cookie)).status).toBe(200);
    });
  });

  describe("quote requests", () => {
    it("pages 25 at a time, searches and filters by status", async () => {
      const staff = await signedInUser(db(), "staff");
      // Eleven characters: never read as a postcode (a hex pair like "ab12cd" is "AB1 2CD").
      const marker = `pg${randomBytes(4).toString("hex")}x`;
      for (let index = 0; index < 27; index++) {
        await createQuoteRequest(db(), {
          fullName: `Paged ${marker} ${index}`,
          status: index === 0 ? "completed" : "pending",
        });
      }
      type Body = ListBody<{ fullName: string }>;
      const first = bodyOf<Body>(await get(`/admin/quote-requests?q=${marker}`, staff.cookie)).list;
      expect(first).toMatchObject({ total: 27, page: 1, pageCount: 2 });
      expect(first.rows).toHaveLength(25);
      const second = bodyOf<Body>(await get(`/admin/quote-requests?q=${marker}&page=2`, staff.cookie)).list;
      expect(second.rows).toHaveLength(2);
      const names = new Set([...first.rows, ...second.rows].map((row) => row.fullName));
      expect(names.size).toBe(27);
      // A page past the end shows the last page; nonsense shows the first.
      expect(bodyOf<Body>(await get(`/admin/quote-requests?q=${marker}&page=9`, staff.cookie)).list.page).toBe(2);
      expect(bodyOf<Body>(await get(`/admin/quote-requests?q=${marker}&page=x`, staff.cookie)).list.page).toBe(1);
      const completed = bodyOf<Body>(await get(`/admin/quote-requests?q=${marker}&status=completed`, staff.cookie));
      expect(completed.list.total).toBe(1);
      // An unknown status filters nothing rather than failing the page.
      const unknown = bodyOf<Body>(await get(`/admin/quote-requests?q=${marker}&status=bogus`, staff.cookie));
      expect(unknown.list.total).toBe(27);
      // Wildcards are searched for literally.
      expect(bodyOf<Body>(await get("/admin/quote-requests?q=%25", staff.cookie)).list.total).toBe(0);
    });

    it("overrides the status with a reason, one audit entry per change, shown to admins only; bad input is a 4xx", async () => {
      const staff = await signedInUser(db(), "staff");
      const admin = await signedInUser(db(), "admin");
      const quote = await createQuoteRequest(db());
      const path = `/admin/quote-requests/${quote.id}`;
      const override = (status: string, reason = "The customer phoned") => ({ intent: "status", status, reason });

      expect(await post(path, override("bogus"), staff.cookie)).toMatchObject({
        status: 400,
        body: { ok: false, code: "VALIDATION", fieldErrors: { status: { key: "admin:errors.unknownStatus" } } },
      });
      // A change by hand says why.
      expect(await post(path, override("cancelled", "  "), staff.cookie)).toMatchObject({
        status: 400,
        body: { ok: false, fieldErrors: { reason: { key: "admin:statusOverride.reasonRequired" } } },
      });
      expect(await post(path, { intent: "status", status: "cancelled" }, staff.cookie)).toMatchObject({ status: 400 });
      expect(await post(path, override("cancelled", "x".repeat(501)), staff.cookie)).toMatchObject({
        status: 400,
        body: { ok: false, fieldErrors: { reason: { key: "admin:statusOverride.reasonTooLong" } } },
      });
      expect(await post(path, override("cancelled", "Asked by phone to stop"), staff.cookie)).toMatchObject({
        status: 200,
      });
      expect(await post(path, override("completed", "Moved with a company off MoveMatch"), admin.cookie)).toMatchObject(
        { status: 200 },
      );
      // Choosing the status it already has records nothing.
      expect(await post(path, override("completed"), admin.cookie)).toMatchObject({ status: 200 });

      const [row] = await db()
        .select({ status: quoteRequests.status })
        .from(quoteRequests)
        .where(eq(quoteRequests.id, quote.id));
      expect(row?.status).toBe("completed");
      const entries = await auditEntries(db(), quote.id);
      expect(entries).toHaveLength(2);
      expect(entries).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            actorUserId: staff.id,
            action: "quote_request.status",
            subjectType: "quote_request",
            before: { status: "pending" },
            after: { status: "cancelled", reason: "Asked by phone to stop" },
          }),
          expect.objectContaining({
            actorUserId: admin.id,
            before: { status: "cancelled" },
            after: { status: "completed", reason: "Moved with a company off MoveMatch" },
          }),
        ]),
      );

      const asAdmin = bodyOf<DetailBody<unknown>>(await get(path, admin.cookie));
      expect(asAdmin.audit?.map((entry) => entry.actor)).toEqual([admin.email, staff.email]);
      expect(bodyOf<DetailBody<unknown>>(await get(path, staff.cookie)).audit).toBeNull();

      const missing = await post(`/admin/quote-requests/${crypto.randomUUID()}`, override("completed"), staff.cookie);
      expect(missing).toMatchObject({
        status: 404,
        body: { ok: false, message: { key: "admin:errors.quoteRequestNotFound" } },
      });
      expect((await post("/admin/quote-requests/not-an-id", override("completed"), staff.cookie)).status).toBe(404);
    });

    it("shows the customer's answers and the partners it was offered to, and 404s unknown records", async () => {
      const staff = await signedInUser(db(), "staff");
      const quote = await createQuoteRequest(db());
      const company = await createCompany(db());
      await db()
        .insert(leads)
        .values({ quoteRequestId: quote.id, companyId: company.id, pricePence: 500, matchRank: 1 });
      const detail = await get(`/admin/quote-requests/${quote.id}`, staff.cookie);
      expect(detail.body).toMatchObject({
        record: {
          reference: quote.reference,
          phone: null,
          leads: [
            { companyName: company.name, status: "offered", claimedAt: null, pricePence: 500, origin: "matching" },
          ],
        },
      });
      const empty = await createQuoteRequest(db());
      expect(await get(`/admin/quote-requests/${empty.id}`, staff.cookie)).toMatchObject({
        body: { record: { leads: [] } },
      });
      expect((await get(`/admin/quote-requests/${crypto.randomUUID()}`, staff.cookie)).status).toBe(404);
      expect((await get("/admin/quote-requests/x", staff.cookie)).status).toBe(404);
    });
  });

  describe("contacts", () => {
    it("lists, searches, changes the status with an audit entry and 404s unknown records", async () => {
      const staff = await signedInUser(db(), "staff");
      const admin = await signedInUser(db(), "admin");
      const contact = await createContact(db());
      const listed = bodyOf<ListBody<{ id: string }>>(
        await get(`/admin/contacts?q=${encodeURIComponent(contact.email)}`, staff.cookie),
      );
      expect(listed.list.rows.map((row) => row.id)).toEqual([contact.id]);

      expect(await post(`/admin/contacts/${contact.id}`, { status: "resolved" }, staff.cookie)).toMatchObject({
        status: 200,
        body: { ok: true },
      });
      const [row] = await db().select({ status: contacts.status }).from(contacts).where(eq(contacts.id, contact.id));
      expect(row?.status).toBe("resolved");
      expect(await auditEntries(db(), contact.id)).toEqual([
        expect.objectContaining({
          actorUserId: staff.id,
          action: "contact.status",
          before: { status: "new" },
          after: { status: "resolved" },
        }),
      ]);
      expect(bodyOf<DetailBody<unknown>>(await get(`/admin/contacts/${contact.id}`, admin.cookie)).audit).toEqual([
        expect.objectContaining({ action: "contact.status", actor: staff.email }),
      ]);
      // A quote request's status is not a contact's.
      expect((await post(`/admin/contacts/${contact.id}`, { status: "cancelled" }, staff.cookie)).status).toBe(400);
      expect((await get(`/admin/contacts/${crypto.randomUUID()}`, staff.cookie)).status).toBe(404);
    });
  });

  describe("partners", () => {
    it("lists applications with their address and shows a partner's people in the detail", async () => {
      const staff = await signedInUser(db(), "staff");
      const pending = await createCompany(db(), { status: "pending", isPartner: false });
      const listed = bodyOf<ListBody<{ id: string; address: string }>>(
        await get(`/admin/partners?q=${encodeURIComponent(pending.name)}`, staff.cookie),
      );
      expect(listed.list.rows).toEqual([expect.objectContaining({ id: pending.id, address: "1 Test Street, M1 1AE" })]);

      const approved = await createCompany(db());
      const owner = await signedInUser(db(), "partner");
      await db().insert(companyMembers).values({ companyId: approved.id, userId: owner.id, role: "owner" });
      expect(await get(`/admin/partners/${approved.id}`, staff.cookie)).toMatchObject({
        status: 200,
        body: { record: { id: approved.id, members: [{ userId: owner.id, email: owner.email, role: "owner" }] } },
      });
      expect(await get(`/admin/partners/${pending.id}`, staff.cookie)).toMatchObject({
        body: { record: { status: "pending", members: [] } },
      });
      expect((await get(`/admin/partners/${crypto.randomUUID()}`, staff.cookie)).status).toBe(404);
    });

    it("approves, rejects (reason required, emailed), suspends and reinstates, each audited", async () => {
      const staff = await signedInUser(db(), "staff");
      const pendingA = await createCompany(db(), { status: "pending", isPartner: false });
      const pendingB = await createCompany(db(), { status: "pending", isPartner: false });
      const decide = (id: string, fields: Record<string, string>) =>
        post(`/admin/partners/${id}`, fields, staff.cookie);

      expect(await decide(pendingA.id, { decision: "approve" })).toMatchObject({
        status: 200,
        body: { ok: true, data: { decision: "approve" } },
      });
      expect(await decide(pendingB.id, { decision: "reject", reason: " " })).toMatchObject({
        status: 400,
        body: { fieldErrors: { reason: { key: "admin:partners.reasonRequired" } } },
      });
      expect(await decide(pendingB.id, { decision: "reject", reason: "No insurance certificate" })).toMatchObject({
        body: { ok: true },
      });
      expect((await decide(pendingB.id, { decision: "reject", reason: "Again" })).status).toBe(409);
      expect((await decide(pendingA.id, { decision: "reinstate" })).status).toBe(409);
      expect(await decide(pendingA.id, { decision: "suspend" })).toMatchObject({ body: { ok: true } });
      expect(await decide(pendingA.id, { decision: "suspend" })).toMatchObject({
        status: 409,
        body: { message: { key: "admin:errors.onlyApprovedSuspended" } },
      });
      expect((await decide(pendingA.id, { decision: "approve" })).status).toBe(409);
      expect(await decide(pendingA.id, { decision: "reinstate" })).toMatchObject({
        body: { ok: true, data: { decision: "reinstate" } },
      });
      expect((await decide(pendingA.id, { decision: "bogus" })).status).toBe(400);
      expect((await decide(crypto.randomUUID(), { decision: "suspend" })).status).toBe(404);

      const rows = await db()
        .select({ id: companies.id, status: companies.status, reason: companies.rejectionReason })
        .from(companies);
      expect(rows.find((row) => row.id === pendingA.id)?.status).toBe("approved");
      expect(rows.find((row) => row.id === pendingB.id)).toMatchObject({
        status: "rejected",
        reason: "No insurance certificate",
      });
      const trail = (await auditEntries(db(), pendingA.id)).map((entry) => [
        entry.action,
        entry.before,
        entry.after,
        entry.actorUserId,
      ]);
      expect(trail).toEqual(
        expect.arrayContaining([
          ["company.approve", expect.objectContaining({ status: "pending" }), expect.anything(), staff.id],
          ["company.suspend", { status: "approved" }, { status: "suspended" }, staff.id],
          ["company.reinstate", { status: "suspended" }, { status: "approved" }, staff.id],
        ]),
      );
      expect(trail).toHaveLength(3);
      expect(await auditEntries(db(), pendingB.id)).toEqual([
        expect.objectContaining({
          action: "company.reject",
          before: { status: "pending" },
          after: { status: "rejected", reason: "No insurance certificate" },
        }),
      ]);
      const [mail] = await emailsTo(db(), pendingB.email, "partner-rejected");
      expect(JSON.stringify(mail)).toContain("No insurance certificate");
    });
  });

  describe("staff and audit trail", () => {
    it("lets admins invite staff: a staff user, a set-password token, an email and an audit entry", async () => {
      const staff = await signedInUser(db(), "staff");
      const admin = await signedInUser(db(), "admin");
      const email = `invitee-${randomBytes(3).toString("hex")}@example.com`;
      const fields = { email: email.toUpperCase(), firstName: "Alan", lastName: "Turing" };
      expect((await post("/admin/staff", fields, staff.cookie)).status).toBe(403);
      expect(await post("/admin/staff", { ...fields, email: "not-an-email" }, admin.cookie)).toMatchObject({
        status: 400,
        body: { fieldErrors: { email: { key: "admin:invite.invalidEmail" } } },
      });
      expect(await post("/admin/staff", fields, admin.cookie)).toMatchObject({ status: 200, body: { ok: true } });
      const [invited] = await db().select().from(user).where(eq(user.email, email));
      expect(invited).toMatchObject({ role: "staff", firstName: "Alan", lastName: "Turing", emailVerified: true });
      const tokens = await db()
        .select()
        .from(verification)
        .where(eq(verification.value, invited?.id ?? ""));
      expect(tokens[0]?.identifier).toMatch(/^reset-password:/);
      const [mail] = await emailsTo(db(), email);
      expect(mail?.template).toBe("staff-invite");
      expect(await auditEntries(db(), invited?.id ?? "")).toEqual([
        expect.objectContaining({
          action: "user.invite-staff",
          actorUserId: admin.id,
          after: { email, role: "staff" },
        }),
      ]);
      expect(await post("/admin/staff", fields, admin.cookie)).toMatchObject({
        status: 409,
        body: { fieldErrors: { email: { key: "admin:errors.emailTaken" } } },
      });

      const listed = bodyOf<ListBody<{ email: string; role: string; twoFactorEnabled: boolean }>>(
        await get("/admin/staff", admin.cookie),
      );
      expect(listed.list.rows).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ email, role: "staff", twoFactorEnabled: false }),
          expect.objectContaining({ email: admin.email, role: "admin", twoFactorEnabled: true }),
        ]),
      );
      expect(listed.list.rows.every((row) => row.role === "staff" || row.role === "admin")).toBe(true);
    });

    it("shows admins every change, newest first, searchable", async () => {
      const admin = await signedInUser(db(), "admin");
      const contact = await createContact(db());
      await post(`/admin/contacts/${contact.id}`, { status: "in_progress" }, admin.cookie);
      await post(`/admin/contacts/${contact.id}`, { status: "closed" }, admin.cookie);
      const found = bodyOf<ListBody<{ action: string; subjectId: string; actor: string; after: unknown }>>(
        await get(`/admin/audit?q=${contact.id}`, admin.cookie),
      );
      expect(found.list.total).toBe(2);
      expect(found.list.rows.map((row) => row.after)).toEqual([{ status: "closed" }, { status: "in_progress" }]);
      expect(found.list.rows[0]).toMatchObject({ action: "contact.status", subjectId: contact.id, actor: admin.email });
    });
  });

  describe("admin:create", () => {
    /** The authenticator app of the person running the command: answers with the current code. */
    const authenticatorApp = async (totpURI: string) =>
      new TOTP({ secret: Secret.fromBase32(new URL(totpURI).searchParams.get("secret") ?? "") }).generate();

    it("creates a verified admin with two-factor proved, whose password is hashed by better-auth", async () => {
      const email = `first-admin-${randomBytes(3).toString("hex")}@example.com`;
      await expect(createAdminAccount({ email, password: "weak", proveTotp: authenticatorApp })).rejects.toMatchObject({
        code: "VALIDATION",
      });
      let totpURI = "";
      const created = await createAdminAccount({
        email,
        password: PASSWORD,
        firstName: "Ada",
        lastName: "Lovelace",
        proveTotp: async (uri) => {
          totpURI = uri;
          return authenticatorApp(uri);
        },
      });
      const [row] = await db().select().from(user).where(eq(user.id, created.id));
      expect(row).toMatchObject({
        role: "admin",
        emailVerified: true,
        twoFactorEnabled: true,
        firstName: "Ada",
        lastName: "Lovelace",
      });
      const [credential] = await db()
        .select({ password: account.password })
        .from(account)
        .where(eq(account.userId, created.id));
      expect(credential?.password).toBeTruthy();
      expect(credential?.password).not.toContain(PASSWORD);
      expect(await auditEntries(db(), created.id)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            action: "user.create-admin",
            actorUserId: null,
            after: { email, role: "admin", twoFactor: "totp" },
          }),
        ]),
      );
      // The set-up leaves no session behind, and the password alone only leads to the code step.
      expect(await db().select().from(session).where(eq(session.userId, created.id))).toEqual([]);
      const auth = await getAuth();
      const signIn = await auth.api.signInEmail({ body: { email, password: PASSWORD } });
      expect(signIn).toMatchObject({ twoFactorRedirect: true });
      expect(totpURI).toMatch(/^otpauth:\/\/totp\//);
      await expect(
        createAdminAccount({ email, password: PASSWORD, proveTotp: authenticatorApp }),
      ).rejects.toMatchObject({ code: "CONFLICT" });
    });

    it("keeps no account when the code does not check", async () => {
      const email = `wrong-code-${randomBytes(3).toString("hex")}@example.com`;
      await expect(
        createAdminAccount({ email, password: PASSWORD, proveTotp: async () => "000000" }),
      ).rejects.toMatchObject({ code: "VALIDATION", message: "auth:totp.invalidCode" });
      expect(await db().select().from(user).where(eq(user.email, email))).toEqual([]);
    });
  });
});
