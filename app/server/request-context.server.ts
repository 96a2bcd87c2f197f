import { createContext, RouterContextProvider } from "react-router";
import { clientNetwork } from "./client-address.server";
import type { SharedCounts } from "./leads/find-work.server";

/**
 * What the HTTP server knows about a request and React Router does not: the client's address,
 * honouring only the configured number of trusted proxies (server/app.ts).
 */
export const clientIpContext = createContext<string>("unknown");

/** The client's network (clientNetwork: IPv4 address or IPv6 /64): per-network rate limits key on it. */
export const clientNetworkContext = createContext<string>("unknown");

/**
 * This response's Content-Security-Policy nonce (server/security-headers.ts, kept in
 * `res.locals.cspNonce`): app/entry.server.tsx prints it on every inline script. It is the only
 * part of a page's HTML that changes with each request for the same content.
 */
export const cspNonceContext = createContext<string>("");

/** This request's id (X-Request-Id, server/observe-requests.ts): error pages show it, log lines carry it. */
export const requestIdContext = createContext<string>("");

/**
 * The work counts this request has made (SharedCounts): the partner layout's sidebar and Find
 * work's tabs share them.
 */
const sharedCountsContext = createContext<SharedCounts | null>(null);

/** The counts of this request, made on first use: the `shared` option of getWorkCounts and listFindWork. */
export function countsOfRequest(context: Readonly<RouterContextProvider>): SharedCounts {
  let shared = context.get(sharedCountsContext);
  if (!shared) {
    shared = new Map();
    context.set(sharedCountsContext, shared);
  }
  return shared;
}

/** The context every request starts with (server/app.ts; tests build the same one). */
export function createRequestContext({
  clientIp,
  cspNonce = "",
  requestId = "",
}: {
  clientIp: string;
  cspNonce?: string;
  requestId?: string;
}): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(clientIpContext, clientIp);
  context.set(clientNetworkContext, clientNetwork(clientIp));
  context.set(cspNonceContext, cspNonce);
  context.set(requestIdContext, requestId);
  return context;
}
