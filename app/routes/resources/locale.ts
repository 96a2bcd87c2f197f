import { redirect } from "react-router";
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from "~/i18n/config";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { formFields, readForm } from "~/server/http.server";
import type { Route } from "./+types/locale";

/** The language switcher posts here; the visitor goes back to the page they were on. */
export async function action({ request }: Route.ActionArgs) {
  const fields = formFields(await readForm(request));
  if (!isLocale(fields.locale)) {
    return Response.json({ error: "Unsupported language" }, { status: 400 });
  }
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return redirect(safeRedirectPath(fields.returnTo, "/"), {
    headers: {
      "Set-Cookie": `${LOCALE_COOKIE}=${fields.locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`,
    },
  });
}

export function loader() {
  return redirect("/");
}
