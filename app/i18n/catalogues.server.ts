import type { Locale } from "./config";
import { createI18n, registerCatalogue } from "./i18n";
import { lt } from "./lt";

// The server renders and emails in every locale, so it holds every catalogue from the start.
registerCatalogue("lt", lt);

/** Translations in any locale for server code (loaders, actions). */
export function serverI18n(locale: Locale) {
  return createI18n(locale);
}
