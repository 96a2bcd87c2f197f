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

/** Translations in any locale for server code (loaders, actions, emails). */
export function serverI18n(locale: Locale) {
  const instance = createI18n(locale);
  for (const [language, catalogue] of Object.entries(EMAILS)) instance.addResourceBundle(language, "emails", catalogue);
  return instance;
}
