import { serverI18n } from "~/i18n/catalogues.server";
import { resolveLocale } from "~/i18n/config";

/** The "auth" translations in the request's locale, for loaders (page titles) and actions. */
export function authT(request: Request) {
  const locale = resolveLocale(request.headers);
  return serverI18n(locale).getFixedT(locale, "auth");
}
