import { data, redirect } from "react-router";
import { ALIASES } from "~/components/partner/back-office-screens";
import { PartnerRouteError } from "~/components/partner/route-error";
import { pageTitle } from "~/lib/seo";
import type { Route } from "./+types/fallback";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Partner back office") },
  { name: "robots", content: "noindex" },
];

/**
 * Every /partner/admin/* address without a route of its own: a path the spec names twice
 * (ALIASES) leads to its screen, anything else is a 404 inside the frame. The area's guard runs
 * first, so visitors who may not see the back office are sent to log in rather than told what
 * exists.
 */
export function loader({ params }: Route.LoaderArgs) {
  const alias = ALIASES[(params["*"] ?? "").replace(/\/+$/, "")];
  if (alias) throw redirect(alias);
  throw data(null, { status: 404 });
}

/** Never rendered: the loader always redirects or answers 404 (shown by the error boundary). */
export default function PartnerFallback() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PartnerRouteError error={error} />;
}
