import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { TEST_SUPPLIER_SETTINGS } from "../../tests/support/supplier-settings";

/** What one run of the benchmark was asked to do (see run.ts for the command line). */
export interface BenchOptions {
  sections: Set<SectionName>;
  smoke: boolean;
  database: "pglite" | "postgres";
  /** The large dataset's scale (1 = the sizes in docs/performance.md). */
  scale: number;
  /** A PGlite DATA_DIR that already holds the large dataset (npm run bench:seed), if any. */
  largeDir?: string;
  databaseUrl?: string;
}

export const SECTIONS = ["render", "scale", "leadloop", "submission", "browser", "start"] as const;
export type SectionName = (typeof SECTIONS)[number];

/** One measured figure; `id` is what bench/budgets.json names. */
export interface Figure {
  id: string;
  value: number;
  unit: string;
  label: string;
}

export class Figures {
  readonly all: Figure[] = [];

  record(id: string, value: number, unit: string, label: string): void {
    this.all.push({ id, value, unit, label });
  }
}

export function quantile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

export const median = (samples: number[]) => quantile(samples, 0.5);

/** A small deterministic generator, so every run measures the same data. */
export function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function temporaryDirectory(name: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `movematch-bench-${name}-`));
}

/** The bench's ports (the server under test, the plain reference server, the minimal React Router app). */
export const PORTS = {
  app: Number(process.env.BENCH_PORT ?? 3810),
  reference: Number(process.env.BENCH_PORT ?? 3810) + 1,
  floor: Number(process.env.BENCH_PORT ?? 3810) + 2,
};

/** The secret every server of a run shares, so sessions made in-process are valid there. */
export const BENCH_SECRET = "bench-secret-bench-secret-bench-secret-00";

export interface ServerDatabase {
  dataDir?: string;
  databaseUrl?: string;
}

export interface RunningServer {
  origin: string;
  /** Milliseconds from spawning `node scripts/start.mjs` to the first 200 from /healthz. */
  startMs: number;
  stop(): Promise<void>;
}

export function serverEnv(database: ServerDatabase, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    ...TEST_SUPPLIER_SETTINGS,
    PORT: String(PORTS.app),
    HOST: "127.0.0.1",
    APP_URL: `http://127.0.0.1:${PORTS.app}`,
    BETTER_AUTH_SECRET: BENCH_SECRET,
    LOG_LEVEL: "warn",
    SEED: "demo",
    ...extra,
  };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
  if (database.dataDir) env.DATA_DIR = database.dataDir;
  return env;
}

/**
 * Starts the production server as `npm start` does (`node scripts/start.mjs`, which builds
 * first when the sources are newer than the build) and waits for /healthz to answer 200.
 */
export async function startServer(
  database: ServerDatabase,
  extra: Record<string, string> = {},
  { timeoutMs = 600_000 } = {},
): Promise<RunningServer> {
  const origin = `http://127.0.0.1:${PORTS.app}`;
  const started = performance.now();
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: serverEnv(database, extra),
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  while (true) {
    if (exited) throw new Error(`the server exited before answering /healthz:\n${stderr}`);
    if (performance.now() - started > timeoutMs) {
      await stopChild(child);
      throw new Error(`the server did not answer /healthz within ${timeoutMs / 1000} s:\n${stderr}`);
    }
    const healthy = await fetch(`${origin}/healthz`)
      .then((response) => response.status === 200)
      .catch(() => false);
    if (healthy) break;
    await sleep(20);
  }
  const startMs = performance.now() - started;
  return { origin, startMs, stop: () => stopChild(child) };
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

/** GETs a page and fails unless it answers 200: a benchmark of error pages measures nothing. */
export async function fetchOk(url: string, cookie?: string): Promise<Response> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return response;
}

/**
 * Sequential latency of a page: warm-up requests (a new process compiles each route's code on its
 * first requests), then `samples` timed ones.
 */
export async function pageLatency(url: string, samples: number, cookie?: string): Promise<number[]> {
  for (let warm = 0; warm < 10; warm++) await (await fetchOk(url, cookie)).arrayBuffer();
  const times: number[] = [];
  for (let run = 0; run < samples; run++) {
    const started = performance.now();
    await (await fetchOk(url, cookie)).arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}
