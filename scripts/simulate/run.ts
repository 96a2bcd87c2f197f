/**
 * `npm run simulate`: the marketplace simulation (docs/marketplace.md, "Simulation"). Scripted
 * customers and partners act through the real services on an in-memory PGlite (loaded from a
 * migrated snapshot kept in bench/.data/) with a virtual clock; prints one table per scenario, writes reports/simulate-<scenario>.json and fails,
 * naming each, when a budget of bench/budgets.json ("simulate") is missed.
 *
 *   (no option)                 every scenario in bench/scenarios/, each in a process of its own
 *   --scenario NAME|PATH        one scenario: a name in bench/scenarios/ or a JSON file anywhere
 *   --smoke                     1 simulated day (of busy-city unless --scenario): budgets reported, not enforced
 *   --days N                    arrivals for N days instead of the scenario's durationDays
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { TEST_SUPPLIER_SETTINGS } from "../../tests/support/supplier-settings";
import { type Budget, buildReport, formatValue, judge, printTable } from "./report";
import { loadScenario, type Scenario, ScenarioError } from "./scenario";

interface Options {
  scenario?: string;
  smoke: boolean;
  days?: number;
}

function parseOptions(argv: string[]): Options {
  const options: Options = { smoke: false };
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] ?? "";
    const [name, inline] = argument.split(/=(.*)/s, 2);
    const value = () => {
      if (inline !== undefined) return inline;
      const next = argv[++index];
      if (next === undefined) throw new ScenarioError(`${name} needs a value`);
      return next;
    };
    if (name === "--smoke") options.smoke = true;
    else if (name === "--scenario") options.scenario = value();
    else if (name === "--days") {
      const days = Number(value());
      if (!(days > 0)) throw new ScenarioError("--days needs a positive number");
      options.days = days;
    } else throw new ScenarioError(`unknown option ${argument}; options: --scenario NAME|PATH, --smoke, --days N`);
  }
  return options;
}

const SIMULATION_SECRET = "simulation-secret-simulation-secret-0000";

/** Settings for a run that emails nobody and writes nothing to disk but its report. */
function configureEnvironment(scenario: Scenario): void {
  process.env.NODE_ENV = "production";
  // A deployment must name its supplier (env.server.ts): plainly test values, as the bench's.
  Object.assign(process.env, TEST_SUPPLIER_SETTINGS);
  process.env.APP_URL = "http://127.0.0.1:3000";
  process.env.BETTER_AUTH_SECRET = SIMULATION_SECRET;
  process.env.LOG_LEVEL = "error";
  process.env.SEED = "none";
  process.env.GEOCODER = "offline";
  // Without SMTP_URL mail stays in the outbox (the simulation empties it every simulated hour).
  delete process.env.SMTP_URL;
  delete process.env.DATABASE_URL;
  if (scenario.leadResponseMinutes !== undefined) {
    process.env.LEAD_RESPONSE_MINUTES = String(scenario.leadResponseMinutes);
  }
}

/**
 * A migrated, empty embedded database in memory. Creating a PGlite cluster costs about 4 s of
 * CPU, migrating it 0.6 s; loading a snapshot of one 0.8 s. The snapshot is kept in bench/.data/
 * (ignored by git), named by a hash of the migrations and the PGlite version, so a new
 * migration makes a new one.
 */
async function openMigratedDatabase() {
  const { PGlite } = await import("@electric-sql/pglite");
  const { openDatabase } = await import("~/db/client.server");
  const hash = createHash("sha256");
  for (const file of readdirSync("drizzle")
    .filter((name) => name.endsWith(".sql"))
    .sort()) {
    hash.update(readFileSync(path.join("drizzle", file)));
  }
  hash.update(readFileSync(path.join("drizzle", "meta", "_journal.json")));
  hash.update(readFileSync(path.join("node_modules", "@electric-sql", "pglite", "package.json")));
  const snapshot = path.join("bench", ".data", `simulate-template-${hash.digest("hex").slice(0, 16)}.tar.gz`);
  if (existsSync(snapshot)) {
    const handle = await openDatabase({ pglite: new PGlite({ loadDataDir: new Blob([readFileSync(snapshot)]) }) });
    await handle.migrate();
    return handle;
  }
  const client = new PGlite();
  const handle = await openDatabase({ pglite: client });
  await handle.migrate();
  mkdirSync(path.dirname(snapshot), { recursive: true });
  const written = `${snapshot}.${process.pid}`;
  writeFileSync(written, Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer()));
  renameSync(written, snapshot);
  return handle;
}

async function runOne(options: Options): Promise<number> {
  const started = performance.now();
  const cpuAtStart = process.cpuUsage();
  const loaded = loadScenario(options.scenario ?? "busy-city");
  const days = options.days ?? (options.smoke ? 1 : undefined);
  const scenario = days === undefined ? loaded : { ...loaded, durationDays: days };
  configureEnvironment(scenario);

  const { installDatabaseHandle } = await import("~/server/db.server");
  const { runSimulation } = await import("./simulation");

  const handle = await openMigratedDatabase();
  installDatabaseHandle(handle);
  const setupSeconds = (performance.now() - started) / 1000;
  console.error(`  ${scenario.name}: a migrated database in memory after ${setupSeconds.toFixed(1)} s`);
  const simulationStarted = performance.now();
  const result = await runSimulation(handle.db, scenario, {
    onProgress: (line) => console.error(`  ${scenario.name} ${line}`),
  });
  const simulationSeconds = (performance.now() - simulationStarted) / 1000;
  await handle.close();
  const totalSeconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuAtStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;

  const report = buildReport(result, { setupSeconds, simulationSeconds, totalSeconds, cpuSeconds });
  const config = JSON.parse(readFileSync("bench/budgets.json", "utf8")) as { simulate?: { budgets: Budget[] } };
  const verdicts = judge(report.figures, config.simulate?.budgets ?? [], scenario.name);
  const load = os.loadavg().map((value) => value.toFixed(1));
  const machine = `${os.cpus().length} CPUs, load ${load.join(" ")}, Node ${process.version}`;
  const title = `${scenario.name}${options.smoke ? " (smoke run: budgets reported, not enforced)" : ""}`;
  printTable(
    `Simulation ${title}: ${scenario.durationDays} days of arrivals from ${scenario.start} UK, ${scenario.drainHours} h after, seed ${scenario.seed}, window ${result.leadResponseMinutes} min, sweep every ${scenario.sweepIntervalMinutes} min; ${machine}`,
    report.figures,
    verdicts,
  );
  console.log("\nWhat happened:");
  for (const [key, value] of Object.entries(result.counters).sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`  ${key.padEnd(70)} ${value}`);
  }
  console.log("\nWhere the time went:                      wall ms    CPU ms");
  for (const [key, { wallMs, cpuMs }] of Object.entries(report.details.time)) {
    console.log(`  ${key.padEnd(40)} ${String(wallMs).padStart(8)}  ${String(cpuMs).padStart(8)}`);
  }

  mkdirSync("reports", { recursive: true });
  const file = path.join("reports", `simulate-${scenario.name}${options.smoke ? "-smoke" : ""}.json`);
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        scenario: scenario.name,
        smoke: options.smoke,
        recordedAt: new Date().toISOString(),
        machine: {
          cpus: os.cpus().length,
          cpuModel: os.cpus()[0]?.model ?? "unknown",
          node: process.version,
          // Other work on the machine slows the run: the 1, 5 and 15-minute load averages at its end.
          loadAverage: os.loadavg(),
        },
        settings: {
          start: scenario.start,
          durationDays: scenario.durationDays,
          drainHours: scenario.drainHours,
          seed: scenario.seed,
          leadResponseMinutes: result.leadResponseMinutes,
          sweepIntervalMinutes: scenario.sweepIntervalMinutes,
        },
        figures: report.figures,
        budgets: verdicts.map(({ budget, value, status }) => ({ ...budget, value, status })),
        ...report.details,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nWrote ${file}`);

  // A service failing other than by refusing (an AppError) is a bug, whatever the budgets say.
  const failures = Object.keys(result.counters).filter((key) => key.includes(": error "));
  for (const failure of failures) console.error(`Unexpected failure: ${failure}`);
  const missed = verdicts.filter((verdict) => verdict.status !== "met");
  for (const { budget, value, status } of missed) {
    const shown = value === undefined ? "not measured" : formatValue(value, "");
    console.error(`Budget ${status}: ${budget.figure} = ${shown} (${budget.why})`);
  }
  if (failures.length > 0) return 1;
  return missed.length > 0 && !options.smoke ? 1 : 0;
}

/** Every scenario, each in a fresh process (its own database and LEAD_RESPONSE_MINUTES). */
function runAll(options: Options): number {
  const names = readdirSync(path.join("bench", "scenarios"))
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.replace(/\.json$/, ""))
    .sort();
  let status = 0;
  for (const name of names) {
    const script = process.argv[1] ?? "scripts/simulate/run.ts";
    const extra = [...(options.smoke ? ["--smoke"] : []), ...(options.days ? ["--days", String(options.days)] : [])];
    const child = spawnSync(process.execPath, [...process.execArgv, script, "--scenario", name, ...extra], {
      stdio: "inherit",
    });
    if (child.status !== 0) status = 1;
  }
  return status;
}

try {
  const options = parseOptions(process.argv.slice(2));
  process.exitCode = options.scenario || options.smoke ? await runOne(options) : runAll(options);
} catch (error) {
  if (error instanceof ScenarioError) {
    console.error(error.message);
    process.exitCode = 2;
  } else throw error;
}
