import type { Dataset } from "./datasets";
import { type Figures, median, pageLatency, quantile, type RunningServer } from "./support";

/**
 * Scale of data: one request at a time (no queueing), how long each page takes on this dataset.
 * Run on the demo and on the large dataset, the growth is large ÷ demo per page.
 */
export function scalePages(dataset: Dataset): { id: string; path: string; cookie?: string }[] {
  return [
    { id: "home", path: dataset.paths.home },
    { id: "city", path: dataset.paths.city },
    { id: "company", path: dataset.paths.company },
    { id: "admin_quote_requests", path: "/admin/quote-requests", cookie: dataset.staffCookie },
    { id: "admin_partners", path: "/admin/partners", cookie: dataset.staffCookie },
    { id: "find_work", path: "/partner/admin/find-work", cookie: dataset.partnerCookie },
    { id: "my_work", path: "/partner/admin/work", cookie: dataset.partnerCookie },
    { id: "ledger", path: "/partner/admin/payments", cookie: dataset.partnerCookie },
  ];
}

export type Latencies = Record<string, number>;

export async function measureLatencies(
  figures: Figures,
  server: RunningServer,
  dataset: Dataset,
  samples: number,
): Promise<Latencies> {
  const medians: Latencies = {};
  for (const page of scalePages(dataset)) {
    const times = await pageLatency(`${server.origin}${page.path}`, samples, page.cookie);
    medians[page.id] = median(times);
    const label = `${page.path}, ${dataset.name} data, one at a time`;
    figures.record(`scale.${page.id}.${dataset.name}_ms`, median(times), "ms", `${label}: median`);
    figures.record(`scale.${page.id}.${dataset.name}_p99_ms`, quantile(times, 0.99), "ms", `${label}: p99`);
  }
  return medians;
}

export function recordGrowth(figures: Figures, demo: Latencies, large: Latencies): void {
  for (const [id, demoMs] of Object.entries(demo)) {
    const largeMs = large[id];
    if (largeMs === undefined) continue;
    figures.record(`scale.${id}.growth`, largeMs / demoMs, "×", `${id}: large data ÷ demo data (median latency)`);
  }
}
