import { createContext, RouterContextProvider } from "react-router";
import { clientNetwork } from "./client-address.server";

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
