import { createContext, RouterContextProvider } from "react-router";
import { clientNetwork } from "./client-address.server";

/**
 * What the HTTP server knows about a request and React Router does not: the client's address,
 * honouring only the configured number of trusted proxies (server/app.ts).
 */
export const clientIpContext = createContext<string>("unknown");

/** The client's network (clientNetwork: IPv4 address or IPv6 /64): per-network rate limits key on it. */
export const clientNetworkContext = createContext<string>("unknown");

/** The context every request starts with (server/app.ts; tests build the same one). */
export function createRequestContext({ clientIp }: { clientIp: string }): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(clientIpContext, clientIp);
  context.set(clientNetworkContext, clientNetwork(clientIp));
  return context;
}
