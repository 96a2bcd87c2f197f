import i18next, { type i18n as I18n } from "i18next";
import { describe, expect, it } from "vitest";
import { serverI18n } from "./catalogues.server";
import { LOCALES } from "./config";
import { fixedT } from "./fixed-t";

type LooseT = (key: string, options?: object) => unknown;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every key of a catalogue as a dotted path, leaves and the objects above them. */
function keysOf(catalogue: object, prefix = ""): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) => {
    const path = `${prefix}${key}`;
    return typeof value === "object" && value !== null ? [path, ...keysOf(value, `${path}.`)] : [path];
  });
}

/** The keys a caller may ask for: each key, and each count string's base ("companies" for "companies_one"). */
function askedKeys(catalogue: object): string[] {
  const keys = keysOf(catalogue);
  return [
    ...new Set([
      ...keys,
      ...keys.filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, "")),
    ]),
  ];
}

const OPTIONS = [
  undefined,
  { count: 1 },
  { count: 3 },
  { count: 0 },
  { name: "Jonas", city: "Kaunas", count: 2 },
  { defaultValue: "Default" },
  { context: "male" },
  { returnObjects: true },
  { lng: "en-GB" },
] as const;

/**
 * Asks both for every key, each twice (the second answer of the fast `t` is its Map's), with
 * each set of options, and fails on the first difference.
 */
function expectSameAnswers(
  i18n: I18n,
  namespaces: string | string[],
  keys: readonly string[],
  optionSets: readonly (object | undefined)[] = OPTIONS,
) {
  const fast = fixedT(i18n, namespaces as never) as unknown as LooseT;
  const i18nextT = i18n.getFixedT(i18n.language, namespaces as never) as unknown as LooseT;
  let compared = 0;
  for (const key of keys) {
    for (const options of optionSets) {
      const expected = i18nextT(key, options);
      for (const round of [1, 2]) {
        const answer = options === undefined ? fast(key) : fast(key, options);
        if (!Object.is(answer, expected))
          expect(
            answer,
            `${i18n.language} ${namespaces} "${key}" ${JSON.stringify(options)} round ${round}`,
          ).toStrictEqual(expected);
        compared++;
      }
    }
  }
  return compared;
}

describe("fixedT", () => {
  it.each(LOCALES)(
    "answers as i18next's t for every key of every namespace in %s, plain, prefixed and missing",
    (locale) => {
      const i18n = serverI18n(locale);
      const bundles = new Map(Object.entries(i18n.store.data[locale] as Record<string, object>));
      const keysIn = (namespace: string) => askedKeys(bundles.get(namespace) ?? {});
      const namespaces = [...bundles.keys()];
      expect(namespaces).toEqual(expect.arrayContaining(["common", "layout", "home", "emails", "contact"]));
      const prefixed = namespaces.flatMap((namespace) => keysIn(namespace).map((key) => `${namespace}:${key}`));
      const missing = [
        "nothing.here",
        "common:nothing",
        "nothing:siteName",
        "errors",
        "a sentence: with a colon",
        "",
        "$t(common:siteName)",
      ];
      let compared = 0;
      for (const namespace of namespaces)
        compared += expectSameAnswers(i18n, namespace, [...keysIn(namespace), ...missing]);
      // Each key again with its namespace before it: no options, and those that change the lookup.
      compared += expectSameAnswers(i18n, "common", prefixed, [undefined, { count: 3 }, { lng: "en-GB" }]);
      // The emails' list: a key of either namespace, the first one's first.
      compared += expectSameAnswers(
        i18n,
        ["emails", "contact"],
        [...keysIn("emails"), ...keysIn("contact"), ...missing],
      );
      expect(compared).toBeGreaterThan(10_000);
    },
  );

  it("answers as i18next's t where texts need its processing or come from the fallback language", () => {
    const i18n = i18next.createInstance();
    const english = {
      common: {
        plain: "Plain",
        onlyEnglish: "Only in English",
        greeting: "Hello {{name}}",
        nested: "See $t(common:plain)",
        empty: "",
        companies_one: "{{count}} company",
        companies_other: "{{count}} companies",
        list: ["a", "b"],
        group: { inner: "Inner" },
        "dotted.key": "Dotted",
      },
    };
    const { onlyEnglish: _, ...lithuanian } = english.common;
    i18n.init({
      lng: "lt",
      fallbackLng: "en-GB",
      resources: { "en-GB": english, lt: { common: { ...lithuanian, plain: "Paprastas" } } },
      defaultNS: "common",
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    const keys = [...askedKeys(english.common), "common:plain", "missing", "dotted.key", "group"];
    expect(expectSameAnswers(i18n, "common", keys)).toBeGreaterThan(0);
    expect((fixedT(i18n, "common" as never) as unknown as LooseT)("onlyEnglish")).toBe("Only in English");
  });

  it("keeps asking i18next while a namespace of its list is still downloading", async () => {
    const i18n = i18next.createInstance();
    i18n
      .use({
        type: "backend",
        init() {},
        read(_language: string, _namespace: string, callback: (error: null, data: object) => void) {
          setTimeout(() => callback(null, { title: "From the first namespace" }), 1);
        },
      })
      .init({
        lng: "en-GB",
        resources: { "en-GB": { second: { title: "From the second namespace" } } },
        ns: ["second"],
        partialBundledLanguages: true,
        initAsync: false,
      });
    const t = fixedT(i18n, ["first", "second"] as never) as unknown as LooseT;
    expect(t("title")).toBe("From the second namespace");
    expect(t("title", { count: 2 })).toBe("From the second namespace");
    await i18n.loadNamespaces("first");
    expect(t("title")).toBe("From the first namespace");
    expect(t("title", { count: 2 })).toBe("From the first namespace");
  });

  it("is one t per instance and namespace, carrying i18next's namespace for <Trans>", () => {
    const i18n = serverI18n("lt");
    expect(fixedT(i18n, "home")).toBe(fixedT(i18n, "home"));
    expect(fixedT(i18n, "home")).not.toBe(fixedT(serverI18n("en-GB"), "home"));
    expect((fixedT(i18n, ["emails", "contact"]) as unknown as { ns: unknown }).ns).toEqual(["emails", "contact"]);
  });
});
