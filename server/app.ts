import { createRequestHandler } from "@react-router/express";
import express from "express";
import "~/i18n/catalogues.server";
import { getEnv } from "~/server/env.server";
import { createRequestContext } from "~/server/request-context.server";
import { refuseMalformedUrl } from "./malformed-url";
import { renderCache } from "./render-cache";

/**
 * The request handler built into build/server/index.js. The HTTP server itself (static files,
 * compression, shutdown) lives in server.js so that development can swap in Vite.
 */
export const app = express();
app.disable("x-powered-by");
app.set("trust proxy", getEnv().TRUSTED_PROXY_HOPS);
app.use(refuseMalformedUrl);
app.use(renderCache(getEnv().RENDER_CACHE === "on"));

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    getLoadContext: (req) => createRequestContext({ clientIp: req.ip ?? "unknown" }),
  }),
);

export { startBackgroundWork, stopBackgroundWork } from "~/server/lifecycle.server";
