import type { Locale } from "./config";

/**
 * The plural categories of each language, as Intl.PluralRules names them (i18next picks
 * "key_<category>" by them). English has two; Lithuanian four: 1, 21 → one; 2-9, 22 → few;
 * fractions → many; 0, 10-20, 30 → other. app/i18n/plurals.test.ts checks these against Intl.
 */
export const PLURAL_CATEGORIES = {
  "en-GB": ["one", "other"],
  lt: ["one", "few", "many", "other"],
} as const satisfies Record<Locale, readonly Intl.LDMLPluralRule[]>;
type PluralCategories = { [L in Locale]: (typeof PLURAL_CATEGORIES)[L][number] };

/** A count string of the English catalogue: "companies_one", "companies_other". */
type PluralKey = `${string}_${PluralCategories["en-GB"]}`;
/** "companies" for "companies_one": the key a count string is looked up by. */
type PluralBase<K> = K extends `${infer Base}_${PluralCategories["en-GB"]}` ? Base : never;

/**
 * A translation of catalogue T into locale L: the same keys, any strings, and every count
 * string in each of L's plural forms (a Lithuanian "companies" has _one, _few, _many and _other).
 */
export type Catalog<T, L extends Locale = "en-GB"> = T extends readonly string[]
  ? { [K in keyof T]: string }
  : { [K in keyof T as K extends PluralKey ? never : K]: T[K] extends string ? string : Catalog<T[K], L> } & {
      [K in PluralBase<keyof T> as `${K}_${PluralCategories[L]}`]: string;
    };
