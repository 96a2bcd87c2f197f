import { redirect } from "react-router";
import { ADMIN_LOGIN_PATH, STAFF_HOME_PATH } from "~/lib/account-paths";
import { requireAdminArea } from "~/server/admin/guard.server";
import { setNoticeCookie } from "~/server/admin/notice.server";
import { signOut } from "~/server/auth/sessions.server";
import type { Route } from "./+types/logout";

/** POST /admin/logout ends the staff session and returns to the admin log-in page with a notice. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminArea(request, { allowWithoutTwoFactor: true });
  const headers = await signOut({ request, everywhere: false });
  headers.append("set-cookie", setNoticeCookie("logged-out"));
  return redirect(ADMIN_LOGIN_PATH, { headers });
}

/** Logging out is POST only; a GET just goes to the panel (which guards itself). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminArea(request, { allowWithoutTwoFactor: true });
  return redirect(STAFF_HOME_PATH);
}
