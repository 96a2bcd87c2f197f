import type { Locale } from "./config";
import { en } from "./en-GB";
import { emails as enEmails } from "./en-GB/emails";
import { createI18n, registerCatalogue } from "./i18n";
import { lt } from "./lt";
import { emails as ltEmails } from "./lt/emails";

// The server renders and emails in every locale, so it holds every catalogue from the start.
registerCatalogue("en-GB", en);
registerCatalogue("lt", lt);

/** Email texts are needed only here, so the browser's catalogues do not carry them. */
const EMAILS: Record<Locale, typeof enEmails | typeof ltEmails> = { "en-GB": enEmails, lt: ltEmails };

/**
 * One instance per locale, made on first use: building one costs milliseconds (every catalogue is
 * loaded into it), and server code only reads from it (`getFixedT`), never changes its language.
 */
const instances = new Map<Locale, ReturnType<typeof createI18n>>();

/** Translations in any locale for server code (loaders, actions, emails). */
export function serverI18n(locale: Locale) {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createI18n(locale);
    for (const [language, catalogue] of Object.entries(EMAILS))
      instance.addResourceBundle(language, "emails", catalogue);
    instances.set(locale, instance);
  }
  return instance;
}
