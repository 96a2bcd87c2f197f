import { describe, expect, it } from "vitest";
import { serverI18n } from "./catalogues.server";
import { i18nFor, registerCatalogue } from "./i18n";

describe("i18nFor", () => {
  it("gives each locale one instance, reused by every render, in that locale", () => {
    const english = serverI18n("en-GB");
    expect(i18nFor("en-GB")).toBe(english);
    expect(i18nFor("lt")).not.toBe(english);
    expect(english.language).toBe("en-GB");
    expect(i18nFor("lt").language).toBe("lt");
    expect(english.t("common:errors.notFoundTitle")).toBe("Page not found");
    expect(i18nFor("lt").t("emails:helloName", { name: "Jonas" })).toContain("Jonas");
  });

  it("is made again when a catalogue is registered, so it never misses what was added", () => {
    const before = i18nFor("en-GB");
    registerCatalogue("en-GB", { common: { ...before.getResourceBundle("en-GB", "common"), siteName: "Renamed" } });
    const after = i18nFor("en-GB");
    expect(after).not.toBe(before);
    expect(after.t("common:siteName")).toBe("Renamed");
    expect(after.t("emails:helloName", { name: "Jo" })).toContain("Jo");
  });
});
