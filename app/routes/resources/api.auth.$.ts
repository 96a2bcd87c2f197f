import { getAuth } from "~/server/auth/auth.server";
import { withClientIp } from "~/server/auth/sessions.server";
import { clientIpContext } from "~/server/request-context.server";
import type { Route } from "./+types/api.auth.$";

/**
 * better-auth's HTTP endpoints under /api/auth/*. The client address it rate-limits on is the
 * one Express resolved (context.get(clientIpContext), honouring TRUSTED_PROXY_HOPS), written into our own
 * header over anything the client sent.
 */
async function handle(request: Request, clientIp: string): Promise<Response> {
  const auth = await getAuth();
  return auth.handler(withClientIp(request, clientIp));
}

export function loader({ request, context }: Route.LoaderArgs) {
  return handle(request, context.get(clientIpContext));
}

export function action({ request, context }: Route.ActionArgs) {
  return handle(request, context.get(clientIpContext));
}
