import type { RouteConfigEntry } from "@react-router/dev/routes";
import { type HeadersFunction, matchRoutes, type RouteObject } from "react-router";
import routeConfig from "~/routes";
import { createRequestContext } from "~/server/request-context.server";
import { type Settled, settle } from "./http";

/**
 * Calls routes the way React Router's server does, for integration tests: the request is matched
 * against app/routes.ts, the middleware of every matched route (root first, then each layout)
 * runs, then the loaders (GET) or the leaf route's action (other methods). So a test that goes
 * through `callRoute` fails when a route is moved out of its guarded area or a guard is removed.
 */

const modules = import.meta.glob<RouteModule>([
  "../../app/routes/**/*.ts",
  "../../app/routes/**/*.tsx",
  "!**/*.test.ts",
]);
const rootModule = () => import("~/root") as Promise<RouteModule>;

interface RouteModule {
  middleware?: Middleware[];
  headers?: HeadersFunction | HeadersInit;
  loader?: (args: unknown) => unknown;
  action?: (args: unknown) => unknown;
  default?: unknown;
}
type Middleware = (args: unknown, next: () => Promise<unknown>) => unknown;

type MatchedRoute = RouteObject & { file: string; fullPath: string };

function toRouteObjects(entries: RouteConfigEntry[], parentPath: string): MatchedRoute[] {
  return entries.map((entry) => {
    const fullPath = [parentPath, entry.path].filter(Boolean).join("/");
    const children = entry.children ? toRouteObjects(entry.children, fullPath) : undefined;
    return entry.index
      ? ({ index: true, path: entry.path, file: entry.file, fullPath } as MatchedRoute)
      : ({ path: entry.path, children, file: entry.file, fullPath } as MatchedRoute);
  });
}

const routeTree = toRouteObjects(routeConfig, "");

/** Every route of app/routes.ts with its full path pattern ("admin/detail/:kind/:id") and file. */
export function listRoutes(): { pattern: string; file: string; hasChildren: boolean }[] {
  const all: { pattern: string; file: string; hasChildren: boolean }[] = [];
  const walk = (routes: MatchedRoute[]) => {
    for (const route of routes) {
      all.push({ pattern: route.fullPath, file: route.file, hasChildren: Boolean(route.children?.length) });
      if (route.children) walk(route.children as MatchedRoute[]);
    }
  };
  walk(routeTree);
  return all;
}

async function loadModule(file: string): Promise<RouteModule> {
  const load = modules[`../../app/${file}`];
  if (!load) throw new Error(`callRoute: no route module at app/${file}`);
  return load();
}

/**
 * Runs a request through the matched routes: middleware, then loaders or the action. Answers like
 * the server would: a thrown redirect or `data()` becomes its status; a route without the needed
 * function answers 405; an unmatched path 404.
 */
export async function callRoute(request: Request, { clientIp = "127.0.0.1" } = {}): Promise<Settled> {
  const url = new URL(request.url);
  const matches = matchRoutes(routeTree, url.pathname) as
    | { route: MatchedRoute; params: Record<string, string> }[]
    | null;
  if (!matches?.length) return { status: 404, location: null, body: null, headers: new Headers() };
  const params = matches[matches.length - 1]?.params ?? {};
  const chain = [await rootModule(), ...(await Promise.all(matches.map((match) => loadModule(match.route.file))))];
  const leaf = chain[chain.length - 1] as RouteModule;
  const args = { request, params, context: createRequestContext({ clientIp }), url, pattern: "" };
  const isRead = request.method === "GET" || request.method === "HEAD";

  const handler = async () => {
    if (!isRead) {
      if (!leaf.action) return new Response(null, { status: 405 });
      return leaf.action(args);
    }
    // Every matched loader runs to its end (as for a document request); the leaf's answer is the
    // result, and a refusal anywhere (a layout's or the leaf's) is what the server answers.
    const settled = await Promise.allSettled(chain.map(async (module) => module.loader?.(args)));
    const refused = [...settled].reverse().find((result) => result.status === "rejected");
    if (refused) throw refused.reason;
    if (!leaf.loader && !leaf.default) return new Response(null, { status: 405 });
    const answer = settled[settled.length - 1];
    return answer?.status === "fulfilled" ? (answer.value ?? null) : null;
  };

  const middleware = chain.flatMap((module) => module.middleware ?? []);
  const run = async (index: number): Promise<unknown> => {
    const current = middleware[index];
    if (!current) {
      const answer = await handler();
      return answer instanceof Response ? answer : new RouteAnswer(answer);
    }
    let downstream: Promise<unknown> | undefined;
    // As on the server, what a later step throws (a guard's redirect, a 404) is what `next()`
    // answers; only errors are thrown on.
    const next = () => {
      downstream ??= run(index + 1).catch((thrown: unknown) => {
        if (thrown instanceof Error) throw thrown;
        return thrown instanceof Response ? thrown : new RouteAnswer(thrown);
      });
      return downstream;
    };
    const returned = await current(args, next);
    return returned ?? next();
  };
  // Middleware sees a Response, as on the server; the route's own answer is then reported
  // with the headers the middleware put on that Response.
  let wrapped: RouteAnswer | undefined;
  const answered = async () => {
    const outcome = await run(0);
    if (!(outcome instanceof RouteAnswer)) return outcome;
    wrapped = outcome;
    return outcome.answer;
  };
  // An unexpected error is what the server would answer 500 for.
  return settle(answered())
    .then((settled) => {
      if (wrapped && !(wrapped.answer instanceof Response)) {
        settled.headers = sentHeaders(chain, settled.headers, isRead ? "loaderHeaders" : "actionHeaders");
      }
      wrapped?.headers.forEach((value, name) => {
        settled.headers.set(name, value);
      });
      return settled;
    })
    .catch((error: unknown) => ({
      status: 500,
      location: null,
      body: { error: error instanceof Error ? error.message : String(error) },
      headers: new Headers(),
    }));
}

/**
 * The headers React Router sends with a loader's or action's `data()`: the routes' `headers`
 * exports, root first, each given the one before as `parentHeaders`; a route without one passes
 * its parent's on, and Set-Cookie lines always go through. Any other header a `data()` carries
 * (a 429's Retry-After) reaches the browser only through a `headers` export.
 */
function sentHeaders(chain: RouteModule[], answerHeaders: Headers, kind: "loaderHeaders" | "actionHeaders"): Headers {
  return chain.reduce((parentHeaders, module, index) => {
    const own = index === chain.length - 1 ? answerHeaders : new Headers();
    const empty = new Headers();
    const fromRoute =
      typeof module.headers === "function"
        ? module.headers({
            loaderHeaders: empty,
            actionHeaders: empty,
            parentHeaders,
            errorHeaders: undefined,
            [kind]: own,
          })
        : module.headers;
    const headers = new Headers(fromRoute ?? parentHeaders);
    for (const cookie of own.getSetCookie()) {
      if (!headers.getSetCookie().includes(cookie)) headers.append("Set-Cookie", cookie);
    }
    if (fromRoute) {
      for (const cookie of parentHeaders.getSetCookie()) {
        if (!headers.getSetCookie().includes(cookie)) headers.append("Set-Cookie", cookie);
      }
    }
    return headers;
  }, new Headers());
}

/** A loader's or action's answer that is not a Response, carried through middleware as one. */
class RouteAnswer extends Response {
  constructor(readonly answer: unknown) {
    super(null);
  }
}

/**
 * A loader or action behind its area's middleware, for tests that call one route function
 * directly: `guarded(adminLayout.middleware, loader)(args(request))`.
 */
export function guarded<A, R>(middleware: readonly unknown[] | undefined, fn: (args: A) => R) {
  return async (args: A): Promise<Awaited<R>> => {
    // Each step runs to its end; its `next()` answers a Response, as on the server.
    for (const step of (middleware ?? []) as Middleware[]) await step(args, async () => new Response(null));
    return await fn(args);
  };
}
