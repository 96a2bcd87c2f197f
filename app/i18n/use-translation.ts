import type { i18n as I18n, Namespace } from "i18next";
import { useContext } from "react";
import { getI18n, I18nContext, type useTranslation as useReactI18nextTranslation } from "react-i18next";
import type { UIMatch } from "react-router";
import { fixedT } from "./fixed-t";
import { pageNamespaces } from "./i18n";

type Translation = ReturnType<typeof useReactI18nextTranslation>;

/** Per instance, per list of namespaces: the bound `t`, made once and shared by every render. */
const translations = new WeakMap<I18n, Map<string, Translation>>();

/**
 * The app's `useTranslation`, the same contract as react-i18next's (typed keys, `t`, `i18n`,
 * Suspense while a namespace downloads) without its cost per call: react-i18next copies the
 * instance (every own property) and binds a new `t` for each component on each server render,
 * 8% of an uncached render's CPU time in a profile (docs/performance.md). Here an instance's `t`
 * for a namespace is made once (fixedT, which also answers plain texts from a Map). That is safe
 * because an instance never changes language: a locale has its own instance (i18nFor), made
 * again when a catalogue is registered.
 */
export const useTranslation = ((ns?: string | readonly string[]) => {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const namespaces = ns === undefined ? [String(i18n.options.defaultNS)] : typeof ns === "string" ? [ns] : [...ns];
  let byNamespaces = translations.get(i18n);
  if (!byNamespaces) {
    byNamespaces = new Map();
    translations.set(i18n, byNamespaces);
  }
  const key = namespaces.join(",");
  let translation = byNamespaces.get(key);
  if (!translation) {
    waitForNamespaces(i18n, namespaces);
    const t = fixedT(i18n, namespaces[0] as Namespace);
    translation = Object.assign([t, i18n, true], { t, i18n, ready: true }) as unknown as Translation;
    byNamespaces.set(key, translation);
  }
  return translation;
}) as typeof useReactI18nextTranslation;

/**
 * Waits (Suspense) for the namespaces the matched routes name: a page reached by a client-side
 * navigation shows once its texts are at hand, those its components reach by prefixed keys too.
 * The document's own were downloaded before hydrating (entry.client), so hydration never waits.
 */
export function usePageNamespaces(matches: readonly Pick<UIMatch, "handle">[]): void {
  waitForNamespaces(useContext(I18nContext)?.i18n ?? getI18n(), pageNamespaces(matches));
}

/** Namespaces the browser has not downloaded yet: Suspense shows the page when it has them. */
function waitForNamespaces(i18n: I18n, namespaces: readonly string[]): void {
  const missing = namespaces.filter((namespace) => !i18n.hasLoadedNamespace(namespace));
  if (missing.length > 0) throw i18n.loadNamespaces(missing);
}
