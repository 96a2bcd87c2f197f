import { readdirSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import compression from "compression";
import express from "express";
import { drainRelay } from "./server/drain-relay.js";

/**
 * MoveMatch's HTTP server. Production serves the built app; development (`npm run dev`)
 * mounts Vite in middleware mode. Both prepare the database (migrate, seed on first run) and
 * start the outbox worker before taking traffic, and close the database on shutdown.
 */
const isProduction = process.env.NODE_ENV === "production";

/**
 * Bad configuration is found when the app's code is loaded (app/server/env.server.ts): its
 * message, one line per bad setting, is all that is printed, without the bundle's stack trace.
 */
function exitOnConfigError(error) {
  if (error instanceof Error && error.name === "ConfigError") {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const server = express();
server.disable("x-powered-by");
/**
 * Live streams (text/event-stream, decision 019) are sent as written: compressing each small
 * message gains nothing, and a compression stream would hold every open stream's buffers.
 */
const compressible = (req, res) =>
  !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") && compression.filter(req, res);
server.use(compression({ filter: compressible }));
server.use(drainRelay);
// Browsers ask for /favicon.ico where a page names no icon (a PDF opened in the browser).
server.get("/favicon.ico", (_req, res) => res.redirect(301, "/favicon.svg"));

let lifecycle;
if (isProduction) {
  const build = await import("./build/server/index.js").catch(exitOnConfigError);
  lifecycle = build;
  // Security headers (CSP with a per-response nonce, framing, HSTS…) on every response, static files too.
  server.use(build.httpHeaders);
  server.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
  // The build's other files (the icons), looked for on disk only when a request names one: a
  // page's address never costs a file lookup.
  const clientFiles = new Set(readdirSync("build/client").map((name) => `/${name}`));
  const clientFile = express.static("build/client", { maxAge: "1h", index: false });
  server.use((req, res, next) => (clientFiles.has(req.path) ? clientFile(req, res, next) : next()));
  server.use(build.app);
} else {
  const vite = await import("vite");
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  // Checked before the app's code runs: Vite would print a failure there with its stack trace.
  const { getEnv } = await viteDevServer.ssrLoadModule("./app/server/env.server.ts");
  try {
    getEnv();
  } catch (error) {
    await viteDevServer.close();
    exitOnConfigError(error);
  }
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
  lifecycle.announce(error instanceof Error ? error.message : String(error), "error");
  process.exit(1);
}

let stopping = false;
/**
 * Each open connection: requests it is serving, and since when it has served none (unset until
 * the shutdown's first look at it).
 */
const connections = new Map();

/**
 * Every request: counted on its connection for shutdown, then answered from the render cache
 * when it holds the page (no Express, static files or compression stream on that path), or by
 * Express.
 */
function handleRequest(req, res) {
  const connection = connections.get(req.socket);
  if (connection) {
    connection.serving++;
    res.once("close", () => {
      connection.serving--;
      connection.idleSince = Date.now();
    });
  }
  // Once stopping, each answer closes its connection, so no further request arrives on it.
  if (stopping) res.setHeader("Connection", "close");
  // ...and the health check says so: a load balancer sends new requests elsewhere.
  if (stopping && req.url === "/healthz") {
    res.writeHead(503, { "Content-Type": "application/json", "Cache-Control": "no-store" });
    res.end(JSON.stringify({ status: "stopping" }));
    return;
  }
  // Its id, access line and duration (server/observe-requests.ts).
  lifecycle.observeRequest(req, res, () => {
    if (lifecycle.serveCachedPage(req, res)) return;
    server(req, res);
  });
}

// One line per thing that matters: where to open it, then its database, mail and first admin
// (plain sentences on a local run, JSON log lines in a deployment).
const listener = http.createServer(handleRequest).listen(listenOn.port, listenOn.host, () => {
  lifecycle.announce(`MoveMatch is listening on ${listenOn.appUrl}`);
  for (const { line, warn } of listenOn.startLines) lifecycle.announce(line, warn ? "warn" : "info");
});

// Longer than a proxy's idle keep-alive (Caddy 30 s in deploy/Caddyfile, nginx and cloud load
// balancers 60 s): were the app to end an idle connection first, a request the proxy sends on it
// at that moment would fail.
listener.keepAliveTimeout = 65_000;
listener.headersTimeout = 66_000;

let lastConnectionAt = 0;
listener.on("connection", (socket) => {
  lastConnectionAt = Date.now();
  connections.set(socket, { serving: 0, idleSince: undefined });
  socket.once("close", () => connections.delete(socket));
});

/** A connection that served nothing for this long is idle, not a client about to send. */
const IDLE_MS = 1_000;
/** No new connection for this long: the queue of connections not yet accepted is empty. */
const QUIET_MS = 250;

/**
 * Runs `task` every 50 ms from the check phase, after the poll phase has accepted and read what
 * the sockets hold, until it returns true.
 */
function afterEachPoll(task) {
  const timer = setInterval(() => setImmediate(() => task() && clearInterval(timer)), 50);
  return timer;
}

/**
 * Says it is stopping (/healthz answers 503) and goes on serving for SHUTDOWN_NOTICE_SECONDS,
 * then stops taking connections, answers every request already sent, and closes the database.
 * On a busy server, requests can be sent on connections the app has not accepted yet (closing
 * the listening socket resets them) or has accepted but not read (http.Server#close drops them
 * as idle): their clients saw a reset. So connections are accepted until none has arrived for
 * QUIET_MS (a loop busy with the embedded database accepts about one queued connection a turn,
 * so this can take seconds; at most SHUTDOWN_GRACE_SECONDS), only then does the listening
 * socket close, and a connection is closed once it has served nothing for IDLE_MS; every answer
 * meanwhile closes its connection. Anything still busy SHUTDOWN_GRACE_SECONDS (10 unless set)
 * after that is cut off.
 */
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  lifecycle.announce(`${signal} received, shutting down`);
  // SHUTDOWN_NOTICE_SECONDS: everything is still served while a load balancer's health check
  // sees the 503 above and stops sending requests here (docs/deploy.md).
  await new Promise((resolve) => setTimeout(resolve, listenOn.shutdownNoticeMs));
  // Live streams never finish by themselves: end them (their browsers connect again elsewhere).
  lifecycle.closeLiveStreams();
  const signalledAt = Date.now();
  await new Promise((resolve) =>
    afterEachPoll(() => {
      const quiet = Date.now() - lastConnectionAt >= QUIET_MS || Date.now() - signalledAt >= listenOn.shutdownGraceMs;
      if (quiet) resolve();
      return quiet;
    }),
  );
  const drained = new Promise((resolve) => net.Server.prototype.close.call(listener, resolve));
  const closeIdle = afterEachPoll(() => {
    for (const [socket, connection] of connections) {
      if (connection.serving > 0) continue;
      // Idle from the first look, not from its accept: a connection accepted in the poll just
      // before is read only in the next one, and on the embedded database one poll's callbacks
      // can run for more than IDLE_MS under load, which would cut off a request already sent.
      connection.idleSince ??= Date.now();
      if (Date.now() - connection.idleSince >= IDLE_MS) socket.destroy();
    }
    return false;
  });
  const cutOff = setTimeout(() => listener.closeAllConnections(), listenOn.shutdownGraceMs);
  await drained;
  clearInterval(closeIdle);
  clearTimeout(cutOff);
  await lifecycle.stopBackgroundWork();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
