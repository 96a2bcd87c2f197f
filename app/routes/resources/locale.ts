import { redirect } from "react-router";
import { z } from "zod";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALES } from "~/i18n/config";
import { serializeCookie } from "~/lib/cookies";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { getEnv, servesHttps } from "~/server/env.server";
import { parseSubmission } from "~/server/forms.server";
import type { Route } from "./+types/locale";

const localeChoice = z.object({
  locale: z.enum(LOCALES, { error: "messages:validation.invalid" }),
  returnTo: z.string().max(2000).optional(),
});

/** The language switcher posts here; the visitor goes back to the page they were on. */
export async function action({ request }: Route.ActionArgs) {
  const submission = await parseSubmission(request, localeChoice);
  if (!submission.ok) return submission.failure;
  const { locale, returnTo } = submission.data;
  const cookie = serializeCookie(LOCALE_COOKIE, locale, {
    secure: servesHttps(getEnv()),
    maxAge: LOCALE_COOKIE_MAX_AGE,
    httpOnly: true,
  });
  return redirect(safeRedirectPath(returnTo, "/"), { headers: { "Set-Cookie": cookie } });
}

export function loader() {
  return redirect("/");
}
