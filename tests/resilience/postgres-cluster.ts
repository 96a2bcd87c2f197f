import { execFile } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PORTS } from "./support";

/**
 * A private, throwaway PostgreSQL cluster for the drills (never a shared server): initdb into a
 * temporary directory, listening on 127.0.0.1 only, fsync off. Run as the postgres user when
 * the tests run as root (PostgreSQL refuses to run as root).
 */
const ROOT = "/usr/lib/postgresql";

/** The newest installed PostgreSQL's bin directory, or undefined where none is installed. */
export function postgresBinaries(): string | undefined {
  if (!existsSync(ROOT)) return undefined;
  const versions = readdirSync(ROOT)
    .filter((version) => existsSync(path.join(ROOT, version, "bin", "pg_ctl")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(ROOT, versions[0], "bin") : undefined;
}

const execFileAsync = promisify(execFile);

export interface Cluster {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  remove(): Promise<void>;
}

export async function createCluster(bin: string): Promise<Cluster> {
  const dir = mkdtempSync(path.join(tmpdir(), "movematch-pg-"));
  const dataDir = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chmodSync(dir, 0o777);
  const run = async (command: string, args: string[]) => {
    if (asRoot) {
      const line = [command, ...args].map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(" ");
      await execFileAsync("su", ["postgres", "-s", "/bin/bash", "-c", line]);
    } else {
      await execFileAsync(command, args);
    }
  };
  const pgCtl = path.join(bin, "pg_ctl");
  const options = `-c listen_addresses=127.0.0.1 -p ${PORTS.postgres} -c fsync=off -c unix_socket_directories=${dir} -c max_connections=100`;
  await run(path.join(bin, "initdb"), ["-A", "trust", "-U", "postgres", "--no-sync", "-D", dataDir]);
  const cluster: Cluster = {
    url: `postgres://postgres@127.0.0.1:${PORTS.postgres}/postgres`,
    start: () => run(pgCtl, ["-D", dataDir, "-o", options, "-l", path.join(dataDir, "server.log"), "-w", "start"]),
    stop: () => run(pgCtl, ["-D", dataDir, "-m", "fast", "-w", "stop"]),
    remove: async () => {
      await cluster.stop().catch(() => undefined); // already stopped
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
