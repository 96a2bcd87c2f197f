import { redirect } from "react-router";
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from "~/i18n/config";
import type { Route } from "./+types/locale";

/** Only same-site paths: never an open redirect. */
function safeReturnPath(value: FormDataEntryValue | null): string {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") ? value : "/";
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const locale = form.get("locale");
  const returnTo = safeReturnPath(form.get("returnTo"));
  if (!isLocale(locale)) {
    return Response.json({ error: "Unsupported language" }, { status: 400 });
  }
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return redirect(returnTo, {
    headers: {
      "Set-Cookie": `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`,
    },
  });
}

export function loader() {
  return redirect("/");
}
