import http from "node:http";
import autocannon from "autocannon";
import type { Dataset } from "./datasets";
import { type Figures, fetchOk, PORTS, type RunningServer } from "./support";

/**
 * Server rendering: each public page under 50 concurrent connections (autocannon), against a
 * plain Node `http` server sending the same bytes from memory, measured in the same run so the
 * ratio does not depend on the machine.
 */
export const CONNECTIONS = 50;
export const RENDERED_PAGES = ["home", "city", "company", "quote", "guides"] as const;

interface Load {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

export async function load(url: string, seconds: number): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  const ok = result["2xx"];
  return {
    rps: ok / (result.duration || seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Serves one captured response from memory: the fastest any page could be served. */
async function referenceServer(body: Buffer, contentType: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": contentType, "content-length": body.length });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(PORTS.reference, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${PORTS.reference}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Throughput and latency of the app's pages, their reference and the ratio; returns the reference rates. */
export async function measureRendering(
  figures: Figures,
  server: RunningServer,
  dataset: Dataset,
  seconds: number,
): Promise<Record<string, number>> {
  const references: Record<string, number> = {};
  for (const name of RENDERED_PAGES) {
    const url = `${server.origin}${dataset.paths[name]}`;
    const response = await fetchOk(url);
    const body = Buffer.from(await response.arrayBuffer());
    figures.record(`render.${name}.html_kb`, body.length / 1000, "kB", `${name}: HTML size (uncompressed)`);
    const app = await load(url, seconds);
    const reference = await referenceServer(body, response.headers.get("content-type") ?? "text/html");
    const plain = await load(reference.url, seconds).finally(() => reference.close());
    references[name] = plain.rps;
    const label = `${name} (${dataset.paths[name]}), ${dataset.name} data`;
    figures.record(`render.${name}.rps`, app.rps, "req/s", `${label}: requests/s at ${CONNECTIONS} connections`);
    figures.record(`render.${name}.p50_ms`, app.p50, "ms", `${label}: p50`);
    figures.record(`render.${name}.p99_ms`, app.p99, "ms", `${label}: p99`);
    figures.record(`render.${name}.failures`, app.failures, "", `${label}: non-2xx, errors, timeouts`);
    figures.record(`render.${name}.reference_rps`, plain.rps, "req/s", `${name}: plain Node http, same bytes`);
    figures.record(`render.${name}.ratio`, app.rps / plain.rps, "×", `${name}: app ÷ plain Node`);
  }
  return references;
}

/** The same pages with the render cache switched off (RENDER_CACHE=off), as a ratio to the same references. */
export async function measureUncached(
  figures: Figures,
  server: RunningServer,
  dataset: Dataset,
  seconds: number,
  references: Record<string, number>,
): Promise<void> {
  for (const name of RENDERED_PAGES) {
    const app = await load(`${server.origin}${dataset.paths[name]}`, seconds);
    const reference = references[name] ?? Number.NaN;
    figures.record(`render.${name}.cache_off_rps`, app.rps, "req/s", `${name}: requests/s, RENDER_CACHE=off`);
    figures.record(`render.${name}.cache_off_p99_ms`, app.p99, "ms", `${name}: p99, RENDER_CACHE=off`);
    figures.record(
      `render.${name}.cache_off_failures`,
      app.failures,
      "",
      `${name}: non-2xx, errors, timeouts, RENDER_CACHE=off`,
    );
    figures.record(
      `render.${name}.cache_off_ratio`,
      app.rps / reference,
      "×",
      `${name}: RENDER_CACHE=off ÷ plain Node`,
    );
  }
}
