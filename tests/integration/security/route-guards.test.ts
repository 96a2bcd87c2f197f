import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companyMembers, user } from "~/db/schema";
import type { UserRole } from "~/lib/vocabulary";
import { getAuth } from "~/server/auth/auth.server";
import { createCompany } from "../../factories/companies";
import { setupTestDatabase } from "../../setup/test-database";
import type { Settled } from "../../support/http";
import { callRoute, listRoutes } from "../../support/routes";

/**
 * The sweep: every route under /admin and /partner/admin in app/routes.ts, called as each kind
 * of visitor, through the same middleware chain as the server. A route that is not behind its
 * area's guard fails here (a loader reading the guard's context without it answers 500).
 */

const ORIGIN = "http://localhost:3000";
const PASSWORD = "a fine sweep password";
type Visitor = "anonymous" | "customer" | "partner" | "staff" | "admin";
const VISITORS: Visitor[] = ["anonymous", "customer", "partner", "staff", "admin"];

/** Admin-area routes that are reachable before the panel's guard: each decides for itself. */
const BEFORE_THE_PANEL = new Set(["admin/login", "admin/two-factor", "admin/logout"]);
/** Panel routes for admins only (route middleware `adminsOnly`): staff get a 403, page or action. */
const ADMINS_ONLY = new Set(["admin/staff", "admin/audit"]);
/** Back-office routes for a company's owners only (route middleware `ownersOnly`): its staff members get a 403. */
const OWNERS_ONLY = new Set(["partner/admin/team", "partner/admin/team/:userId"]);

function concrete(pattern: string): string {
  return `/${pattern.replace(/:[a-zA-Z]+/g, "00000000-0000-4000-8000-000000000000").replace(/\*$/, "anything")}`;
}

function request(path: string, method: "GET" | "POST", cookie?: string) {
  const headers: Record<string, string> = { origin: ORIGIN };
  if (cookie) headers.cookie = cookie;
  if (method === "GET") return new Request(`${ORIGIN}${path}`, { headers });
  headers["content-type"] = "application/x-www-form-urlencoded";
  return new Request(`${ORIGIN}${path}`, { method, headers, body: "" });
}

function isSentToSignIn(result: Settled): boolean {
  return result.status === 302 && /^\/(account|admin)\/login/.test(result.location ?? "");
}

function expectRefused(result: Settled, method: "GET" | "POST", status: 401 | 403, label: string) {
  if (method === "GET") expect(isSentToSignIn(result), `${label}: ${result.status} ${result.location}`).toBe(true);
  else expect(result.status, label).toBe(status);
}

function expectAdmitted(result: Settled, label: string) {
  expect([401, 403, 500], `${label}: ${result.status} ${String(result.body)}`).not.toContain(result.status);
  expect(isSentToSignIn(result), `${label}: ${result.location}`).toBe(false);
}

describe("route guard sweep", () => {
  const db = setupTestDatabase();
  const cookies: Partial<Record<Visitor, string>> = {};
  let partnerStaffCookie = "";

  async function signedIn(role: UserRole): Promise<{ id: string; cookie: string }> {
    const auth = await getAuth();
    const email = `sweep-${randomBytes(4).toString("hex")}@example.com`;
    const { user: created } = await auth.api.createUser({ body: { email, password: PASSWORD, name: "Sweep", role } });
    const { headers } = await auth.api.signInEmail({ body: { email, password: PASSWORD }, returnHeaders: true });
    const cookie = headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    return { id: created.id, cookie };
  }

  beforeAll(async () => {
    cookies.customer = (await signedIn("customer")).cookie;
    const partner = await signedIn("partner");
    const company = await createCompany(db(), { status: "approved" });
    await db().insert(companyMembers).values({ companyId: company.id, userId: partner.id, role: "owner" });
    cookies.partner = partner.cookie;
    const partnerStaff = await signedIn("partner");
    await db().insert(companyMembers).values({ companyId: company.id, userId: partnerStaff.id, role: "staff" });
    partnerStaffCookie = partnerStaff.cookie;
    for (const role of ["staff", "admin"] as const) {
      const member = await signedIn(role);
      await db().update(user).set({ twoFactorEnabled: true }).where(eq(user.id, member.id));
      cookies[role] = member.cookie;
    }
  });

  const routes = listRoutes().filter((route) => !route.hasChildren);
  const adminRoutes = routes.filter((route) => route.pattern === "admin" || route.pattern.startsWith("admin/"));
  const partnerRoutes = routes.filter((route) => route.pattern.startsWith("partner/admin"));

  it("finds the areas' routes in app/routes.ts", () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(4);
    expect(partnerRoutes.length).toBeGreaterThanOrEqual(2);
  });

  for (const route of adminRoutes.filter((each) => !BEFORE_THE_PANEL.has(each.pattern))) {
    const adminsOnly = ADMINS_ONLY.has(route.pattern);
    it(`admin panel: ${route.pattern} admits only ${adminsOnly ? "admins" : "staff"}`, async () => {
      const path = concrete(route.pattern);
      for (const visitor of VISITORS) {
        for (const method of ["GET", "POST"] as const) {
          const label = `${visitor} ${method} ${path}`;
          const result = await callRoute(request(path, method, cookies[visitor]));
          if (visitor === "admin") expectAdmitted(result, label);
          else if (visitor === "staff" && adminsOnly) expect(result.status, label).toBe(403);
          else if (visitor === "staff") expectAdmitted(result, label);
          else expectRefused(result, method, visitor === "anonymous" ? 401 : 403, label);
        }
      }
    });
  }

  for (const route of partnerRoutes) {
    it(`partner back office: ${route.pattern} admits only partners`, async () => {
      const path = concrete(route.pattern);
      for (const visitor of VISITORS) {
        for (const method of ["GET", "POST"] as const) {
          const label = `${visitor} ${method} ${path}`;
          const result = await callRoute(request(path, method, cookies[visitor]));
          if (visitor === "partner") expectAdmitted(result, label);
          else expectRefused(result, method, visitor === "anonymous" ? 401 : 403, label);
        }
      }
    });
  }

  it("finds the owners-only routes, and refuses them to a company's staff member, page or action", async () => {
    const ownersOnly = partnerRoutes.filter((route) => OWNERS_ONLY.has(route.pattern));
    expect(ownersOnly.map((route) => route.pattern).sort()).toEqual([...OWNERS_ONLY].sort());
    for (const route of ownersOnly) {
      for (const method of ["GET", "POST"] as const) {
        const path = concrete(route.pattern);
        const result = await callRoute(request(path, method, partnerStaffCookie));
        // A route with an action only has no page to refuse: GET answers 405.
        const refusals = method === "GET" ? [403, 405] : [403];
        expect(refusals, `partner staff ${method} ${path}`).toContain(result.status);
      }
    }
  });

  it("before the panel: log-in is public, two-factor set-up and log-out need a signed-in member of staff", async () => {
    expect((await callRoute(request("/admin/login", "GET"))).status).toBe(200);
    for (const path of ["/admin/two-factor", "/admin/logout"]) {
      expectRefused(await callRoute(request(path, "GET")), "GET", 401, `anonymous GET ${path}`);
      expectRefused(await callRoute(request(path, "POST")), "POST", 401, `anonymous POST ${path}`);
      for (const visitor of ["customer", "partner"] as const) {
        expectRefused(await callRoute(request(path, "POST", cookies[visitor])), "POST", 403, `${visitor} ${path}`);
      }
    }
    // Staff with two-factor on have nothing to set up: back to the panel.
    expect(await callRoute(request("/admin/two-factor", "GET", cookies.staff))).toMatchObject({
      status: 302,
      location: "/admin",
    });
  });

  it("sends staff without two-factor to set it up, and refuses their actions", async () => {
    const staff = await signedIn("staff");
    expect(await callRoute(request("/admin", "GET", staff.cookie))).toMatchObject({
      status: 302,
      location: "/admin/two-factor",
    });
    expect((await callRoute(request("/admin", "POST", staff.cookie))).status).toBe(403);
    expect((await callRoute(request("/admin/two-factor", "GET", staff.cookie))).status).toBe(200);
  });
});
