import { describe, expect, it } from "vitest";
import { loader as sitemapLoader } from "~/routes/resources/sitemap[.]xml";
import { setupTestDatabase } from "../../setup/test-database";
import { ORIGIN } from "../../support/http";
import { callRoute } from "../../support/routes";

/**
 * A public page's language is in its address (docs/decisions/023-language-in-the-address.md):
 * the home page sends only a visitor who prefers Lithuanian on to /lt, and the sitemap names
 * every page at both of its addresses.
 */
describe("pages in two languages at two addresses", () => {
  setupTestDatabase();

  const home = (headers: Record<string, string>) => callRoute(new Request(`${ORIGIN}/`, { headers }));

  it("sends a visitor who prefers Lithuanian from / to /lt, by the cookie or, without one, the browser", async () => {
    const preferences: Record<string, string>[] = [
      { "accept-language": "lt-LT,lt;q=0.9,en;q=0.5" },
      { cookie: "locale=lt" },
    ];
    for (const preference of preferences) {
      const answer = await home(preference);
      expect(answer.status, JSON.stringify(preference)).toBe(302);
      expect(answer.location).toBe("/lt");
      expect(answer.headers.get("vary")).toMatch(/Cookie.*Accept-Language/);
    }
  });

  it("keeps the English home page for an English preference, a link from the site, and no preference", async () => {
    const choices: Record<string, string>[] = [
      {},
      { "accept-language": "en-GB,en;q=0.9" },
      { cookie: "locale=en-GB", "accept-language": "lt" },
      { "accept-language": "lt", "sec-fetch-site": "same-origin" },
    ];
    for (const headers of choices) {
      expect((await home(headers)).status, JSON.stringify(headers)).toBe(200);
    }
    expect((await callRoute(new Request(`${ORIGIN}/lt`, { headers: { cookie: "locale=en-GB" } }))).status).toBe(200);
  });

  it("lists each page at both addresses, each naming the other and English as the default", async () => {
    const xml = await (await sitemapLoader()).text();
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1] ?? "");
    const entryFor = (path: string) => urls.find((url) => url.includes(`<loc>${ORIGIN}${path}</loc>`));
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="en-GB" href="${ORIGIN}/about"/>`,
      `<xhtml:link rel="alternate" hreflang="lt" href="${ORIGIN}/lt/about"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/about"/>`,
    ];
    for (const path of ["/about", "/lt/about"]) {
      const entry = entryFor(path);
      expect(entry, path).toBeDefined();
      for (const alternate of alternates) expect(entry).toContain(alternate);
    }
    expect(entryFor("/lt")).toContain(`hreflang="x-default" href="${ORIGIN}/"`);
    // Every English address has its Lithuanian twin.
    const locations = urls.map((url) => /<loc>(.*?)<\/loc>/.exec(url)?.[1] ?? "");
    const english = locations.filter((loc) => !loc.startsWith(`${ORIGIN}/lt`));
    expect(english.length).toBeGreaterThan(10);
    expect(locations.length).toBe(english.length * 2);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });
});
