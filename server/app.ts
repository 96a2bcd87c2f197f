import { createRequestHandler } from "@react-router/express";
import express from "express";
import "~/i18n/catalogues.server";
import { resolveClientAddresses } from "~/server/client-address.server";
import { getEnv } from "~/server/env.server";
import { type ListenOptions, startBackgroundWork as prepareToServe } from "~/server/lifecycle.server";
import { createRequestContext } from "~/server/request-context.server";
import { limitRequestBody } from "./body-limit";
import { refuseMalformedUrl } from "./malformed-url";
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
app.use(refuseMalformedUrl);
app.use(requireSameOrigin(env.APP_URL));
app.use(limitRequestBody());
app.use(renderCache(env.RENDER_CACHE === "on"));

const loadServerBuild = () => import("virtual:react-router/server-build");

app.use(
  createRequestHandler({
    build: loadServerBuild,
    getLoadContext: (req, res) =>
      createRequestContext({ clientIp: req.ip ?? "unknown", cspNonce: String(res.locals.cspNonce ?? "") }),
  }),
);

/** Mounted by server.js before everything else, static files included. */
export const httpHeaders = securityHeaders(env);

/**
 * Prepares the database and, meanwhile, loads the routes (the larger half of the build), so the
 * first request after the server starts listening does not wait for them.
 */
export async function startBackgroundWork(): Promise<ListenOptions> {
  const [listenOn] = await Promise.all([prepareToServe(), loadServerBuild()]);
  return listenOn;
}

export { stopBackgroundWork } from "~/server/lifecycle.server";
