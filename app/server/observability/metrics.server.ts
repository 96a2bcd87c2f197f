import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/**
 * The figures GET /metrics shows (Prometheus text format, prom-client), counted where they
 * happen; the outbox's are measured when scraped (outbox-metrics.server.ts). Labels name route
 * patterns, methods, status classes, limits and sweeps: never an address, a token or a person.
 */
function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  /** When each background loop last finished a run (or started), for its lag. */
  const sweepRuns = new Map<string, number>();

  return {
    registry,
    sweepRuns,
    requestDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from a request's arrival to the end of its answer, by route pattern",
      labelNames: ["method", "route", "status_class"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    claimsRefusedFull: new Counter({
      name: "movematch_claims_refused_full_total",
      help: "Claims refused because the quote request's places were all taken",
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: "movematch_rate_limit_refusals_total",
      help: "Attempts refused by an abuse limit, by the limit's name",
      labelNames: ["limit"] as const,
      registers,
    }),
    databaseWait: new Histogram({
      name: "movematch_database_wait_seconds",
      help: "Time spent waiting for a pooled PostgreSQL connection, or for PGlite's one transaction",
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    }),
    sweepLag: new Gauge({
      name: "movematch_sweep_lag_seconds",
      help: "Time since each background sweep loop of this process last finished a run",
      labelNames: ["sweep"] as const,
      registers,
      collect() {
        this.reset();
        for (const [sweep, ranAt] of sweepRuns) this.set({ sweep }, (Date.now() - ranAt) / 1000);
      },
    }),
  };
}

type Metrics = ReturnType<typeof createMetrics>;

/** On globalThis because Vite re-evaluates modules in development: one registry per process. */
const holder = globalThis as typeof globalThis & { __movematchMetrics?: Metrics };

export function metrics(): Metrics {
  holder.__movematchMetrics ??= createMetrics();
  return holder.__movematchMetrics;
}

/** A background loop finished a run (or started): its lag counts from now. */
export function recordSweepRun(sweep: string): void {
  metrics().sweepRuns.set(sweep, Date.now());
}

/** The labels of an answered request: its method (known ones only), route pattern and status class. */
export function observeRequestDuration(method: string, route: string, status: number, seconds: number): void {
  const knownMethod = KNOWN_METHODS.has(method) ? method : "other";
  metrics().requestDuration.observe(
    { method: knownMethod, route, status_class: `${Math.floor(status / 100)}xx` },
    seconds,
  );
}

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
