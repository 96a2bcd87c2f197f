import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import { logIn, waitForHydration } from "./support/page";
import { seed } from "./support/seed";
import { expect, type Page, test } from "./support/test";

/**
 * The production server's headers (docs/security.md, "HTTP"): every public page of app/routes.ts
 * carries a Content-Security-Policy whose scripts need a nonce that changes with each response,
 * and every inline script of the page carries exactly that nonce; pages for one person are never
 * stored; and the pages run in Chromium without a single CSP violation.
 */

/** The public site's page patterns, from the route list itself (the public layout's children). */
function publicPatterns(): string[] {
  const publicLayout = routes.find((entry) => entry.file === "routes/public/layout.tsx") as RouteConfigEntry;
  return (publicLayout.children ?? []).map((entry) => (entry.index ? "" : (entry.path ?? "")));
}

/** A concrete address for a pattern: a real one from the sitemap when there is one. */
function concrete(pattern: string, sitemap: string[]): string {
  if (pattern === "*") return "/no-such-page";
  if (!pattern.includes(":")) return `/${pattern}`;
  const shape = new RegExp(`^/${pattern.replace(/:[a-zA-Z]+/g, "[^/]+")}$`);
  return sitemap.find((path) => shape.test(path)) ?? `/${pattern.replace(/:[a-zA-Z]+/g, "unknown")}`;
}

function directives(csp: string | undefined): Map<string, string[]> {
  return new Map(
    (csp ?? "").split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values] as [string, string[]];
    }),
  );
}

test("every public page sends a nonce-based CSP, and every inline script carries that response's nonce", async ({
  request,
}) => {
  const sitemapXml = await (await request.get("/sitemap.xml")).text();
  const sitemap = [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  const paths = publicPatterns().map((pattern) => concrete(pattern, sitemap));
  expect(paths.length).toBeGreaterThan(30);
  const nonces = new Set<string>();
  const withScripts: string[] = [];

  for (const path of paths) {
    const response = await request.get(path);
    expect([200, 404], path).toContain(response.status());
    const headers = response.headers();
    const csp = directives(headers["content-security-policy"]);
    const scriptSrc = csp.get("script-src") ?? [];
    expect(scriptSrc.join(" "), path).not.toContain("unsafe-inline");
    expect(scriptSrc.join(" "), path).not.toContain("unsafe-eval");
    const nonce = scriptSrc.find((source) => source.startsWith("'nonce-"))?.slice(7, -1) ?? "";
    expect(nonce, path).toMatch(/^[\w-]{22,}$/);
    nonces.add(nonce);
    expect(csp.get("frame-ancestors"), path).toEqual(["'none'"]);
    expect(csp.get("object-src"), path).toEqual(["'none'"]);
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["permissions-policy"], path).toContain("camera=()");
    expect(headers["referrer-policy"], path).toMatch(/^(strict-origin-when-cross-origin|same-origin)$/);
    // Over plain http (this run's loopback server) there is no HSTS; it is sent only over https.
    expect(headers["strict-transport-security"], path).toBeUndefined();

    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? "");
    const executable = scripts.filter((attributes) => !attributes.includes('type="application/ld+json"'));
    // Pages that work without JavaScript have none (docs/decisions/013-pages-without-javascript.md).
    if (executable.length > 0) withScripts.push(path);
    for (const attributes of executable) expect(attributes, path).toContain(`nonce="${nonce}"`);
  }
  expect(withScripts).toEqual(expect.arrayContaining(["/", "/quote", "/contact", "/become-partner"]));
  // One nonce per response, never reused.
  expect(nonces.size).toBe(paths.length);
});

test("static files carry the same headers", async ({ request }) => {
  // Where a page names no icon (a PDF in the browser's viewer), the browser asks for /favicon.ico.
  const icon = await request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toContain("image/svg+xml");
  const response = await request.get("/favicon.svg");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  // The back office's icon sprite is a file of the build as the public site's is, cached alike.
  const sprite = await request.get("/icons.svg");
  const backOfficeSprite = await request.get("/back-office-icons.svg");
  expect(backOfficeSprite.status()).toBe(200);
  expect(backOfficeSprite.headers()["content-type"]).toContain("image/svg+xml");
  expect(backOfficeSprite.headers()["cache-control"]).toBe(sprite.headers()["cache-control"]);
  // Uploaded images: the headers once each (a second nosniff from the route doubled it).
  const media = await request.get("/media/logo-0000000000000000.webp");
  expect(media.status()).toBe(404);
  expect(media.headersArray().filter(({ name }) => name.toLowerCase() === "x-content-type-options")).toEqual([
    { name: expect.any(String), value: "nosniff" },
  ]);
});

test("sign-in, password, token and back-office pages are never stored", async ({ page, request }) => {
  for (const path of [
    "/account/login",
    "/admin/login",
    "/account/forgot-password",
    "/account/reset-password?token=x",
  ]) {
    expect((await request.get(path)).headers()["cache-control"], path).toBe("private, no-store");
  }
  const quoted = await seed("quotedRequest", { prices: ["45000"] });
  expect((await request.get(quoted.path)).headers()["cache-control"]).toBe("private, no-store");
  // A public page is not marked so.
  expect((await request.get("/about")).headers()["cache-control"] ?? "").not.toContain("no-store");

  const partner = await seed("signedUpPartner", {});
  await page.goto("/partner/admin");
  await logIn(page, partner.email, partner.password);
  await expect(page).toHaveURL(/\/partner\/admin$/);
  for (const path of ["/partner/admin", "/partner/admin/profile/edit", "/partner/admin/security"]) {
    const response = await page.goto(path);
    expect(response?.headers()["cache-control"], path).toBe("private, no-store");
  }
});

/** CSP violations the page reports, as the browser sees them. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

test("pages hydrate and run with no CSP violation: home, quote wizard, a company page with its map, log-in", async ({
  page,
  request,
}) => {
  const sitemapXml = await (await request.get("/sitemap.xml")).text();
  const company = /<loc>[^<]*(\/company\/[^<]+)<\/loc>/.exec(sitemapXml)?.[1] ?? "/company/unknown";
  const city = /<loc>[^<]*(\/movers\/[^<]+)<\/loc>/.exec(sitemapXml)?.[1] ?? "/movers/unknown/unknown";
  const violations = await watchViolations(page);
  for (const path of ["/quote", "/account/login", "/become-partner"]) {
    await page.goto(path);
    await waitForHydration(page);
  }
  // Sent without the app's scripts: nothing to hydrate, nothing to violate either.
  for (const path of [company, city]) {
    await page.goto(path, { waitUntil: "networkidle" });
  }
  // The home page starts the app when the visitor reaches for its postcode box: the scripts it
  // adds then carry the nonce.
  await page.goto("/");
  await page.getByRole("textbox", { name: "Your postcode" }).focus();
  await waitForHydration(page);
  expect(violations).toEqual([]);
});
