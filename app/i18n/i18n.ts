import i18next, { type BackendModule, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Catalog } from "./catalog";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./config";
import type { en } from "./en-GB";
import type { emails } from "./en-GB/emails";

type Namespace = keyof typeof en;
/** Some of a locale's namespaces: the browser holds only those a page needs, the server all. */
type Namespaces = Partial<Catalog<typeof en & { emails: typeof emails }>>;

/**
 * Catalogues at hand. The server registers every locale whole (catalogues.server.ts); the
 * browser downloads only the page's locale (entry.client), and of it only the site's namespaces
 * until a page of the admin panel or the back office needs the staff ones.
 */
const catalogues = new Map<Locale, Namespaces>();

// Each locale in two chunks of its own, so a page never downloads another locale's messages.
const CHUNKS: Record<Locale, { site: () => Promise<Namespaces>; staff: () => Promise<Namespaces> }> = {
  "en-GB": {
    site: () => import("./en-GB/site").then((module) => module.site),
    staff: () => import("./en-GB/staff").then((module) => module.staff),
  },
  lt: {
    site: () => import("./lt/site").then((module) => module.site),
    staff: () => import("./lt/staff").then((module) => module.staff),
  },
};

const STAFF_NAMESPACES: readonly string[] = ["admin", "backOffice"] satisfies Namespace[];

/** Instances made from the catalogues at hand; registering more makes them again on next use. */
const instances = new Map<Locale, i18n>();

export function registerCatalogue(locale: Locale, catalogue: Namespaces): void {
  catalogues.set(locale, { ...catalogues.get(locale), ...catalogue });
  instances.clear();
}

/**
 * Downloads a locale's site namespaces, and its staff namespaces too when the page belongs to
 * the back office (the browser, before hydrating; staff namespaces are otherwise loaded when a
 * component asks for them, see `staffNamespaces`).
 */
export async function loadCatalogue(locale: Locale, { staff }: { staff: boolean }): Promise<void> {
  const parts = await Promise.all([CHUNKS[locale].site(), staff ? CHUNKS[locale].staff() : undefined]);
  for (const part of parts) if (part) registerCatalogue(locale, part);
}

/** Fetches a staff namespace the first time a component asks for it (react-i18next waits for it). */
const staffNamespaces: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    if (!isLocale(language) || !STAFF_NAMESPACES.includes(namespace)) return callback(null, {});
    CHUNKS[language].staff().then(
      (part) => callback(null, part[namespace as Namespace] ?? {}),
      (error: Error) => callback(error, null),
    );
  },
};

/**
 * The locale's instance, made once: building one costs more than half a millisecond (every
 * catalogue goes into it), so a server render reuses it rather than building one per request.
 * Sharing is safe because nothing changes an instance's language or catalogues once it is
 * made; they are only read (`t`, `getFixedT`).
 */
export function i18nFor(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createI18n(locale);
    instances.set(locale, instance);
  }
  return instance;
}

function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  const catalogue = catalogues.get(locale) ?? {};
  const english = catalogues.get(DEFAULT_LOCALE);
  const resources: Record<string, Namespaces> = { [locale]: catalogue };
  // English is the fallback where it is at hand (the server, English pages). A Lithuanian page
  // downloads Lithuanian alone: its catalogue has every key (Catalog<typeof en>).
  if (english) resources[DEFAULT_LOCALE] = english;
  instance
    .use(staffNamespaces)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: english ? DEFAULT_LOCALE : false,
      load: "currentOnly",
      resources,
      partialBundledLanguages: true,
      ns: Object.keys(catalogue),
      defaultNS: "common",
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  return instance;
}
