import { createRequestHandler } from "@react-router/express";
import express from "express";
import "~/i18n/catalogues.server";
import { resolveClientAddresses } from "~/server/client-address.server";
import { getEnv } from "~/server/env.server";
import { type ListenOptions, startBackgroundWork as prepareToServe } from "~/server/lifecycle.server";
import { createRequestContext } from "~/server/request-context.server";
import { limitRequestBody } from "./body-limit";
import { refuseMalformedUrl } from "./malformed-url";
import { nameUnroutedRequests, serveMetrics } from "./observe-requests";
import { renderCache } from "./render-cache";
import { requireSameOrigin } from "./same-origin";
import { securityHeaders } from "./security-headers";

/**
 * The request handler built into build/server/index.js. The HTTP server itself (static files,
 * compression, shutdown) lives in server.js so that development can swap in Vite.
 */
const env = getEnv();
export const app = express();
app.disable("x-powered-by");
resolveClientAddresses(app, env.TRUSTED_PROXY_HOPS);
app.use(nameUnroutedRequests);
app.use(refuseMalformedUrl);
app.get("/metrics", serveMetrics(env.METRICS_TOKEN));
app.use(requireSameOrigin(env.APP_URL));
app.use(limitRequestBody());
const pageCache = renderCache(env.RENDER_CACHE === "on");
app.use(pageCache.keepRender);

const loadServerBuild = () => import("virtual:react-router/server-build");
const getLoadContext = (req: express.Request, res: express.Response) =>
  createRequestContext({
    clientIp: req.ip ?? "unknown",
    cspNonce: String(res.locals.cspNonce ?? ""),
    requestId: String(res.getHeader("X-Request-Id") ?? ""),
  });

/**
 * Given a function, React Router derives the route tree again on every request (about a
 * millisecond: flattening and ranking every route). Production's build never changes, so its
 * handler is made once from the loaded build; development passes the function so that Vite's
 * reloads take effect.
 */
let productionHandler: Promise<express.RequestHandler> | undefined;
const handleRequest = import.meta.env.DEV
  ? createRequestHandler({ build: loadServerBuild, getLoadContext })
  : (req: express.Request, res: express.Response, next: express.NextFunction) => {
      productionHandler ??= loadServerBuild().then((build) => createRequestHandler({ build, getLoadContext }));
      productionHandler.then((handle) => handle(req, res, next), next);
    };
app.use(handleRequest);

/** Mounted by server.js before everything else, static files included. */
export const httpHeaders = securityHeaders(env);

/** Lines for whoever runs the server: JSON in a deployment, plain on a local run. */
export { announce } from "~/server/logger.server";
/** Called by server.js for every request: its id, access line and duration (server/observe-requests.ts). */
export { observeRequest } from "./observe-requests";

/** Called by server.js before Express: answers a public page from the render cache, or returns false. */
export const serveCachedPage = pageCache.serveHit;

/**
 * Prepares the database and, meanwhile, loads the routes (the larger half of the build), so the
 * first request after the server starts listening does not wait for them.
 */
export async function startBackgroundWork(): Promise<ListenOptions> {
  const [listenOn] = await Promise.all([prepareToServe(), loadServerBuild()]);
  return listenOn;
}

export { stopBackgroundWork } from "~/server/lifecycle.server";
/** Called by server.js when a shutdown begins: live streams end, so their connections can drain. */
export { closeLiveStreams } from "~/server/live/live-bus.server";
