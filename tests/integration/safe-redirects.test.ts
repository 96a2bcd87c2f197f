import { describe, expect, it } from "vitest";
import { loader as adminLoginLoader } from "~/routes/admin/login";
import { loader as loginLoader } from "~/routes/auth/login";
import { loader as loginRedirectLoader } from "~/routes/auth/login-redirect";
import { action as localeAction } from "~/routes/resources/locale";
import { createSignedInUser } from "../factories/users";
import { setupTestDatabase } from "../setup/test-database";
import { args as routeArgs } from "../support/http";

const ORIGIN = "http://localhost:3000";
const HOSTILE = ["/.//evil.example", "/a/..//evil.example", "/%2e//evil.example", "/\\evil.example", "//evil.example"];

function args<T extends (...a: never[]) => unknown>(request: Request): Parameters<T>[0] {
  return routeArgs(request, { clientIp: "127.0.0.1" });
}

/** The Location a loader or action answered (returned or thrown), or null. */
async function locationOf(run: () => unknown): Promise<string | null> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (!(result instanceof Response)) throw new Error(`expected a redirect, got ${JSON.stringify(result)}`);
  expect([301, 302]).toContain(result.status);
  return result.headers.get("location");
}

describe("return paths from the request never leave the site", () => {
  setupTestDatabase();

  it("signed-in /account/login?redirectTo= goes home instead of to another host", async () => {
    const staff = await createSignedInUser({ role: "staff" });
    for (const hostile of HOSTILE) {
      const request = new Request(`${ORIGIN}/account/login?redirectTo=${encodeURIComponent(hostile)}`, {
        headers: { cookie: staff.cookie },
      });
      const location = await locationOf(() => loginLoader(args<typeof loginLoader>(request)));
      expect(location, hostile).toBe("/admin");
    }
    const inside = new Request(`${ORIGIN}/account/login?redirectTo=${encodeURIComponent("/admin?tab=contacts")}`, {
      headers: { cookie: staff.cookie },
    });
    expect(await locationOf(() => loginLoader(args<typeof loginLoader>(inside)))).toBe("/admin?tab=contacts");
  });

  it("signed-in /admin/login?redirectTo= stays in the admin area", async () => {
    const staff = await createSignedInUser({ role: "staff" });
    for (const hostile of [...HOSTILE, "/admin/..//evil.example"]) {
      const request = new Request(`${ORIGIN}/admin/login?redirectTo=${encodeURIComponent(hostile)}`, {
        headers: { cookie: staff.cookie },
      });
      expect(await locationOf(() => adminLoginLoader(args<typeof adminLoginLoader>(request))), hostile).toBe("/admin");
    }
  });

  it("/login?redirectTo= drops a hostile return path on the way to /account/login", async () => {
    for (const hostile of HOSTILE) {
      const request = new Request(`${ORIGIN}/login?redirectTo=${encodeURIComponent(hostile)}&notice=no-access`);
      const location = await locationOf(() => loginRedirectLoader(args<typeof loginRedirectLoader>(request)));
      expect(location, hostile).toBe("/account/login?notice=no-access");
    }
    const kept = new Request(`${ORIGIN}/login?redirectTo=%2Fpartner%2Fadmin`);
    expect(await locationOf(() => loginRedirectLoader(args<typeof loginRedirectLoader>(kept)))).toBe(
      "/account/login?redirectTo=%2Fpartner%2Fadmin",
    );
  });

  it("POST /locale goes back to a same-site path only", async () => {
    const post = (returnTo: string) =>
      new Request(`${ORIGIN}/locale`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
        body: new URLSearchParams({ locale: "lt", returnTo }),
      });
    for (const hostile of HOSTILE) {
      const location = await locationOf(() => localeAction(args<typeof localeAction>(post(hostile))));
      expect(location, hostile).toBe("/");
    }
    expect(await locationOf(() => localeAction(args<typeof localeAction>(post("/movers/greater-london/london"))))).toBe(
      "/movers/greater-london/london",
    );
  });

  it("POST /locale answers a body that is neither a form nor JSON with a 4xx", async () => {
    const request = new Request(`${ORIGIN}/locale`, {
      method: "POST",
      headers: { "content-type": "text/plain", origin: ORIGIN },
      body: "locale=lt",
    });
    const thrown = await Promise.resolve()
      .then(() => localeAction(args<typeof localeAction>(request)))
      .catch((error: unknown) => error);
    const status = thrown instanceof Response ? thrown.status : (thrown as { init?: ResponseInit }).init?.status;
    expect(status).toBe(415);
  });
});
