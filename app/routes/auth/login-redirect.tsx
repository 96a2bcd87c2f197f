import { redirect } from "react-router";
import type { Route } from "./+types/login-redirect";

/** /login is kept for old links and bookmarks: the sign-in page lives at /account/login. */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/account/login${search}`, 301);
}
