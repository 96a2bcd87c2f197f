import { resolveLocale } from "~/i18n/config";
import { createI18n } from "~/i18n/i18n";

/** The "auth" translations in the request's locale, for loaders (page titles) and actions. */
export function authT(request: Request) {
  const locale = resolveLocale(request.headers);
  return createI18n(locale).getFixedT(locale, "auth");
}
