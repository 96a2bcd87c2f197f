import "react-router";
import { createRequestHandler } from "@react-router/express";
import express from "express";

/**
 * The request handler built into build/server/index.js. The HTTP server itself (static files,
 * compression, shutdown) lives in server.js so that development can swap in Vite.
 */
export const app = express();

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
  }),
);

export { startBackgroundWork, stopBackgroundWork } from "~/server/lifecycle.server";
