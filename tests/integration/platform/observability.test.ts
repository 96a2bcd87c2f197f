import http, { type Server } from "node:http";
import express from "express";
import { createStaticHandler, type MiddlewareFunction, RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getEnv } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { metrics } from "~/server/observability/metrics.server";
import { recordRoutePattern } from "~/server/observability/request-scope.server";
import { nameUnroutedRequests, observeRequest, serveMetrics } from "../../../server/observe-requests";

const TOKEN = "metrics-token-metrics-token-000000";

/** React Router's own matching, with the root middleware of app/root.tsx that names the route. */
const router = createStaticHandler([
  {
    // Path-less, as app/root.tsx: React Router's patterns then lack the leading slash.
    id: "root",
    middleware: [recordRoutePattern as MiddlewareFunction],
    children: [
      { id: "my-request", path: "my-request/:token", loader: () => "the customer's page" },
      {
        id: "not-found",
        path: "*",
        loader: () => {
          throw new Response(null, { status: 404 });
        },
      },
    ],
  },
]);

/** A server put together as server.js and server/app.ts do: every request observed, /metrics, then the router. */
async function serve(token: string | undefined, port: number) {
  const app = express();
  app.use(nameUnroutedRequests);
  app.get("/metrics", serveMetrics(token));
  app.use(async (req, res) => {
    const request = new Request(`http://127.0.0.1:${port}${req.url}`);
    const answer = await router.query(request, {
      requestContext: new RouterContextProvider(),
      generateMiddlewareResponse: async (query) => {
        const context = await query(request);
        return new Response(null, { status: context instanceof Response ? context.status : context.statusCode });
      },
    });
    res.status(answer instanceof Response ? answer.status : 500).end();
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = http
      .createServer((req, res) => observeRequest(req, res, () => app(req, res)))
      .listen(port, "127.0.0.1", () => resolve(listening));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The request histogram's count for one label set, as a scrape shows it. */
async function requestCount(labels: Record<string, string>): Promise<number> {
  const metric = await metrics().requestDuration.get();
  const sample = metric.values.find(
    (value) =>
      value.metricName === "http_request_duration_seconds_count" &&
      Object.entries(labels).every(([name, expected]) => (value.labels as Record<string, unknown>)[name] === expected),
  );
  return sample?.value ?? 0;
}

async function settled<T>(read: () => Promise<T>, until: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const value = await read();
    if (until(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return read();
}

describe("request ids, access lines and /metrics", () => {
  let site: Awaited<ReturnType<typeof serve>>;
  let closed: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    site = await serve(TOKEN, 3861);
    closed = await serve(undefined, 3862);
  });
  afterAll(async () => {
    await site.close();
    await closed.close();
  });
  afterEach(() => vi.restoreAllMocks());

  it("answers every request with an X-Request-Id, keeping a safe one the caller sent and replacing any other", async () => {
    const fresh = (await fetch(`${site.url}/my-request/tok`)).headers.get("x-request-id");
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await fetch(`${site.url}/my-request/tok`, { headers: { "X-Request-Id": "lb-7f3a_91" } });
    expect(echoed.headers.get("x-request-id")).toBe("lb-7f3a_91");
    const unsafe = await fetch(`${site.url}/`, { headers: { "X-Request-Id": "<script>alert(1)</script>" } });
    expect(unsafe.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const tooLong = await fetch(`${site.url}/`, { headers: { "X-Request-Id": "a".repeat(65) } });
    expect(tooLong.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("writes one access line per request: method, route pattern, status, duration and id, no address, query or token", async () => {
    // Tests run outside a deployment, where access lines are at debug level.
    const debug = vi.spyOn(logger, "debug").mockImplementation(() => undefined);
    const response = await fetch(`${site.url}/my-request/SECRETtoken123?email=amira@example.com`);
    const requestId = response.headers.get("x-request-id");
    const lines = await settled(
      async () => debug.mock.calls.filter(([, fields]) => fields?.requestId === requestId),
      (found) => found.length > 0,
    );
    expect(lines).toHaveLength(1);
    const [message, fields] = lines[0] ?? [];
    expect(message).toBe("GET /my-request/:token 200");
    expect(fields).toEqual({
      method: "GET",
      route: "/my-request/:token",
      status: 200,
      durationMs: expect.any(Number),
      requestId,
    });
    expect(JSON.stringify(lines[0])).not.toMatch(/SECRETtoken123|amira|example\.com|127\.0\.0\.1/);
  });

  it("moves the request histogram of the route that answered", async () => {
    const labels = { method: "GET", route: "/my-request/:token", status_class: "2xx" };
    const before = await requestCount(labels);
    await fetch(`${site.url}/my-request/another-token`);
    await fetch(`${site.url}/my-request/a-third-token`);
    expect(
      await settled(
        () => requestCount(labels),
        (count) => count >= before + 2,
      ),
    ).toBe(before + 2);
    const notFound = { method: "GET", route: "/*", status_class: "4xx" };
    const unmatchedBefore = await requestCount(notFound);
    await fetch(`${site.url}/no/such/page`);
    expect(
      await settled(
        () => requestCount(notFound),
        (count) => count > unmatchedBefore,
      ),
    ).toBe(unmatchedBefore + 1);
  });

  it("carries no personal data in any metric label: no token, no email address", async () => {
    await fetch(`${site.url}/my-request/PRIVATEtoken987?email=owner%40firm.example`);
    await fetch(`${site.url}/?email=owner@firm.example`);
    const scrape = await fetch(`${site.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    const text = await scrape.text();
    const labelValues = [...text.matchAll(/="([^"]*)"/g)].map((match) => match[1] ?? "");
    expect(labelValues.length).toBeGreaterThan(0);
    for (const value of labelValues) {
      expect(value).not.toContain("PRIVATEtoken987");
      expect(value).not.toContain("@");
      expect(value).not.toContain("%40");
    }
  });

  it("shows /metrics only with METRICS_TOKEN set, and only to a scraper sending it", async () => {
    expect((await fetch(`${closed.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    const anonymous = await fetch(`${site.url}/metrics`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).toBe("");
    const wrong = await fetch(`${site.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN.slice(0, -1)}x` } });
    expect(wrong.status).toBe(401);
    const right = await fetch(`${site.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(right.status).toBe(200);
    expect(right.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(right.headers.get("cache-control")).toBe("no-store");
  });

  it("shows the figures of the issue: durations by route, outbox, sweep lag, full claims, rate limits, database wait, process", async () => {
    metrics().claimsRefusedFull.inc();
    metrics().rateLimitRefusals.inc({ limit: "contact" });
    const text = await (await fetch(`${site.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).text();
    for (const name of [
      "http_request_duration_seconds_bucket",
      "movematch_outbox_unsent_emails 0",
      "movematch_outbox_oldest_unsent_age_seconds 0",
      "# TYPE movematch_sweep_lag_seconds gauge",
      "movematch_claims_refused_full_total 1",
      'movematch_rate_limit_refusals_total{limit="contact"} 1',
      "# TYPE movematch_database_wait_seconds histogram",
      "process_cpu_seconds_total",
      "nodejs_eventloop_lag_seconds",
    ]) {
      expect(text).toContain(name);
    }
    expect(getEnv().METRICS_TOKEN).toBeUndefined();
  });
});
