import { createContext, RouterContextProvider } from "react-router";

/**
 * What the HTTP server knows about a request and React Router does not: the client's address,
 * honouring only the configured number of trusted proxies (server/app.ts). Rate limits key on it.
 */
export const clientIpContext = createContext<string>("unknown");

/** The context every request starts with (server/app.ts; tests build the same one). */
export function createRequestContext({ clientIp }: { clientIp: string }): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(clientIpContext, clientIp);
  return context;
}
