import { expect, test } from "./support/test";

const publicRoutes = [
  "/",
  "/about",
  "/services",
  "/contact",
  "/man-and-van",
  "/local-movers",
  "/piano-removals",
  "/international",
  "/moving-abroad",
  "/how-it-works",
  "/domestic",
  "/moving-guides",
  "/blog",
  "/faq",
  "/partner-faq",
  "/how-leads-are-shared",
  "/become-partner",
  "/account/login",
  "/quote",
  "/removal-van",
  "/disclaimer",
  "/privacy",
  "/cookies",
];

test.describe("routes", () => {
  for (const route of publicRoutes) {
    test(`${route} answers 200 with server-rendered HTML`, async ({ request }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();
      expect(html).toMatch(/<h1[\s>]/);
      expect(html).toContain("<title>");
      expect(html).toContain("</footer>");
    });
  }

  test("an unknown path answers 404 with a helpful page", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/this-page-does-not-exist: .*status of 404/);
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });

  test("the admin sign-in page uses the admin area's frame, not the public site's", async ({ page }) => {
    await page.goto("/admin/login");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "View the site" })).toHaveAttribute("href", "/");
  });

  test("/login redirects to the sign-in page", async ({ request }) => {
    const response = await request.get("/login", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/account/login");
  });

  test("the back office and the admin panel send anonymous visitors to sign in", async ({ request }) => {
    const expected: [string, string][] = [
      ["/partner/admin", "/account/login?redirectTo=%2Fpartner%2Fadmin"],
      ["/partner/admin/work", "/account/login?redirectTo=%2Fpartner%2Fadmin%2Fwork"],
      ["/partner/admin/payments", "/account/login?redirectTo=%2Fpartner%2Fadmin%2Fpayments"],
      ["/admin", "/admin/login?redirectTo=%2Fadmin"],
    ];
    for (const [path, location] of expected) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toBe(location);
    }
  });

  test("/healthz reports the database", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "up" });
  });

  test("the language switch links to the same page in the other language and remembers the choice", async ({
    page,
  }) => {
    await page.goto("/movers/greater-london/london?page=1");
    const switcher = page.getByRole("navigation", { name: "Language" });
    await switcher.getByRole("link", { name: "Lietuvių" }).click();
    await expect(page).toHaveURL(/\/lt\/movers\/greater-london\/london\?page=1$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "lt");
    // Links on a Lithuanian page stay in Lithuanian.
    await page.getByRole("contentinfo").getByRole("link", { name: "DUK" }).first().click();
    await expect(page).toHaveURL(/\/lt\/faq$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "lt");
    // The choice is the visitor's preference where the address names no language.
    await page.goto("/account/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "lt");
    // An English address stays English, and the switch leads back to it and to English.
    await page.goto("/lt/about");
    await page.getByRole("navigation", { name: "Kalba" }).getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
    await page.goto("/account/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
  });

  test("each public page names its two addresses for search engines", async ({ page }) => {
    for (const path of ["/about", "/lt/about"]) {
      await page.goto(path);
      const href = (selector: string) => page.locator(selector).getAttribute("href");
      expect(new URL((await href('link[rel="canonical"]')) ?? "").pathname, path).toBe(path);
      expect(new URL((await href('link[rel="alternate"][hreflang="en-GB"]')) ?? "").pathname).toBe("/about");
      expect(new URL((await href('link[rel="alternate"][hreflang="lt"]')) ?? "").pathname).toBe("/lt/about");
      expect(new URL((await href('link[rel="alternate"][hreflang="x-default"]')) ?? "").pathname).toBe("/about");
    }
  });
});
