import { partnerContext } from "~/server/auth/middleware.server";
import { openPartnerLiveStream } from "~/server/live/live-streams.server";
import { scopeOf } from "~/server/partners/company-scope.server";
import type { Route } from "./+types/live";

/**
 * GET /partner/admin/live: the back office's live stream (Server-Sent Events, decision 020), behind
 * the partner area's guard like every screen. It tells the signed-in member's company, by kind and
 * id only, that something its pages show changed; the layout then loads its data again.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return openPartnerLiveStream(request, scopeOf(context.get(partnerContext)));
}
