import { KEY_PAGE_REFERRER_POLICY } from "~/lib/key-pages";
import { openCustomerLiveStream } from "~/server/live/live-streams.server";
import { noStore } from "~/server/no-store.server";
import type { Route } from "./+types/my-request.$token.live";

/** The token is in the address: never kept by a browser or a cache. */
export const middleware: Route.MiddlewareFunction[] = [noStore];

/**
 * GET /my-request/:token/live: the customer's live stream (Server-Sent Events, decision 020) for
 * the one request their link opens, found as their page finds it. A wrong, tampered or expired
 * link is the page's own 404, saying nothing about why.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const stream = await openCustomerLiveStream(request, params.token);
  if (stream) return stream;
  return new Response(null, {
    status: 404,
    headers: {
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
      "Referrer-Policy": KEY_PAGE_REFERRER_POLICY,
    },
  });
}
