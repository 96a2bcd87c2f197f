import { redirect } from "react-router";
import { LOGIN_PATH } from "~/lib/account-paths";
import { safeRedirectPath } from "~/lib/safe-redirect";
import type { Route } from "./+types/login-redirect";

/**
 * /login is kept for old links and bookmarks: the sign-in page lives at /account/login. A
 * `redirectTo` that is not a path on this site is dropped on the way.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const redirectTo = safeRedirectPath(params.get("redirectTo"), "");
  if (redirectTo) params.set("redirectTo", redirectTo);
  else params.delete("redirectTo");
  const query = params.toString();
  return redirect(query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH, 301);
}
