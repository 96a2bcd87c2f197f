import { describe, expect, it } from "vitest";
import { resolveLocale } from "./addresses";
import { preferredLocale } from "./config";

function headers(values: Record<string, string>) {
  return new Headers(values);
}

describe("preferredLocale", () => {
  it("defaults to en-GB", () => {
    expect(preferredLocale(headers({}))).toBe("en-GB");
    expect(preferredLocale(headers({ "accept-language": "fr-FR,de;q=0.8" }))).toBe("en-GB");
  });

  it("follows Accept-Language by quality", () => {
    expect(preferredLocale(headers({ "accept-language": "lt-LT,lt;q=0.9,en;q=0.8" }))).toBe("lt");
    expect(preferredLocale(headers({ "accept-language": "en;q=0.5, lt;q=0.9" }))).toBe("lt");
    expect(preferredLocale(headers({ "accept-language": "fr, en-US;q=0.7" }))).toBe("en-GB");
  });

  it("lets the cookie win over the header and ignores unknown cookie values", () => {
    expect(preferredLocale(headers({ cookie: "a=1; locale=lt", "accept-language": "en-GB" }))).toBe("lt");
    expect(preferredLocale(headers({ cookie: "locale=en-GB", "accept-language": "lt" }))).toBe("en-GB");
    expect(preferredLocale(headers({ cookie: "locale=xx", "accept-language": "lt" }))).toBe("lt");
  });

  it("ignores a locale cookie that cannot be decoded instead of failing the page", () => {
    expect(preferredLocale(headers({ cookie: "locale=%E0%A4%A" }))).toBe("en-GB");
    expect(preferredLocale(headers({ cookie: "locale=%", "accept-language": "lt" }))).toBe("lt");
  });
});

describe("resolveLocale", () => {
  const request = (path: string, values: Record<string, string> = {}) =>
    new Request(`http://localhost${path}`, { headers: values });
  const prefersLithuanian = { cookie: "locale=lt", "accept-language": "lt" };

  it("takes a public page's language from its address, whatever the preference", () => {
    expect(resolveLocale(request("/lt/about"))).toBe("lt");
    expect(resolveLocale(request("/lt"))).toBe("lt");
    expect(resolveLocale(request("/lt/company/acme-removals", { cookie: "locale=en-GB" }))).toBe("lt");
    expect(resolveLocale(request("/about", prefersLithuanian))).toBe("en-GB");
    expect(resolveLocale(request("/movers/greater-london/london?page=2", prefersLithuanian))).toBe("en-GB");
  });

  it("follows the preference on pages whose address names no language", () => {
    expect(resolveLocale(request("/account/login", prefersLithuanian))).toBe("lt");
    expect(resolveLocale(request("/partner/admin/work", { cookie: "locale=lt" }))).toBe("lt");
    expect(resolveLocale(request("/my-request", { "accept-language": "lt" }))).toBe("lt");
    expect(resolveLocale(request("/account/login"))).toBe("en-GB");
  });
});
