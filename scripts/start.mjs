import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * `npm start`: build when the sources are newer than the build, then serve the production
 * build. Run on a laptop with nothing configured, it fills in local defaults (APP_URL on
 * localhost, an auth secret generated once into DATA_DIR, and SEED=demo so a new database gets
 * the demo directory). Setting NODE_ENV=production yourself turns that off, so a real
 * deployment must configure APP_URL and the secret, and gets no demo data unless it sets SEED
 * (docs/decisions/004).
 */
if (existsSync(".env")) process.loadEnvFile(".env");

const explicitProduction = process.env.NODE_ENV === "production";
process.env.NODE_ENV = "production";

if (!explicitProduction) {
  const port = process.env.PORT || "3000";
  const dataDir = path.resolve(process.env.DATA_DIR || "./data");
  process.env.APP_URL ||= `http://localhost:${port}`;
  process.env.BETTER_AUTH_SECRET ||= localSecret(dataDir);
  process.env.SEED ||= "demo";
}

function localSecret(dataDir) {
  const file = path.join(dataDir, ".auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
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
  console.log("Building MoveMatch…");
  const result = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("../server.js");
