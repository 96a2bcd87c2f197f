import { redirect } from "react-router";
import { LOGIN_PATH } from "~/server/auth/guards.server";
import { signOut } from "~/server/auth/sessions.server";
import { formFields, readForm } from "~/server/http.server";
import type { Route } from "./+types/logout";

/**
 * POST /account/logout ends this session; with scope=everywhere it ends every session of the
 * user (all devices). Logging out is a POST only, so a link or image elsewhere cannot do it.
 */
export async function action({ request }: Route.ActionArgs) {
  const fields = formFields(await readForm(request));
  const headers = await signOut({ request, everywhere: fields.scope === "everywhere" });
  return redirect(`${LOGIN_PATH}?notice=logged-out`, { headers });
}

export function loader() {
  return redirect(LOGIN_PATH);
}
