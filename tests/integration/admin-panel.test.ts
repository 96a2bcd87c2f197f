import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import {
  account,
  auditLog,
  companies,
  contacts,
  emailOutbox,
  quoteRequests,
  session,
  user,
  verification,
} from "~/db/schema";
import type { UserRole } from "~/lib/vocabulary";
import { action as dashboardAction, loader as dashboardLoader } from "~/routes/admin/dashboard";
import { loader as detailLoader } from "~/routes/admin/detail";
import { action as loginAction, loader as loginLoader } from "~/routes/admin/login";
import { action as logoutAction, loader as logoutLoader } from "~/routes/admin/logout";
import { action as twoFactorAction, loader as twoFactorLoader } from "~/routes/admin/two-factor";
import { checkStaffPassword } from "~/server/admin/password-strength";
import { createAdminAccount } from "~/server/admin/staff.server";
import { getAuth } from "~/server/auth/auth.server";
import { getSessionUser } from "~/server/auth/guards.server";
import { createCompany } from "../factories/companies";
import { createContact, createQuoteRequest } from "../factories/requests";
import { setupTestDatabase } from "../setup/test-database";

const ORIGIN = "http://localhost:3000";
const PASSWORD = "Str0ng-admin-pass!";

/** A signed-in user of a role; admins get two-factor marked on after signing in, unless told. */
async function signedInUser(db: Database, role: UserRole, { twoFactor = true } = {}) {
  const auth = await getAuth();
  const email = `admin-test-${randomBytes(4).toString("hex")}@example.com`;
  const { user: created } = await auth.api.createUser({
    body: { email, password: PASSWORD, name: "Ada Lovelace", role },
  });
  await db.update(user).set({ firstName: "Ada", lastName: "Lovelace" }).where(eq(user.id, created.id));
  const { headers } = await auth.api.signInEmail({ body: { email, password: PASSWORD }, returnHeaders: true });
  const cookie = headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  if (role === "admin" && twoFactor)
    await db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, created.id));
  return { id: created.id, email, cookie };
}

function page(path: string, cookie?: string) {
  return new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
}

function post(path: string, fields: Record<string, string>, cookie?: string) {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: ORIGIN,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
}

/** Runs a loader/action and returns what it answered or threw, as status/location/body. */
async function settle(promise: Promise<unknown>) {
  let result: unknown;
  try {
    result = await promise;
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    return { status: result.status, location: result.headers.get("location"), body: null, headers: result.headers };
  }
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { data, init } = result as { data: unknown; init?: ResponseInit | null };
    return {
      status: init?.status ?? 200,
      location: null,
      body: data as Record<string, unknown>,
      headers: new Headers(init?.headers),
    };
  }
  if (result instanceof Error) throw result;
  return { status: 200, location: null, body: result as Record<string, unknown> | null, headers: new Headers() };
}

function args<T>(request: Request, params: Record<string, string> = {}, clientIp = "10.9.0.1"): T {
  return { request, params, context: { clientIp } } as T;
}

type LoaderArgs<T extends (...a: never[]) => unknown> = Parameters<T>[0];

describe("admin panel", () => {
  const db = setupTestDatabase();

  /** Every admin loader and action, as one request each. */
  function endpoints(ids: { quoteId: string }) {
    return [
      {
        name: "dashboard loader",
        page: true,
        run: (cookie?: string) => dashboardLoader(args(page("/admin?tab=quotes", cookie))),
      },
      {
        name: "dashboard action",
        page: false,
        run: (cookie?: string) =>
          dashboardAction(
            args<LoaderArgs<typeof dashboardAction>>(
              post("/admin", { intent: "quote-status", id: ids.quoteId, status: "in_progress" }, cookie),
            ),
          ),
      },
      {
        name: "detail loader",
        page: true,
        run: (cookie?: string) =>
          detailLoader(args(page(`/admin/detail/quote/${ids.quoteId}`, cookie), { kind: "quote", id: ids.quoteId })),
      },
      {
        name: "logout loader",
        page: true,
        run: (cookie?: string) => logoutLoader(args(page("/admin/logout", cookie))),
      },
      {
        name: "logout action",
        page: false,
        run: (cookie?: string) => logoutAction(args(post("/admin/logout", {}, cookie))),
      },
      {
        name: "two-factor loader",
        page: true,
        run: (cookie?: string) => twoFactorLoader(args(page("/admin/two-factor", cookie))),
      },
      {
        name: "two-factor action",
        page: false,
        run: (cookie?: string) =>
          twoFactorAction(args(post("/admin/two-factor", { intent: "enable", password: "x" }, cookie))),
      },
    ] as const;
  }

  it("refuses every admin loader and action to anonymous visitors, customers and partners", async () => {
    const quote = await createQuoteRequest(db());
    const customer = await signedInUser(db(), "customer");
    const partner = await signedInUser(db(), "partner");
    for (const endpoint of endpoints({ quoteId: quote.id })) {
      const anonymous = await settle(endpoint.run());
      if (endpoint.page) {
        expect(anonymous.status, endpoint.name).toBe(302);
        expect(anonymous.location, endpoint.name).toMatch(/^\/admin\/login\?redirectTo=%2Fadmin/);
      } else {
        expect(anonymous.status, endpoint.name).toBe(401);
      }
      for (const person of [customer, partner]) {
        const refused = await settle(endpoint.run(person.cookie));
        if (endpoint.page) {
          expect(refused.status, endpoint.name).toBe(302);
          expect(refused.location, endpoint.name).toContain("notice=no-access");
        } else {
          expect(refused.status, endpoint.name).toBe(403);
        }
      }
    }
    const [unchanged] = await db()
      .select({ status: quoteRequests.status })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, quote.id));
    expect(unchanged?.status).toBe("pending");
  });

  it("lets staff use every admin loader and action", async () => {
    const quote = await createQuoteRequest(db());
    const staff = await signedInUser(db(), "staff");
    const results = new Map<string, Awaited<ReturnType<typeof settle>>>();
    for (const endpoint of endpoints({ quoteId: quote.id })) {
      // Logging out ends the session: run it last, with a session of its own.
      if (endpoint.name === "logout action") continue;
      results.set(endpoint.name, await settle(endpoint.run(staff.cookie)));
    }
    expect(results.get("dashboard loader")?.status).toBe(200);
    expect(results.get("dashboard action")).toMatchObject({ status: 200, body: { ok: true } });
    expect(results.get("detail loader")).toMatchObject({ status: 200, body: { kind: "quote", audit: null } });
    expect(results.get("logout loader")).toMatchObject({ status: 302, location: "/admin" });
    // Two-factor set-up is for admins: staff are sent on to the panel.
    expect(results.get("two-factor loader")).toMatchObject({ status: 302, location: "/admin" });
    expect(results.get("two-factor action")).toMatchObject({ status: 302, location: "/admin" });

    const other = await signedInUser(db(), "staff");
    const out = await settle(logoutAction(args(post("/admin/logout", {}, other.cookie))));
    expect(out).toMatchObject({ status: 302, location: "/admin/login" });
    expect(out.headers.getSetCookie().some((line) => line.startsWith("admin_notice=logged-out"))).toBe(true);
    expect(await getSessionUser(page("/admin", other.cookie))).toBeNull();
  });

  it("sends an admin without two-factor to set it up, and refuses their actions", async () => {
    const admin = await signedInUser(db(), "admin", { twoFactor: false });
    expect(await settle(dashboardLoader(args(page("/admin", admin.cookie))))).toMatchObject({
      status: 302,
      location: "/admin/two-factor",
    });
    const quote = await createQuoteRequest(db());
    const refused = await settle(
      dashboardAction(
        args(post("/admin", { intent: "quote-status", id: quote.id, status: "completed" }, admin.cookie)),
      ),
    );
    expect(refused.status).toBe(403);
    expect((await settle(twoFactorLoader(args(page("/admin/two-factor", admin.cookie))))).status).toBe(200);
  });

  it("sets up TOTP for an admin: wrong password refused, URI and secret shown, a valid code turns it on", async () => {
    const admin = await signedInUser(db(), "admin", { twoFactor: false });
    // better-auth allows 3 two-factor requests per 10 s from one address: each step has its own.
    const step = (fields: Record<string, string>, ip: string) =>
      settle(twoFactorAction(args(post("/admin/two-factor", fields, admin.cookie), {}, ip)));
    const wrong = await step({ intent: "enable", password: "nope" }, "10.9.1.1");
    expect(wrong).toMatchObject({
      status: 400,
      body: { fieldErrors: { password: { key: "auth:totp.wrongPassword" } } },
    });
    const enabled = await step({ intent: "enable", password: PASSWORD }, "10.9.1.2");
    expect(enabled.body).toMatchObject({ ok: true });
    const { totpURI, secret } = (enabled.body as { data: { setup: { totpURI: string; secret: string } } }).data.setup;
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
    expect(await settle(dashboardLoader(args(page("/admin", staff.cookie))))).toMatchObject({
      status: 302,
      location: "/admin/login?redirectTo=%2Fadmin",
    });
    const quote = await createQuoteRequest(db());
    const refused = await settle(
      dashboardAction(
        args(post("/admin", { intent: "quote-status", id: quote.id, status: "completed" }, staff.cookie)),
      ),
    );
    expect(refused.status).toBe(401);
  });

  describe("admin log-in", () => {
    it("signs staff in with one generic error for a wrong password or unknown user", async () => {
      const staff = await signedInUser(db(), "staff");
      const wrong = await settle(
        loginAction(
          args(
            post("/admin/login", { intent: "password", email: staff.email, password: "wrong-password" }),
            {},
            "10.9.1.1",
          ),
        ),
      );
      const unknown = await settle(
        loginAction(
          args(
            post("/admin/login", { intent: "password", email: "nobody@example.com", password: "wrong-password" }),
            {},
            "10.9.1.1",
          ),
        ),
      );
      for (const result of [wrong, unknown]) {
        expect(result).toMatchObject({ status: 401, body: { message: { key: "admin:login.invalidCredentials" } } });
      }
      const ok = await settle(
        loginAction(
          args(
            post("/admin/login", {
              intent: "password",
              email: staff.email,
              password: PASSWORD,
              redirectTo: "/admin?tab=contacts",
            }),
            {},
            "10.9.1.2",
          ),
        ),
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
      const result = await settle(
        loginAction(
          args(post("/admin/login", { intent: "password", email: partner.email, password: PASSWORD }), {}, "10.9.1.3"),
        ),
      );
      expect(result).toMatchObject({ status: 401, body: { message: { key: "admin:login.invalidCredentials" } } });
      expect(
        result.headers
          .getSetCookie()
          .some((line) => line.startsWith("better-auth.session_token=") && !/max-age=0/i.test(line)),
      ).toBe(false);
    });

    it("asks an admin with two-factor for the code", async () => {
      const admin = await signedInUser(db(), "admin");
      const result = await settle(
        loginAction(
          args(post("/admin/login", { intent: "password", email: admin.email, password: PASSWORD }), {}, "10.9.1.4"),
        ),
      );
      expect(result).toMatchObject({ status: 200, body: { ok: true, data: { step: "two-factor" } } });
    });

    it("blocks the 11th wrong password from one address within a minute with a 429", async () => {
      const staff = await signedInUser(db(), "staff");
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt++) {
        const result = await settle(
          loginAction(
            args(
              post("/admin/login", { intent: "password", email: staff.email, password: `wrong-${attempt}` }),
              {},
              "10.9.2.1",
            ),
          ),
        );
        statuses.push(result.status);
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    });

    it("shows the log-in page to visitors and sends signed-in staff to the panel", async () => {
      expect((await settle(loginLoader(args(page("/admin/login"))))).status).toBe(200);
      const staff = await signedInUser(db(), "staff");
      expect(await settle(loginLoader(args(page("/admin/login", staff.cookie))))).toMatchObject({
        status: 302,
        location: "/admin",
      });
    });
  });

  describe("dashboard data and changes", () => {
    it("counts with SQL, paginates 25 a page, searches and filters", async () => {
      const staff = await signedInUser(db(), "staff");
      const marker = randomBytes(3).toString("hex");
      for (let index = 0; index < 27; index++) {
        await createQuoteRequest(db(), {
          fullName: `Paged ${marker} ${index}`,
          status: index === 0 ? "completed" : "pending",
        });
      }
      await createCompany(db(), { status: "pending" });
      const first = await settle(dashboardLoader(args(page(`/admin?tab=quotes&q=${marker}`, staff.cookie))));
      const body = first.body as unknown as {
        stats: { quotes: number; pendingQuotes: number; pendingApplications: number };
        listed: { tab: string; list: { rows: { fullName: string }[]; total: number; pageCount: number } };
        user: { firstName: string; lastName: string; role: string };
      };
      expect(body.user).toMatchObject({ firstName: "Ada", lastName: "Lovelace", role: "staff" });
      expect(body.listed.list.total).toBe(27);
      expect(body.listed.list.rows).toHaveLength(25);
      expect(body.listed.list.pageCount).toBe(2);
      const [[all], [pending]] = await Promise.all([
        db()
          .select({ id: quoteRequests.id })
          .from(quoteRequests)
          .then((rows) => [rows.length]),
        db()
          .select({ id: quoteRequests.id })
          .from(quoteRequests)
          .where(eq(quoteRequests.status, "pending"))
          .then((rows) => [rows.length]),
      ]);
      expect(body.stats.quotes).toBe(all);
      expect(body.stats.pendingQuotes).toBe(pending);
      const applications = await db()
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.status, "pending"));
      expect(applications.length).toBeGreaterThan(0);
      expect(body.stats.pendingApplications).toBe(applications.length);
      const second = await settle(dashboardLoader(args(page(`/admin?tab=quotes&q=${marker}&page=2`, staff.cookie))));
      expect((second.body as unknown as typeof body).listed.list.rows).toHaveLength(2);
      const filtered = await settle(
        dashboardLoader(args(page(`/admin?tab=quotes&q=${marker}&status=completed`, staff.cookie))),
      );
      expect((filtered.body as unknown as typeof body).listed.list.total).toBe(1);
    });

    it("changes quote and contact statuses with an audit entry, shown to admins only", async () => {
      const staff = await signedInUser(db(), "staff");
      const admin = await signedInUser(db(), "admin");
      const quote = await createQuoteRequest(db());
      const contact = await createContact(db());
      const bad = await settle(
        dashboardAction(args(post("/admin", { intent: "quote-status", id: quote.id, status: "bogus" }, staff.cookie))),
      );
      expect(bad).toMatchObject({ status: 400, body: { ok: false } });
      await settle(
        dashboardAction(
          args(post("/admin", { intent: "quote-status", id: quote.id, status: "cancelled" }, staff.cookie)),
        ),
      );
      await settle(
        dashboardAction(
          args(post("/admin", { intent: "contact-status", id: contact.id, status: "resolved" }, staff.cookie)),
        ),
      );
      const [quoteRow] = await db()
        .select({ status: quoteRequests.status })
        .from(quoteRequests)
        .where(eq(quoteRequests.id, quote.id));
      const [contactRow] = await db()
        .select({ status: contacts.status })
        .from(contacts)
        .where(eq(contacts.id, contact.id));
      expect(quoteRow?.status).toBe("cancelled");
      expect(contactRow?.status).toBe("resolved");
      const entries = await db().select().from(auditLog).where(eq(auditLog.actorUserId, staff.id));
      expect(entries).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            action: "quote_request.status",
            subjectId: quote.id,
            before: { status: "pending" },
            after: { status: "cancelled" },
          }),
          expect.objectContaining({
            action: "contact.status",
            subjectId: contact.id,
            before: { status: "new" },
            after: { status: "resolved" },
          }),
        ]),
      );
      const asAdmin = await settle(
        detailLoader(
          args(page(`/admin/detail/contact/${contact.id}`, admin.cookie), { kind: "contact", id: contact.id }),
        ),
      );
      expect((asAdmin.body as { audit: { action: string; actor: string }[] }).audit).toEqual([
        expect.objectContaining({ action: "contact.status", actor: staff.email }),
      ]);
      const missing = await settle(
        dashboardAction(
          args(post("/admin", { intent: "quote-status", id: crypto.randomUUID(), status: "completed" }, staff.cookie)),
        ),
      );
      expect(missing).toMatchObject({ status: 404, body: { ok: false } });
    });

    it("shows a quote's leads and 'not provided' data in the detail, and 404s unknown records", async () => {
      const staff = await signedInUser(db(), "staff");
      const quote = await createQuoteRequest(db());
      const detail = await settle(
        detailLoader(args(page(`/admin/detail/quote/${quote.id}`, staff.cookie), { kind: "quote", id: quote.id })),
      );
      expect(detail.body).toMatchObject({ kind: "quote", record: { phone: null, leads: [] } });
      const unknown = await settle(
        detailLoader(args(page("/admin/detail/quote/x", staff.cookie), { kind: "quote", id: "x" })),
      );
      expect(unknown.status).toBe(404);
    });

    it("approves, rejects (reason required, emailed) and suspends partners, each audited", async () => {
      const staff = await signedInUser(db(), "staff");
      const pendingA = await createCompany(db(), { status: "pending", isPartner: false });
      const pendingB = await createCompany(db(), { status: "pending", isPartner: false });
      const listed = await settle(
        dashboardLoader(args(page(`/admin?tab=partners&q=${encodeURIComponent(pendingA.name)}`, staff.cookie))),
      );
      expect(
        (listed.body as unknown as { listed: { list: { rows: { id: string; address: string }[] } } }).listed.list.rows,
      ).toEqual([expect.objectContaining({ id: pendingA.id, address: "1 Test Street, M1 1AE" })]);

      const approve = await settle(
        dashboardAction(args(post("/admin", { intent: "partner-approve", id: pendingA.id }, staff.cookie))),
      );
      expect(approve.body).toMatchObject({ ok: true });
      const noReason = await settle(
        dashboardAction(args(post("/admin", { intent: "partner-reject", id: pendingB.id, reason: " " }, staff.cookie))),
      );
      expect(noReason.status).toBe(400);
      const reject = await settle(
        dashboardAction(
          args(
            post(
              "/admin",
              { intent: "partner-reject", id: pendingB.id, reason: "No insurance certificate" },
              staff.cookie,
            ),
          ),
        ),
      );
      expect(reject.body).toMatchObject({ ok: true });
      const suspend = await settle(
        dashboardAction(args(post("/admin", { intent: "partner-suspend", id: pendingA.id }, staff.cookie))),
      );
      expect(suspend.body).toMatchObject({ ok: true });
      const again = await settle(
        dashboardAction(args(post("/admin", { intent: "partner-suspend", id: pendingA.id }, staff.cookie))),
      );
      expect(again.status).toBe(409);

      const rows = await db()
        .select({ id: companies.id, status: companies.status, reason: companies.rejectionReason })
        .from(companies);
      expect(rows.find((row) => row.id === pendingA.id)?.status).toBe("suspended");
      expect(rows.find((row) => row.id === pendingB.id)).toMatchObject({
        status: "rejected",
        reason: "No insurance certificate",
      });
      const actions = (
        await db().select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.actorUserId, staff.id))
      ).map((row) => row.action);
      expect(actions).toEqual(expect.arrayContaining(["company.approve", "company.reject", "company.suspend"]));
      const [mail] = await db()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, pendingB.email), eq(emailOutbox.template, "partner-rejected")));
      expect(JSON.stringify(mail)).toContain("No insurance certificate");
    });

    it("lets admins (not staff) invite staff: a staff user, a set-password token and an email", async () => {
      const staff = await signedInUser(db(), "staff");
      const admin = await signedInUser(db(), "admin");
      const email = `invitee-${randomBytes(3).toString("hex")}@example.com`;
      const fields = { intent: "invite-staff", email, firstName: "Alan", lastName: "Turing" };
      expect((await settle(dashboardAction(args(post("/admin", fields, staff.cookie))))).status).toBe(403);
      expect((await settle(dashboardAction(args(post("/admin", fields, admin.cookie))))).body).toMatchObject({
        ok: true,
      });
      const [invited] = await db().select().from(user).where(eq(user.email, email));
      expect(invited).toMatchObject({ role: "staff", firstName: "Alan", lastName: "Turing", emailVerified: true });
      const tokens = await db()
        .select()
        .from(verification)
        .where(eq(verification.value, invited?.id ?? ""));
      expect(tokens[0]?.identifier).toMatch(/^reset-password:/);
      const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.to, email));
      expect(mail?.template).toBe("staff-invite");
      expect((await settle(dashboardAction(args(post("/admin", fields, admin.cookie))))).status).toBe(409);
    });
  });

  describe("admin:create", () => {
    it("checks password strength", () => {
      expect(checkStaffPassword("short", "ada@example.com")).toContain("tooShort");
      expect(checkStaffPassword("alllowercaseletters", "ada@example.com")).toContain("tooSimple");
      expect(checkStaffPassword("Ada-Lovelace-2024!", "lovelace@example.com")).toContain("containsEmail");
      expect(checkStaffPassword("Correct-Horse-9", "ada@example.com")).toEqual([]);
    });

    it("creates a verified admin whose password is hashed by better-auth and who can sign in", async () => {
      const email = `first-admin-${randomBytes(3).toString("hex")}@example.com`;
      await expect(createAdminAccount({ email, password: "weak" })).rejects.toMatchObject({ code: "VALIDATION" });
      const created = await createAdminAccount({ email, password: PASSWORD, firstName: "Ada", lastName: "Lovelace" });
      const [row] = await db().select().from(user).where(eq(user.id, created.id));
      expect(row).toMatchObject({ role: "admin", emailVerified: true, firstName: "Ada", lastName: "Lovelace" });
      const [credential] = await db()
        .select({ password: account.password })
        .from(account)
        .where(eq(account.userId, created.id));
      expect(credential?.password).toBeTruthy();
      expect(credential?.password).not.toContain(PASSWORD);
      const auth = await getAuth();
      const signIn = await auth.api.signInEmail({ body: { email, password: PASSWORD } });
      expect(signIn).toMatchObject({ user: { id: created.id } });
      await expect(createAdminAccount({ email, password: PASSWORD })).rejects.toMatchObject({ code: "CONFLICT" });
    });
  });
});
