import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { MiddlewareFunction } from "react-router";

/**
 * What is known about the request being handled, wherever the code runs while it is handled:
 * its id (every log line written meanwhile carries it) and the route that answers it, a
 * pattern such as `/my-request/:token`, never the address itself.
 */
export interface RequestScope {
  requestId: string;
  route: string;
}

/** On globalThis because Vite re-evaluates modules in development: server.js keeps the first. */
const holder = globalThis as typeof globalThis & { __movematchRequestScope?: AsyncLocalStorage<RequestScope> };
holder.__movematchRequestScope ??= new AsyncLocalStorage<RequestScope>();
const scopes = holder.__movematchRequestScope;

/** A caller's X-Request-Id is kept when it is a plain token (a proxy's id); anything else is replaced. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === "string" && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}

export function runInRequestScope(scope: RequestScope, handle: () => void): void {
  scopes.run(scope, handle);
}

export function currentRequestScope(): RequestScope | undefined {
  return scopes.getStore();
}

/** Names the route answering the request (for its access line and its metrics). */
export function nameRoute(route: string): void {
  const scope = scopes.getStore();
  if (scope) scope.route = route;
}

/** Root middleware: the matched route's pattern (`/my-request/:token`), the same for every request it answers. */
export const recordRoutePattern: MiddlewareFunction<Response> = ({ pattern }, next) => {
  nameRoute(pattern.startsWith("/") ? pattern : `/${pattern}`);
  return next();
};
