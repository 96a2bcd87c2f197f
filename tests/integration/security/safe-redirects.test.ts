import { describe, expect, it } from "vitest";
import { loader as adminLoginLoader } from "~/routes/admin/login";
import { loader as loginLoader } from "~/routes/auth/login";
import { loader as loginRedirectLoader } from "~/routes/auth/login-redirect";
import { loader as localeLoader } from "~/routes/resources/locale";
import { createSignedInUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { args as routeArgs } from "../../support/http";

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

  it("the language switch goes back to a same-site path only, in the chosen language", async () => {
    const switchTo = (locale: string, to: string) =>
      locationOf(() =>
        localeLoader(args<typeof localeLoader>(new Request(`${ORIGIN}/locale?${new URLSearchParams({ locale, to })}`))),
      );
    for (const hostile of [...HOSTILE, "/lt//evil.example", "/lt/\\evil.example"]) {
      for (const locale of ["en-GB", "lt"]) {
        const location = (await switchTo(locale, hostile)) ?? "";
        expect(new URL(location, ORIGIN).origin, `${locale} ${hostile}`).toBe(ORIGIN);
        expect(location, `${locale} ${hostile}`).toMatch(/^\/(?![/\\])/);
      }
    }
    expect(await switchTo("lt", "/movers/greater-london/london?page=2")).toBe(
      "/lt/movers/greater-london/london?page=2",
    );
    expect(await switchTo("en-GB", "/lt/movers/greater-london/london")).toBe("/movers/greater-london/london");
    expect(await switchTo("lt", "/account/login")).toBe("/account/login");
  });

  it("the language switch answers an unknown language with a 400", async () => {
    const thrown = await Promise.resolve()
      .then(() => localeLoader(args<typeof localeLoader>(new Request(`${ORIGIN}/locale?locale=xx&to=/about`))))
      .catch((error: unknown) => error);
    expect((thrown as { init?: ResponseInit }).init?.status).toBe(400);
  });
});
