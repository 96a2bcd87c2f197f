import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Catalog } from "./catalog";
import { DEFAULT_LOCALE, type Locale } from "./config";
import { en } from "./en-GB";

/**
 * Catalogues the page can use. English is in the bundle (it is the default and the fallback);
 * Lithuanian is its own chunk, loaded by the browser only for Lithuanian pages (entry.client)
 * and registered on the server by catalogues.server.ts.
 */
const catalogues = new Map<Locale, Catalog<typeof en>>([[DEFAULT_LOCALE, en]]);

export const NAMESPACES = Object.keys(en) as (keyof typeof en)[];

export function registerCatalogue(locale: Locale, catalogue: Catalog<typeof en>): void {
  catalogues.set(locale, catalogue);
}

/** Downloads and registers a locale's catalogue (the browser, before hydrating). */
export async function loadCatalogue(locale: Locale): Promise<void> {
  if (catalogues.has(locale)) return;
  if (locale === "lt") registerCatalogue(locale, (await import("./lt")).lt);
}

/** A fresh instance per request on the server and once per page on the client. */
export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  const resources: Record<string, Catalog<typeof en>> = { [DEFAULT_LOCALE]: en };
  const catalogue = catalogues.get(locale);
  if (catalogue) resources[locale] = catalogue;
  instance.use(initReactI18next).init({
    lng: catalogue ? locale : DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    resources,
    ns: NAMESPACES,
    defaultNS: "common",
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
