import { describe, expect, it } from "vitest";
import { buildMeta } from "./seo";

const BASE = "https://movematch.example";
const matchesIn = (locale: string) => [{ id: "root", data: { locale, appUrl: BASE } }];
const links = (tags: ReturnType<typeof buildMeta>) =>
  tags.filter((tag) => "tagName" in tag && tag.tagName === "link") as Record<string, unknown>[];

describe("buildMeta", () => {
  it("gives a public page its own language's canonical and names both addresses and the default", () => {
    for (const [locale, canonical, ogLocale] of [
      ["en-GB", `${BASE}/about`, "en_GB"],
      ["lt", `${BASE}/lt/about`, "lt_LT"],
    ] as const) {
      const tags = buildMeta({ title: "About", description: "d", path: "/about", matches: matchesIn(locale) });
      expect(links(tags)).toEqual([
        { tagName: "link", rel: "canonical", href: canonical },
        { tagName: "link", rel: "alternate", hrefLang: "en-GB", href: `${BASE}/about` },
        { tagName: "link", rel: "alternate", hrefLang: "lt", href: `${BASE}/lt/about` },
        { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${BASE}/about` },
      ]);
      expect(tags).toContainEqual({ property: "og:url", content: canonical });
      expect(tags).toContainEqual({ property: "og:locale", content: ogLocale });
    }
  });

  it("names the home page's Lithuanian address /lt", () => {
    const tags = buildMeta({ title: "Home", description: "d", path: "/", matches: matchesIn("lt") });
    expect(links(tags)[0]).toEqual({ tagName: "link", rel: "canonical", href: `${BASE}/lt` });
  });

  it("gives a page with one address, or one not to index, no alternates", () => {
    const account = buildMeta({ title: "Log in", description: "d", path: "/account/login", matches: matchesIn("lt") });
    expect(links(account)).toEqual([{ tagName: "link", rel: "canonical", href: `${BASE}/account/login` }]);
    const missing = buildMeta({ title: "x", description: "d", path: "/", matches: matchesIn("lt"), noIndex: true });
    expect(links(missing).map((tag) => tag.rel)).toEqual(["canonical"]);
  });
});
