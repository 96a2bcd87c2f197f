import compression from "compression";
import express from "express";
import { drainRelay } from "./server/drain-relay.js";

/**
 * MoveMatch's HTTP server. Production serves the built app; development (`npm run dev`)
 * mounts Vite in middleware mode. Both prepare the database (migrate, seed on first run) and
 * start the outbox worker before taking traffic, and close the database on shutdown.
 */
const isProduction = process.env.NODE_ENV === "production";

const server = express();
server.disable("x-powered-by");
server.use(compression());
server.use(drainRelay);

let lifecycle;
if (isProduction) {
  const build = await import("./build/server/index.js");
  lifecycle = build;
  // Security headers (CSP with a per-response nonce, framing, HSTS…) on every response, static files too.
  server.use(build.httpHeaders);
  server.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
  server.use(express.static("build/client", { maxAge: "1h" }));
  server.use(build.app);
} else {
  const vite = await import("vite");
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  lifecycle = await viteDevServer.ssrLoadModule("./server/app.ts");
  server.use(lifecycle.httpHeaders);
  server.use(viteDevServer.middlewares);
  server.use(async (req, res, next) => {
    try {
      const source = await viteDevServer.ssrLoadModule("./server/app.ts");
      return await source.app(req, res, next);
    } catch (error) {
      if (typeof error === "object" && error instanceof Error) viteDevServer.ssrFixStacktrace(error);
      next(error);
    }
  });
}

let listenOn;
try {
  listenOn = await lifecycle.startBackgroundWork();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const listener = server.listen(listenOn.port, listenOn.host, () => {
  console.log(`MoveMatch is listening on ${listenOn.appUrl}`);
});

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, shutting down`);
  // Requests in flight finish before the database closes; idle keep-alive connections would
  // hold close() open, so they go now, and anything still busy after 10 s is cut off.
  const drained = new Promise((resolve) => listener.close(resolve));
  listener.closeIdleConnections();
  const cutOff = setTimeout(() => listener.closeAllConnections(), 10_000);
  await drained;
  clearTimeout(cutOff);
  await lifecycle.stopBackgroundWork();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
