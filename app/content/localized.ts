import { useContext } from "react";
import { I18nContext } from "react-i18next";
import { DEFAULT_LOCALE, isLocale, type Locale } from "~/i18n/config";

/**
 * A page's own copy in every language, the same shape in each: a Lithuanian part that misses a
 * field, or has one the English part lacks, fails the typecheck. Long prose lives here rather
 * than in the i18next catalogues, which the browser downloads: the pages that show it render on
 * the server (most ship no JavaScript), so their words never weigh on a bundle.
 */
export type Localized<T> = { readonly [L in Locale]: T };

/** Declares a page's copy: `localized({ "en-GB": {...}, lt: {...} })`; English sets the shape. */
export function localized<T>(copy: { "en-GB": T; lt: NoInfer<T> }): Localized<T> {
  return copy;
}

interface MatchLike {
  id: string;
  loaderData?: unknown;
  data?: unknown;
}

/** The language the page is rendered in, as the root loader resolved it. */
export function localeFromMatches(matches: readonly (MatchLike | undefined)[]): Locale {
  const root = matches.find((match) => match?.id === "root");
  const locale = ((root?.loaderData ?? root?.data) as { locale?: unknown } | undefined)?.locale;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** The copy in the page's language, for a route's `meta` (which gets the matches, not hooks). */
export function copyFor<T>(copy: Localized<T>, matches: readonly (MatchLike | undefined)[]): T {
  return copy[localeFromMatches(matches)];
}

/** The language the page is rendered in, for a component. */
export function usePageLocale(): Locale {
  // The root renders every page inside the i18n instance of the page's language.
  const language = useContext(I18nContext)?.i18n?.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/** The copy in the page's language, for a component. */
export function useLocalized<T>(copy: Localized<T>): T {
  return copy[usePageLocale()];
}
