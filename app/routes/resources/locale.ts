import { data, href, redirect } from "react-router";
import { localizedPath } from "~/i18n/addresses";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALES } from "~/i18n/config";
import { serializeCookie } from "~/lib/cookies";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { z } from "~/lib/zod";
import { getEnv, servesHttps } from "~/server/env.server";
import type { Route } from "./+types/locale";

const localeChoice = z.object({
  locale: z.enum(LOCALES),
  to: z.optional(z.string().check(z.maxLength(2000))),
});

/**
 * The language switch is a plain link here (/locale?locale=lt&to=/about): the choice is kept as
 * the visitor's preference (account pages, the back office, the home page's first redirect) and
 * the visitor goes on to the page they were on, at its address in that language.
 */
export function loader({ request }: Route.LoaderArgs) {
  const choice = localeChoice.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!choice.success) throw data("Unknown language", { status: 400 });
  const { locale, to } = choice.data;
  const cookie = serializeCookie(LOCALE_COOKIE, locale, {
    secure: servesHttps(getEnv()),
    maxAge: LOCALE_COOKIE_MAX_AGE,
    httpOnly: true,
  });
  const home = localizedPath(href("/"), locale);
  return redirect(safeRedirectPath(localizedPath(to ?? home, locale), home), { headers: { "Set-Cookie": cookie } });
}
