import { describe, expect, it } from "vitest";
import { localeOfAddress, localizedPath } from "./addresses";

describe("localizedPath", () => {
  it("puts a public page under /lt/ in Lithuanian and takes it out in English", () => {
    expect(localizedPath("/about", "lt")).toBe("/lt/about");
    expect(localizedPath("/", "lt")).toBe("/lt");
    expect(localizedPath("/movers/greater-london/london", "lt")).toBe("/lt/movers/greater-london/london");
    expect(localizedPath("/lt/about", "en-GB")).toBe("/about");
    expect(localizedPath("/lt", "en-GB")).toBe("/");
    expect(localizedPath("/lt/", "en-GB")).toBe("/");
    expect(localizedPath("/lt//evil.example", "en-GB")).toBe("/evil.example");
  });

  it("leaves an address already in the language as it is", () => {
    expect(localizedPath("/lt/blog/packing-tips", "lt")).toBe("/lt/blog/packing-tips");
    expect(localizedPath("/faq", "en-GB")).toBe("/faq");
  });

  it("keeps the query and the fragment", () => {
    expect(localizedPath("/quote?postcode=SW1A%201AA", "lt")).toBe("/lt/quote?postcode=SW1A%201AA");
    expect(localizedPath("/faq#partners", "lt")).toBe("/lt/faq#partners");
    expect(localizedPath("/lt/quote?company=acme", "en-GB")).toBe("/quote?company=acme");
  });

  it("leaves pages with one address in every language, files and other sites alone", () => {
    for (const path of ["/account/login", "/partner/admin/work", "/my-request/abc", "/sitemap.xml", "/about/team"]) {
      expect(localizedPath(path, "lt")).toBe(path);
    }
    expect(localizedPath("https://example.com/about", "lt")).toBe("https://example.com/about");
    expect(localizedPath("//example.com/about", "lt")).toBe("//example.com/about");
    expect(localizedPath("#main", "lt")).toBe("#main");
    expect(localizedPath("mailto:help@example.com", "lt")).toBe("mailto:help@example.com");
  });
});

describe("localeOfAddress", () => {
  it("names Lithuanian under /lt/, English at a public page and nothing elsewhere", () => {
    expect(localeOfAddress("/lt")).toBe("lt");
    expect(localeOfAddress("/lt/no-such-page")).toBe("lt");
    expect(localeOfAddress("/")).toBe("en-GB");
    expect(localeOfAddress("/company/acme")).toBe("en-GB");
    expect(localeOfAddress("/ltd-movers")).toBeUndefined();
    expect(localeOfAddress("/account/login")).toBeUndefined();
    expect(localeOfAddress("/admin")).toBeUndefined();
  });
});
