import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, type Locale } from "./config";
import { en } from "./en-GB";
import { lt } from "./lt";

export const resources = { "en-GB": en, lt } as const;
export const NAMESPACES = Object.keys(en) as (keyof typeof en)[];

/** A fresh instance per request on the server and once per page on the client. */
export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng: locale,
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
