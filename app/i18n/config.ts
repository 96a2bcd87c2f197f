import { readCookie } from "~/lib/cookies";
export const LOCALES = ["en-GB", "lt"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en-GB";
export const LOCALE_COOKIE = "locale";
/** A year: the choice is a preference, not a session. */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export const LOCALE_NAMES: Record<Locale, string> = { "en-GB": "English", lt: "Lietuvių" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** A stored language (a column is plain text), or the default when it is not one we speak. */
export function asLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

function fromLanguageTag(tag: string): Locale | undefined {
  const lower = tag.trim().toLowerCase();
  if (lower.startsWith("lt")) return "lt";
  if (lower.startsWith("en")) return "en-GB";
  return undefined;
}

/** The visitor's preference: the locale cookie wins; then the best Accept-Language match by quality; then en-GB. */
export function preferredLocale(headers: Headers): Locale {
  const fromCookie = readCookie(headers.get("cookie"), LOCALE_COOKIE);
  if (isLocale(fromCookie)) return fromCookie;
  const ranked = (headers.get("accept-language") ?? "")
    .split(",")
    .map((entry) => {
      const [tag = "", ...params] = entry.split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag, quality: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality);
  for (const { tag } of ranked) {
    const locale = fromLanguageTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
