import { redirect } from "react-router";
import type { Route } from "./+types/placeholder";

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  return redirect(`/account/login?redirectTo=${encodeURIComponent(pathname)}`);
}
