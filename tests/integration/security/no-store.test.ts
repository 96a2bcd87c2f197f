import { describe, expect, it } from "vitest";
import { createCompany } from "../../factories/companies";
import { createSignedInUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { page } from "../../support/http";
import { callRoute } from "../../support/routes";

/**
 * Pages for one person are never stored (app/server/no-store.server.ts): the middleware sits on
 * the signed-in areas' layouts and on the sign-in, password and token pages, so a page added to
 * an area gets it without asking. Public pages are left to their own caching.
 */
describe("Cache-Control: no-store", () => {
  const db = setupTestDatabase();

  it("is on every signed-in page of the back office and the admin panel", async () => {
    const partner = await createSignedInUser({ role: "partner", company: await createCompany(db()) });
    for (const path of ["/partner/admin", "/partner/admin/security"]) {
      const answer = await callRoute(page(path, { cookie: partner.cookie }));
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("cache-control"), path).toBe("private, no-store");
    }
    const staff = await createSignedInUser({ role: "staff", twoFactor: true });
    for (const path of ["/admin", "/admin/partners"]) {
      const answer = await callRoute(page(path, { cookie: staff.cookie }));
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("cache-control"), path).toBe("private, no-store");
    }
  }, 90_000);

  it("is on the sign-in, two-factor, password and token pages, and on the guards' redirects", async () => {
    for (const path of [
      "/account/login",
      "/admin/login",
      "/admin/two-factor",
      "/account/forgot-password",
      "/account/reset-password?token=x",
      "/account/set-password?token=x",
      "/my-request/not-a-real-token",
      "/review/not-a-real-token",
      "/partner/admin",
      "/admin",
    ]) {
      expect((await callRoute(page(path))).headers.get("cache-control"), path).toBe("private, no-store");
    }
  });

  it("is not put on public pages", async () => {
    for (const path of ["/", "/about", "/contact"]) {
      expect((await callRoute(page(path))).headers.get("cache-control") ?? "", path).not.toContain("no-store");
    }
  });
});
