import { AUTH_BASE_PATH, getAuth } from "~/server/auth/auth.server";
import { withClientIp } from "~/server/auth/sessions.server";
import { clientIpContext } from "~/server/request-context.server";
import type { Route } from "./+types/api.auth.$";

/**
 * The better-auth endpoints under /api/auth/* that a browser may call directly: none today. Our
 * pages sign in, check codes, reset passwords and sign out from their own actions, which hand
 * better-auth a request on the server (sessions.server.ts), and nothing in the browser calls
 * better-auth. Everything else it serves answers 404: above all its admin plugin (list, ban,
 * impersonate users, set roles and passwords), which would bypass the admin panel's guards and
 * audit log, and sign-in without the log-in pages' rules for staff. Open a path here only
 * together with a test in tests/integration/auth/better-auth-endpoints.test.ts.
 */
export const BROWSER_AUTH_PATHS: ReadonlySet<string> = new Set<string>();

/**
 * The client address better-auth rate-limits on is the one Express resolved (clientIpContext,
 * honouring TRUSTED_PROXY_HOPS), written into our own header over anything the client sent.
 */
async function handle(request: Request, clientIp: string): Promise<Response> {
  const path = new URL(request.url).pathname.slice(AUTH_BASE_PATH.length);
  if (!BROWSER_AUTH_PATHS.has(path)) return new Response("Not found", { status: 404 });
  const auth = await getAuth();
  return auth.handler(withClientIp(request, clientIp));
}

export function loader({ request, context }: Route.LoaderArgs) {
  return handle(request, context.get(clientIpContext));
}

export function action({ request, context }: Route.ActionArgs) {
  return handle(request, context.get(clientIpContext));
}
