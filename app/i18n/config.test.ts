import { describe, expect, it } from "vitest";
import { resolveLocale } from "./config";

function headers(values: Record<string, string>) {
  return new Headers(values);
}

describe("resolveLocale", () => {
  it("defaults to en-GB", () => {
    expect(resolveLocale(headers({}))).toBe("en-GB");
    expect(resolveLocale(headers({ "accept-language": "fr-FR,de;q=0.8" }))).toBe("en-GB");
  });

  it("follows Accept-Language by quality", () => {
    expect(resolveLocale(headers({ "accept-language": "lt-LT,lt;q=0.9,en;q=0.8" }))).toBe("lt");
    expect(resolveLocale(headers({ "accept-language": "en;q=0.5, lt;q=0.9" }))).toBe("lt");
    expect(resolveLocale(headers({ "accept-language": "fr, en-US;q=0.7" }))).toBe("en-GB");
  });

  it("lets the cookie win over the header and ignores unknown cookie values", () => {
    expect(resolveLocale(headers({ cookie: "a=1; locale=lt", "accept-language": "en-GB" }))).toBe("lt");
    expect(resolveLocale(headers({ cookie: "locale=en-GB", "accept-language": "lt" }))).toBe("en-GB");
    expect(resolveLocale(headers({ cookie: "locale=xx", "accept-language": "lt" }))).toBe("lt");
  });

  it("ignores a locale cookie that cannot be decoded instead of failing the page", () => {
    expect(resolveLocale(headers({ cookie: "locale=%E0%A4%A" }))).toBe("en-GB");
    expect(resolveLocale(headers({ cookie: "locale=%", "accept-language": "lt" }))).toBe("lt");
  });
});
