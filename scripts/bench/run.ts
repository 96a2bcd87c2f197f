/**
 * `npm run bench`: measures MoveMatch's performance figures (docs/performance.md), prints them in
 * one table with the machine's CPU count and Node version, writes bench/results.json and fails,
 * naming each, when a budget of bench/budgets.json is missed.
 *
 *   --only=render,scale,leadloop,submission,browser,start   some sections only (default: all)
 *   --smoke                 tiny sizes and short runs; budgets are reported, not enforced
 *   --database=pglite|postgres   postgres uses DATABASE_URL (it holds the large dataset)
 *   --scale=0.1             the large dataset's scale (default 1; 0.002 with --smoke)
 *   --large-dir=PATH        a PGlite DATA_DIR already holding the large dataset (npm run bench:seed)
 */
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { TEST_SUPPLIER_SETTINGS } from "../../tests/support/supplier-settings";
import { printFigureTable, verdictOf } from "./print-table";
import { BENCH_SECRET, type BenchOptions, Figures, PORTS, SECTIONS, type SectionName } from "./support";

function parseOptions(argv: string[]): BenchOptions {
  const value = (name: string) => argv.find((argument) => argument.startsWith(`--${name}=`))?.split("=")[1];
  const smoke = argv.includes("--smoke");
  const only = value("only")?.split(",") ?? [...SECTIONS];
  const unknown = only.filter((name) => !(SECTIONS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`unknown section ${unknown.join(", ")}; sections: ${SECTIONS.join(", ")}`);
  const database = value("database") ?? "pglite";
  if (database !== "pglite" && database !== "postgres") throw new Error("--database is pglite or postgres");
  const databaseUrl = process.env.DATABASE_URL;
  if (database === "postgres" && !databaseUrl) throw new Error("--database=postgres needs DATABASE_URL");
  const largeDir = value("large-dir");
  return {
    sections: new Set(only as SectionName[]),
    smoke,
    database,
    scale: Number(value("scale") ?? (smoke ? 0.002 : 1)),
    largeDir: largeDir ? path.resolve(largeDir) : undefined,
    databaseUrl,
  };
}

interface Budget {
  figure: string;
  min?: number;
  max?: number;
  database?: "pglite" | "postgres";
  why: string;
}

interface Verdict {
  budget: Budget;
  value: number | undefined;
  status: "met" | "missed" | "not measured";
}

function judge(figures: Figures, budgets: Budget[], options: BenchOptions): Verdict[] {
  return budgets
    .filter((budget) => !budget.database || budget.database === options.database)
    .map((budget) => verdictOf(budget, figures.all));
}

function limitText(budget: Budget): string {
  if (budget.min !== undefined) return `≥ ${budget.min}`;
  return `≤ ${budget.max}`;
}

function formatValue(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (Math.abs(value) >= 100) return value.toFixed(0);
  if (Math.abs(value) >= 1) return value.toFixed(2);
  return value.toFixed(3);
}

function printTable(figures: Figures, verdicts: Verdict[], header: string): void {
  const byFigure = new Map(verdicts.map((verdict) => [verdict.budget.figure, verdict]));
  const rows = figures.all.map((figure) => {
    const verdict = byFigure.get(figure.id);
    return [
      figure.id,
      `${formatValue(figure.value)} ${figure.unit}`.trim(),
      verdict ? limitText(verdict.budget) : "",
      verdict ? verdict.status : "",
      figure.label,
    ];
  });
  printFigureTable(header, rows, 6);
}

const options = parseOptions(process.argv.slice(2));
// In-process work (sessions, the lead loop) shares the servers' configuration, so a session made
// here is valid on the server.
process.env.NODE_ENV = "production";
Object.assign(process.env, TEST_SUPPLIER_SETTINGS);
process.env.APP_URL = `http://127.0.0.1:${PORTS.app}`;
process.env.BETTER_AUTH_SECRET = BENCH_SECRET;
process.env.LOG_LEVEL = "error";
process.env.SEED = "none";

const { prepareDemo, prepareLarge } = await import("./datasets");
const { startServer } = await import("./support");
const { measureRendering, measureAgainstFloor } = await import("./render");
const { startFloor } = await import("./floor");
const { measureLatencies, recordGrowth } = await import("./scale");
const { measureJavaScript, measureLighthouse, measureSeo } = await import("./browser");
const { openScratch, insertPartners, measureMatching, measureSubmission, measureClaiming } = await import(
  "./lead-loop"
);
const { median, random } = await import("./support");

const figures = new Figures();
const sectionSeconds: Record<string, number> = {};
const has = (section: SectionName) => options.sections.has(section);
async function timed<T>(section: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    sectionSeconds[section] = (sectionSeconds[section] ?? 0) + (performance.now() - started) / 1000;
  }
}

const sizes = options.smoke
  ? {
      seconds: 1,
      samples: 3,
      partners: 500,
      matchRuns: 20,
      submissions: 40,
      claimRequests: 3,
      lighthouseRuns: 1,
      starts: 1,
    }
  : {
      seconds: 10,
      samples: 40,
      partners: 10_000,
      matchRuns: 300,
      submissions: 600,
      claimRequests: 60,
      lighthouseRuns: 3,
      starts: 3,
    };

const demo =
  has("scale") || has("browser") || has("start") ? await timed("prepare demo data", () => prepareDemo(options)) : null;
const large = has("render") || has("scale") ? await timed("prepare large data", () => prepareLarge(options)) : null;

if (demo && (has("scale") || has("browser"))) {
  const server = await timed("start servers", () => startServer(demo.database));
  try {
    const demoLatencies = has("scale")
      ? await timed("scale", () => measureLatencies(figures, server, demo, sizes.samples))
      : null;
    if (has("browser")) {
      await timed("browser", async () => {
        await measureJavaScript(figures, server, demo);
        await measureLighthouse(figures, server, demo, sizes.lighthouseRuns, options.smoke ? ["home"] : undefined);
        await measureSeo(figures, server);
      });
    }
    if (demoLatencies && large) {
      await server.stop();
      const largeServer = await timed("start servers", () => startServer(large.database));
      try {
        const largeLatencies = await timed("scale", () => measureLatencies(figures, largeServer, large, sizes.samples));
        recordGrowth(figures, demoLatencies, largeLatencies);
      } finally {
        await largeServer.stop();
      }
    }
  } finally {
    await server.stop();
  }
}

if (demo && has("start")) {
  await timed("start", async () => {
    const times: number[] = [];
    for (let run = 0; run < sizes.starts; run++) {
      const server = await startServer(demo.database);
      times.push(server.startMs);
      await server.stop();
    }
    figures.record(
      "start.healthz_ms",
      median(times),
      "ms",
      `node scripts/start.mjs to the first /healthz 200, existing database, median of ${times.length}`,
    );
  });
}

if (large && has("render")) {
  const server = await timed("start servers", () => startServer(large.database));
  await timed("render", () => measureRendering(figures, server, large, sizes.seconds)).finally(() => server.stop());
  const floor = await timed("start servers", () => startFloor());
  try {
    const uncached = await timed("start servers", () => startServer(large.database, { RENDER_CACHE: "off" }));
    await timed("render", () => measureAgainstFloor(figures, uncached, floor, large, sizes.seconds)).finally(() =>
      uncached.stop(),
    );
  } finally {
    await floor.stop();
  }
}

if (has("leadloop") || has("submission")) {
  const handle = await timed("prepare lead loop data", async () => {
    const scratch = await openScratch(options);
    await insertPartners(scratch.db, sizes.partners, random(42));
    return scratch;
  });
  try {
    if (has("leadloop")) {
      await timed("leadloop", () => measureMatching(figures, handle.db, sizes.matchRuns, sizes.partners, random(7)));
    }
    // Submission runs before claiming either way: claiming needs the requests it stores.
    const submissionFigures = has("submission") ? figures : new Figures();
    await timed("submission", async () => {
      await measureSubmission(submissionFigures, handle.db, {
        count: sizes.submissions,
        retryShare: 0,
        prefix: "bench-a",
      });
      await measureSubmission(submissionFigures, handle.db, {
        count: sizes.submissions,
        retryShare: 0.05,
        prefix: "bench-b",
      });
    });
    if (has("leadloop")) await timed("leadloop", () => measureClaiming(figures, handle.db, sizes.claimRequests));
  } finally {
    await handle.close();
  }
}

const budgets = (JSON.parse(readFileSync("bench/budgets.json", "utf8")) as { budgets: Budget[] }).budgets;
/** The section that measures a figure, by the figure's first word. */
const SECTION_OF: Record<string, SectionName> = {
  render: "render",
  scale: "scale",
  matching: "leadloop",
  claiming: "leadloop",
  accepting: "leadloop",
  submission: "submission",
  browser: "browser",
  lighthouse: "browser",
  start: "start",
};
const verdicts = judge(figures, budgets, options).filter((verdict) => {
  const section = SECTION_OF[verdict.budget.figure.split(".")[0] ?? ""];
  // A smoke run measures some pages only (one Lighthouse page): it reports what it measured.
  if (verdict.status === "not measured")
    return !options.smoke && section !== undefined && options.sections.has(section);
  return true;
});
const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? "unknown",
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  platform: `${os.platform()} ${os.release()}`,
  loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))),
};
const header = `MoveMatch benchmark: ${machine.cpus} CPUs (${machine.cpuModel}), Node ${machine.node}, database ${options.database}${options.smoke ? ", smoke run (budgets not enforced)" : ""}`;
printTable(figures, verdicts, header);
console.log(
  `\nSection times: ${Object.entries(sectionSeconds)
    .map(([section, seconds]) => `${section} ${seconds.toFixed(0)} s`)
    .join(", ")}`,
);

writeFileSync(
  `bench/results${options.database === "postgres" ? "-postgres" : ""}${options.smoke ? "-smoke" : ""}.json`,
  `${JSON.stringify(
    {
      ranAt: new Date().toISOString(),
      machine,
      options: { ...options, sections: [...options.sections], databaseUrl: undefined },
      dataset: { demoSeededSeconds: demo?.seededSeconds, largeSeededSeconds: large?.seededSeconds },
      sectionSeconds,
      figures: figures.all,
      budgets: verdicts.map(({ budget, value, status }) => ({ ...budget, value, status })),
    },
    null,
    2,
  )}\n`,
);

const missed = verdicts.filter((verdict) => verdict.status !== "met");
if (missed.length > 0) {
  console.log(`\n${missed.length} budget(s) not met:`);
  for (const { budget, value, status } of missed) {
    console.log(
      `  ${budget.figure} = ${value === undefined ? status : formatValue(value)} (budget ${limitText(budget)}): ${budget.why}`,
    );
  }
}
if (missed.length > 0 && !options.smoke) process.exitCode = 1;
