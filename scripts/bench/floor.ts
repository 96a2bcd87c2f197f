import { spawn, spawnSync } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { PORTS, type RunningServer, stopChild } from "./support";

/**
 * The floor every render is measured against: bench/floor, a minimal React Router app on the
 * project's own dependencies (default server entry, Express adapter, one route rendering about
 * 100 `<Link>`s and 40 kB of HTML from a loader, no database, no i18n). Built on each run, so it
 * always uses the versions the app uses.
 */
const FLOOR_DIRECTORY = "bench/floor";

export async function startFloor(): Promise<RunningServer> {
  const build = spawnSync(process.execPath, ["../../node_modules/@react-router/dev/bin.js", "build"], {
    cwd: FLOOR_DIRECTORY,
    encoding: "utf8",
  });
  if (build.status !== 0) throw new Error(`bench/floor did not build:\n${build.stderr}`);
  const origin = `http://127.0.0.1:${PORTS.floor}`;
  const started = performance.now();
  const child = spawn(process.execPath, ["server.js"], {
    cwd: FLOOR_DIRECTORY,
    env: { ...process.env, NODE_ENV: "production", PORT: String(PORTS.floor), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  while (true) {
    if (child.exitCode !== null) throw new Error("bench/floor's server exited before answering");
    const up = await fetch(`${origin}/`)
      .then((response) => response.status === 200)
      .catch(() => false);
    if (up) break;
    if (performance.now() - started > 60_000) {
      await stopChild(child);
      throw new Error("bench/floor's server did not answer within 60 s");
    }
    await sleep(20);
  }
  return { origin, startMs: performance.now() - started, stop: () => stopChild(child) };
}
