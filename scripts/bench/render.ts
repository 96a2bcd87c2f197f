import http from "node:http";
import autocannon from "autocannon";
import type { Dataset } from "./datasets";
import { type Figures, fetchOk, PORTS, type RunningServer } from "./support";

/**
 * Server rendering. Cached public pages: each under 50 concurrent connections (autocannon),
 * against a plain Node `http` server sending the same bytes from memory. Renders (the cache
 * switched off, signed-in pages): under 10 connections, against the minimal React Router app.
 * Both references are measured in the same run, so a ratio does not depend on the machine.
 */
export const CONNECTIONS = 50;
export const FLOOR_CONNECTIONS = 10;
export const RENDERED_PAGES = ["home", "city", "company", "quote", "guides"] as const;

interface Load {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

export async function load(url: string, seconds: number, connections = CONNECTIONS, cookie?: string): Promise<Load> {
  const result = await autocannon({ url, connections, duration: seconds, headers: cookie ? { cookie } : {} });
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

/** Throughput and latency of the app's cached pages, their reference and the ratio. */
export async function measureRendering(
  figures: Figures,
  server: RunningServer,
  dataset: Dataset,
  seconds: number,
): Promise<void> {
  for (const name of RENDERED_PAGES) {
    const url = `${server.origin}${dataset.paths[name]}`;
    const response = await fetchOk(url);
    const body = Buffer.from(await response.arrayBuffer());
    figures.record(`render.${name}.html_kb`, body.length / 1000, "kB", `${name}: HTML size (uncompressed)`);
    const app = await load(url, seconds);
    const reference = await referenceServer(body, response.headers.get("content-type") ?? "text/html");
    const plain = await load(reference.url, seconds).finally(() => reference.close());
    const label = `${name} (${dataset.paths[name]}), ${dataset.name} data`;
    figures.record(`render.${name}.rps`, app.rps, "req/s", `${label}: requests/s at ${CONNECTIONS} connections`);
    figures.record(`render.${name}.p50_ms`, app.p50, "ms", `${label}: p50`);
    figures.record(`render.${name}.p99_ms`, app.p99, "ms", `${label}: p99`);
    figures.record(`render.${name}.failures`, app.failures, "", `${label}: non-2xx, errors, timeouts`);
    figures.record(`render.${name}.reference_rps`, plain.rps, "req/s", `${name}: plain Node http, same bytes`);
    figures.record(`render.${name}.ratio`, app.rps / plain.rps, "×", `${name}: app ÷ plain Node`);
  }
}

/** The signed-in pages measured against the floor: a partner's back office and the staff's request list. */
function signedInPages(dataset: Dataset): { id: string; path: string; cookie: string }[] {
  const { lead } = dataset.paths;
  return [
    { id: "my_work", path: "/partner/admin/work", cookie: dataset.partnerCookie },
    { id: "find_work", path: "/partner/admin/find-work", cookie: dataset.partnerCookie },
    ...(lead ? [{ id: "lead", path: lead, cookie: dataset.partnerCookie }] : []),
    { id: "payments", path: "/partner/admin/payments", cookie: dataset.partnerCookie },
    { id: "admin_quote_requests", path: "/admin/quote-requests", cookie: dataset.staffCookie },
  ];
}

/**
 * What a render costs: the public pages with the render cache switched off (RENDER_CACHE=off)
 * and the signed-in pages, at 10 connections, each as a ratio to the floor (bench/floor, the
 * minimal React Router app) measured in the same run, before and after the pages, so a change in
 * the machine's load during the run shows as two different floor figures.
 */
export async function measureAgainstFloor(
  figures: Figures,
  server: RunningServer,
  floor: RunningServer,
  dataset: Dataset,
  seconds: number,
): Promise<void> {
  const floorBody = await (await fetchOk(`${floor.origin}/`)).arrayBuffer();
  figures.record("render.floor.html_kb", floorBody.byteLength / 1000, "kB", "minimal React Router app: HTML size");
  const before = await load(`${floor.origin}/`, seconds, FLOOR_CONNECTIONS);
  const measured: { id: string; label: string; result: Load }[] = [];
  for (const name of RENDERED_PAGES) {
    const path = dataset.paths[name];
    await fetchOk(`${server.origin}${path}`);
    measured.push({
      id: `render.${name}.cache_off`,
      label: `${name} (${path}), RENDER_CACHE=off`,
      result: await load(`${server.origin}${path}`, seconds, FLOOR_CONNECTIONS),
    });
  }
  for (const page of signedInPages(dataset)) {
    await fetchOk(`${server.origin}${page.path}`, page.cookie);
    measured.push({
      id: `render.signed_in.${page.id}`,
      label: `${page.path}, signed in`,
      result: await load(`${server.origin}${page.path}`, seconds, FLOOR_CONNECTIONS, page.cookie),
    });
  }
  const after = await load(`${floor.origin}/`, seconds, FLOOR_CONNECTIONS);
  const floorRps = (before.rps + after.rps) / 2;
  const floorLabel = `minimal React Router app at ${FLOOR_CONNECTIONS} connections`;
  figures.record("render.floor.rps", floorRps, "req/s", `${floorLabel}: requests/s, mean of before and after`);
  figures.record("render.floor.rps_before", before.rps, "req/s", `${floorLabel}: requests/s before the pages`);
  figures.record("render.floor.rps_after", after.rps, "req/s", `${floorLabel}: requests/s after the pages`);
  figures.record("render.floor.p50_ms", before.p50, "ms", `${floorLabel}: p50 (before)`);
  figures.record("render.floor.p99_ms", before.p99, "ms", `${floorLabel}: p99 (before)`);
  for (const { id, label, result } of measured) {
    figures.record(`${id}_rps`, result.rps, "req/s", `${label}: requests/s at ${FLOOR_CONNECTIONS} connections`);
    figures.record(`${id}_p50_ms`, result.p50, "ms", `${label}: p50`);
    figures.record(`${id}_p99_ms`, result.p99, "ms", `${label}: p99`);
    figures.record(`${id}_failures`, result.failures, "", `${label}: non-2xx, errors, timeouts`);
    figures.record(`${id}_floor_ratio`, result.rps / floorRps, "×", `${label}: ÷ the minimal React Router app`);
  }
}
