import type { Namespace } from "i18next";
import { resolveLocale } from "./addresses";
import { en } from "./en-GB";
import { emails as enEmails } from "./en-GB/emails";
import { fixedT } from "./fixed-t";
import { i18nFor, registerCatalogue } from "./i18n";
import { lt } from "./lt";
import { emails as ltEmails } from "./lt/emails";

// The server renders and emails in every locale, so it holds every catalogue from the start;
// email texts are needed only here, so the browser's catalogues do not carry them.
registerCatalogue("en-GB", { ...en, emails: enEmails });
registerCatalogue("lt", { ...lt, emails: ltEmails });

/** Translations in any locale for server code (loaders, actions, emails); importing it registers them all. */
export const serverI18n = i18nFor;

/**
 * One namespace's translations in the request's language (its cookie, then Accept-Language):
 * a loader's page title, an action's text.
 */
export function requestT<const N extends Namespace>(request: Request, namespace: N) {
  return fixedT(serverI18n(resolveLocale(request)), namespace);
}
