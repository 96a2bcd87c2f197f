import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { getEnv, isDeployment } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { observeRequestDuration } from "~/server/observability/metrics.server";
import { registryWithOutbox } from "~/server/observability/outbox-metrics.server";
import { nameRoute, requestIdFrom, runInRequestScope } from "~/server/observability/request-scope.server";

/** What answers a request that reaches neither the app nor the render cache: a static file (server.js). */
const STATIC_FILES = "static";

/**
 * Every request (server.js, before the render cache and Express): an id, kept from a safe
 * X-Request-Id or made anew, sent back as X-Request-Id and carried by every log line written
 * while `handle` serves it; when the answer ends, one access line (method, route pattern, status,
 * duration, id: no address, query or person) and a sample of http_request_duration_seconds.
 * A local run or development writes the access lines at debug level, so its terminal stays quiet.
 */
export function observeRequest(req: IncomingMessage, res: ServerResponse, handle: () => void): void {
  const startedAt = performance.now();
  const scope = { requestId: requestIdFrom(req.headers["x-request-id"]), route: STATIC_FILES };
  res.setHeader("X-Request-Id", scope.requestId);
  res.once("close", () => {
    const durationMs = performance.now() - startedAt;
    const method = req.method ?? "GET";
    observeRequestDuration(method, scope.route, res.statusCode, durationMs / 1000);
    const fields = {
      method,
      route: scope.route,
      status: res.statusCode,
      durationMs: Math.round(durationMs * 10) / 10,
      requestId: scope.requestId,
      ...(res.writableFinished ? {} : { aborted: true }),
    };
    const message = `${method} ${scope.route} ${res.statusCode}`;
    if (isDeployment(getEnv())) logger.info(message, fields);
    else logger.debug(message, fields);
  });
  runInRequestScope(scope, handle);
}

/** Requests Express refuses before routing (malformed address, cross-site, too large) are named so. */
export function nameUnroutedRequests(_req: Request, _res: Response, next: NextFunction): void {
  nameRoute("unrouted");
  next();
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

/** Compares digests of equal length, so the time taken says nothing about the token. */
function bearerMatches(header: string | undefined, token: string): boolean {
  return timingSafeEqual(digest(header ?? ""), digest(`Bearer ${token}`));
}

/**
 * GET /metrics for a Prometheus scraper: without METRICS_TOKEN it does not exist (the app's 404
 * page); with it, `Authorization: Bearer <token>` or 401. Never cached or stored.
 */
export function serveMetrics(token: string | undefined) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (!token) return next();
    nameRoute("/metrics");
    res.setHeader("Cache-Control", "no-store");
    if (!bearerMatches(req.headers.authorization, token)) {
      res.status(401).setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      res.end();
      return;
    }
    try {
      const registry = registryWithOutbox();
      const text = await registry.metrics();
      res.status(200).setHeader("Content-Type", registry.contentType);
      res.end(text);
    } catch (error) {
      next(error);
    }
  };
}
