import { eq, isNotNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session, user } from "~/db/schema";
import { action as apiAuthAction, loader as apiAuthLoader, BROWSER_AUTH_PATHS } from "~/routes/resources/api.auth.$";
import { AUTH_BASE_PATH, getAuth } from "~/server/auth/auth.server";
import { getSessionUser } from "~/server/auth/guards.server";
import { createSignedInUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { args } from "../../support/http";

const ORIGIN = "http://localhost:3000";

/** A request to /api/auth<path> as a browser would send it: same origin, JSON body for POST. */
function call(method: "GET" | "POST", path: string, { cookie, body }: { cookie?: string; body?: unknown } = {}) {
  const headers = new Headers({ origin: ORIGIN, accept: "application/json" });
  if (cookie) headers.set("cookie", cookie);
  if (method === "POST") headers.set("content-type", "application/json");
  const request = new Request(`${ORIGIN}${AUTH_BASE_PATH}${path}`, {
    method,
    headers,
    body: method === "POST" ? JSON.stringify(body ?? {}) : undefined,
  });
  const routeArgs = args(request, { params: { "*": path.slice(1) } });
  return method === "GET" ? apiAuthLoader(routeArgs) : apiAuthAction(routeArgs);
}

/** The admin plugin's endpoints, each with the body that would act on `target`. */
function adminEndpoints(target: { id: string; email: string }) {
  return [
    { method: "GET", path: `/admin/list-users?limit=100` },
    { method: "GET", path: `/admin/get-user?id=${target.id}` },
    { method: "POST", path: "/admin/ban-user", body: { userId: target.id } },
    { method: "POST", path: "/admin/unban-user", body: { userId: target.id } },
    { method: "POST", path: "/admin/list-user-sessions", body: { userId: target.id } },
    { method: "POST", path: "/admin/revoke-user-sessions", body: { userId: target.id } },
    { method: "POST", path: "/admin/set-role", body: { userId: target.id, role: "customer" } },
    { method: "POST", path: "/admin/set-user-password", body: { userId: target.id, newPassword: "taken over 12345" } },
    { method: "POST", path: "/admin/update-user", body: { userId: target.id, data: { email: "thief@example.com" } } },
    { method: "POST", path: "/admin/impersonate-user", body: { userId: target.id } },
    { method: "POST", path: "/admin/remove-user", body: { userId: target.id } },
    {
      method: "POST",
      path: "/admin/create-user",
      body: { email: "made-up@example.com", password: "a long new password", name: "Made Up", role: "admin" },
    },
  ] as const;
}

describe("better-auth's HTTP endpoints", () => {
  const db = setupTestDatabase();

  it("refuse every admin-plugin endpoint to staff and to admins, and the target admin is untouched", async () => {
    const target = await createSignedInUser({ role: "admin" });
    const staff = await createSignedInUser({ role: "staff" });
    const admin = await createSignedInUser({ role: "admin" });
    const [{ users: usersBefore } = { users: 0 }] = await db().select({ users: sql<number>`count(*)::int` }).from(user);

    for (const caller of [staff, admin]) {
      for (const endpoint of adminEndpoints(target)) {
        const body = "body" in endpoint ? endpoint.body : undefined;
        const response = await call(endpoint.method, endpoint.path, { cookie: caller.cookie, body });
        expect(response.status, `${endpoint.path} as ${caller === staff ? "staff" : "admin"}`).toBe(404);
      }
    }

    expect(await getSessionUser(new Request(ORIGIN, { headers: { cookie: target.cookie } }))).toMatchObject({
      id: target.id,
      role: "admin",
    });
    const [row] = await db().select().from(user).where(eq(user.id, target.id));
    expect(row).toMatchObject({ email: target.email, role: "admin", banned: false });
    const [{ users: usersAfter } = { users: -1 }] = await db().select({ users: sql<number>`count(*)::int` }).from(user);
    expect(usersAfter).toBe(usersBefore);
    expect(await db().select().from(session).where(isNotNull(session.impersonatedBy))).toHaveLength(0);
  });

  it("answer 404 for every path but the browser allowlist, whatever the method", async () => {
    const admin = await createSignedInUser({ role: "admin" });
    const auth = await getAuth();
    const paths = new Set(
      Object.values(auth.api)
        .map((endpoint) => (endpoint as { path?: string }).path)
        .filter((path): path is string => typeof path === "string")
        .map((path) => path.replace(/:[a-z]+/gi, "x")),
    );
    // Every admin-plugin and two-factor endpoint is in the list being checked.
    expect([...paths].filter((path) => path.startsWith("/admin/")).length).toBeGreaterThanOrEqual(15);
    expect(paths).toContain("/two-factor/verify-totp");
    // Spellings that a careless prefix or case-insensitive match would let through.
    for (const variant of ["/admin/ban-user/", "//admin/ban-user", "/Admin/ban-user", "/admin%2Fban-user"]) {
      paths.add(variant);
    }
    for (const path of paths) {
      for (const method of ["GET", "POST"] as const) {
        const response = await call(method, path, { cookie: admin.cookie });
        if (BROWSER_AUTH_PATHS.has(path)) expect(response.status, `${method} ${path}`).not.toBe(404);
        else expect(response.status, `${method} ${path}`).toBe(404);
      }
    }
  });

  it("give staff no permission of the admin plugin, even called from server code with their session", async () => {
    const staff = await createSignedInUser({ role: "staff" });
    const target = await createSignedInUser({ role: "admin" });
    const auth = await getAuth();
    const headers = new Headers({ cookie: staff.cookie });
    await expect(auth.api.banUser({ body: { userId: target.id }, headers })).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(auth.api.listUsers({ query: {}, headers })).rejects.toMatchObject({ statusCode: 403 });
    await expect(auth.api.revokeUserSessions({ body: { userId: target.id }, headers })).rejects.toMatchObject({
      statusCode: 403,
    });
    const [row] = await db().select({ banned: user.banned }).from(user).where(eq(user.id, target.id));
    expect(row?.banned).toBe(false);
  });
});
