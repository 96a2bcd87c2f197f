import { describe, expect, it } from "vitest";
import { PLURAL_CATEGORIES } from "./catalog";
import { serverI18n } from "./catalogues.server";
import { LOCALES } from "./config";
import { lt } from "./lt";
import { emails as ltEmails } from "./lt/emails";

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every key of a catalogue as a dotted path, with its text. */
function entries(catalogue: object, prefix = ""): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]): [string, string][] =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : entries(value, `${prefix}${key}.`),
  );
}

describe("Lithuanian plurals", () => {
  it("the catalogues know every plural category Intl.PluralRules uses", () => {
    for (const locale of LOCALES) {
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      expect([...categories].sort(), locale).toEqual([...PLURAL_CATEGORIES[locale]].sort());
    }
  });

  it("every count string in the lt catalogues has its one, few, many and other forms", () => {
    const keys = entries({ ...lt, emails: ltEmails }).map(([key]) => key);
    const bases = new Set(keys.filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, "")));
    expect(bases.size).toBeGreaterThan(5);
    for (const base of bases) {
      for (const category of PLURAL_CATEGORIES.lt) expect(keys, base).toContain(`${base}_${category}`);
    }
  });

  it.each([
    [1, "1 įmonė"],
    [3, "3 įmonės"],
    [10, "10 įmonių"],
    [21, "21 įmonė"],
    [1.5, "1.5 įmonės"],
  ])("counts %s companies on the landing page as '%s'", (count, text) => {
    const t = serverI18n("lt").getFixedT("lt", "home");
    expect(t("cities.companies", { count })).toBe(text);
  });

  it("words other counts in the right form too", () => {
    // Any namespace's key, as the pages translate message keys.
    const t = serverI18n("lt").t as unknown as (key: string, options: object) => string;
    expect(t("quote:errors.codeWrong", { count: 3 })).toBe("Kodas neteisingas. Liko 3 bandymai.");
    expect(t("quote:errors.codeWrong", { count: 1 })).toBe("Kodas neteisingas. Liko 1 bandymas.");
    expect(t("partner:area.selectedCount", { count: 3 })).toBe("Pasirinkti 3 miestai");
    expect(t("partner:area.selectedCount", { count: 10 })).toBe("Pasirinkta 10 miestų");
    expect(t("directory:city.count", { count: 21, city: "Leeds" })).toBe("Leeds: 21 perkraustymo įmonė");
    expect(t("emails:quoteRequestConfirmation.reviews", { count: 3 })).toBe("3 atsiliepimai");
  });

  it("keeps English in its two forms", () => {
    const t = serverI18n("en-GB").getFixedT("en-GB", "home");
    expect(t("cities.companies", { count: 1 })).toBe("1 company");
    expect(t("cities.companies", { count: 3 })).toBe("3 companies");
  });
});
