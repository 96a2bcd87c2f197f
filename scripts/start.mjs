import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * `npm start`: build when the sources are newer than the build, then serve the production
 * build. Run on a laptop with nothing configured it is a local run (LOCAL_RUN=true), for which
 * app/server/env.server.ts fills in APP_URL on localhost, an auth secret generated once into
 * DATA_DIR and SEED=demo, and without SMTP_URL every email is shown at /dev/mail. Setting
 * NODE_ENV=production yourself turns all of that off, so a real deployment must configure
 * APP_URL and the secret, gets no demo data unless it sets SEED, and never serves the inbox
 * (docs/decisions/004 and 019).
 */
if (existsSync(".env")) process.loadEnvFile(".env");

const explicitProduction = process.env.NODE_ENV === "production";
if (explicitProduction && process.env.LOCAL_RUN?.trim()) {
  console.error(
    "Invalid configuration: LOCAL_RUN is set by npm start for a run on your own machine and cannot be combined with NODE_ENV=production",
  );
  process.exit(1);
}
process.env.NODE_ENV = "production";
if (!explicitProduction) process.env.LOCAL_RUN = "true";

/**
 * The configuration checked from the sources, as the built server checks it when it loads
 * (server.js): one line per bad setting, exit 1. Done before a build, so that a bad setting
 * costs a second rather than a build first.
 */
async function checkConfiguration() {
  const { tsImport } = await import("tsx/esm/api");
  const { parseEnv, ConfigError } = await tsImport("../app/server/env.server.ts", import.meta.url);
  try {
    parseEnv(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

function newestChange(entries) {
  let newest = 0;
  for (const entry of entries) {
    if (!existsSync(entry)) continue;
    const stats = statSync(entry);
    if (stats.isDirectory()) {
      const children = readdirSync(entry).map((child) => path.join(entry, child));
      newest = Math.max(newest, newestChange(children));
    } else {
      newest = Math.max(newest, stats.mtimeMs);
    }
  }
  return newest;
}

const builtServer = "build/server/index.js";
const sources = ["app", "server", "public", "drizzle", "package.json", "vite.config.ts", "react-router.config.ts"];
const builtAt = existsSync(builtServer) ? statSync(builtServer).mtimeMs : 0;
if (builtAt < newestChange(sources)) {
  await checkConfiguration();
  console.log(builtAt ? "Building MoveMatch: the sources changed since the last build…" : "Building MoveMatch…");
  // The build lists every asset it writes (some 300 lines): its output is shown only when it fails.
  const result = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? "");
    process.stderr.write(result.stderr ?? "");
    if (result.error) console.error(result.error.message);
    console.error("The build failed: its output is above.");
    process.exit(result.status ?? 1);
  }
}

await import("../server.js");
