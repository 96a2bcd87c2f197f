import i18next, { type BackendModule, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { UIMatch } from "react-router";
import type { Catalog } from "./catalog";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./config";
import type { en } from "./en-GB";
import type { core } from "./en-GB/core";
import type { emails } from "./en-GB/emails";

type Namespace = keyof typeof en;
type Catalogue = Catalog<typeof en & { emails: typeof emails }>;
/** Some of a locale's namespaces: the browser holds only those a page needs, the server all. */
type Namespaces = Partial<Catalogue>;
/** A namespace only some pages use: a route names those its page renders (I18nHandle). */
export type PageNamespace = Exclude<Namespace, keyof typeof core>;

/**
 * What a route module says about its page's texts in its `handle`: the namespaces it renders
 * beyond the core (common, layout, messages), including those its components reach by prefixed
 * keys ("quote:errors.fromCity"). The browser downloads them before the page comes alive.
 */
export type I18nHandle = { i18n?: readonly PageNamespace[] };

/** The namespaces the matched routes name, each once. */
export function pageNamespaces(matches: readonly Pick<UIMatch, "handle">[]): PageNamespace[] {
  return [...new Set(matches.flatMap((match) => (match.handle as I18nHandle | undefined)?.i18n ?? []))];
}

/**
 * Catalogues at hand. The server registers every locale whole (catalogues.server.ts); the
 * browser downloads only the page's locale (entry.client), and of it only the core and the
 * namespaces the page's routes name; a page reached later downloads its own (the backend below).
 */
const catalogues = new Map<Locale, Namespaces>();

// The core of each locale in a chunk, every other namespace in a chunk of its own: a page
// downloads neither another locale's messages nor those of pages it does not show.
const CORES: Record<Locale, () => Promise<Namespaces>> = {
  "en-GB": () => import("./en-GB/core").then((module) => module.core),
  lt: () => import("./lt/core").then((module) => module.core),
};

const NAMESPACE_CHUNKS: Record<Locale, { [N in PageNamespace]: () => Promise<Catalogue[N]> }> = {
  "en-GB": {
    contact: () => import("./en-GB/contact").then((module) => module.contact),
    directory: () => import("./en-GB/directory").then((module) => module.directory),
    home: () => import("./en-GB/home").then((module) => module.home),
    quote: () => import("./en-GB/quote").then((module) => module.quote),
    partner: () => import("./en-GB/partner").then((module) => module.partner),
    auth: () => import("./en-GB/auth").then((module) => module.auth),
    leads: () => import("./en-GB/leads").then((module) => module.leads),
    myRequest: () => import("./en-GB/my-request").then((module) => module.myRequest),
    reviews: () => import("./en-GB/reviews").then((module) => module.reviews),
    admin: () => import("./en-GB/admin").then((module) => module.admin),
    backOffice: () => import("./en-GB/back-office").then((module) => module.backOffice),
  },
  lt: {
    contact: () => import("./lt/contact").then((module) => module.contact),
    directory: () => import("./lt/directory").then((module) => module.directory),
    home: () => import("./lt/home").then((module) => module.home),
    quote: () => import("./lt/quote").then((module) => module.quote),
    partner: () => import("./lt/partner").then((module) => module.partner),
    auth: () => import("./lt/auth").then((module) => module.auth),
    leads: () => import("./lt/leads").then((module) => module.leads),
    myRequest: () => import("./lt/my-request").then((module) => module.myRequest),
    reviews: () => import("./lt/reviews").then((module) => module.reviews),
    admin: () => import("./lt/admin").then((module) => module.admin),
    backOffice: () => import("./lt/back-office").then((module) => module.backOffice),
  },
};

/**
 * What the signed-in areas' layouts name: every namespace. Their pages show the answers of many
 * services, whose refusals carry keys of any namespace, and unlike the public pages they have
 * no weight budget; this is what they downloaded before pages named their own.
 */
export const EVERY_PAGE_NAMESPACE = Object.keys(NAMESPACE_CHUNKS[DEFAULT_LOCALE]) as PageNamespace[];

function isPageNamespace(namespace: string): namespace is PageNamespace {
  return Object.hasOwn(NAMESPACE_CHUNKS[DEFAULT_LOCALE], namespace);
}

/** Instances made from the catalogues at hand; registering more makes them again on next use. */
const instances = new Map<Locale, i18n>();

export function registerCatalogue(locale: Locale, catalogue: Namespaces): void {
  catalogues.set(locale, { ...catalogues.get(locale), ...catalogue });
  instances.clear();
}

/** Downloads a locale's core and the given namespaces (the browser, before hydrating). */
export async function loadCatalogue(locale: Locale, namespaces: readonly PageNamespace[]): Promise<void> {
  const parts = await Promise.all([
    CORES[locale](),
    ...namespaces.map(async (namespace) => ({ [namespace]: await NAMESPACE_CHUNKS[locale][namespace]() })),
  ]);
  registerCatalogue(locale, Object.assign({}, ...parts));
}

/** The page has come alive (root.tsx marks it): namespaces downloaded from then on are a later page's. */
function hydrated(): boolean {
  return "hydrated" in document.documentElement.dataset;
}

/**
 * Fetches a namespace the first time a component asks for it (react-i18next waits for it): a
 * page reached by a client-side navigation. Before hydration it is a route that did not name a
 * namespace its page renders: the console says so, and the browser tests fail on it.
 */
const pageNamespaceChunks: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    if (!isLocale(language) || !isPageNamespace(namespace)) return callback(null, {});
    if (!hydrated())
      console.error(`The page renders the "${namespace}" namespace: name it in its route's handle (i18n).`);
    NAMESPACE_CHUNKS[language][namespace]().then(
      (catalogue) => callback(null, catalogue),
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
    .use(pageNamespaceChunks)
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
      // The browser holds some namespaces only: a key of another one would show raw, so say so.
      saveMissing: typeof document !== "undefined",
      missingKeyHandler(_languages, namespace, key) {
        if (!instance.hasLoadedNamespace(namespace)) {
          console.error(`The page shows "${namespace}:${key}": name its namespace in its route's handle (i18n).`);
        }
      },
    });
  return instance;
}
