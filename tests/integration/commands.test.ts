import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);

/** Nothing listens on port 1, so a connection is refused at once. */
const UNREACHABLE = "postgres://postgres@127.0.0.1:1/movematch";

describe("commands facing an unreachable database", () => {
  it.each(["scripts/worker.ts", "scripts/migrate.ts", "scripts/seed.ts"])(
    "%s says so in one line and exits 1, without a stack trace",
    async (script) => {
      const refused = await run(process.execPath, ["--import", "tsx", script], {
        env: { ...process.env, DATABASE_URL: UNREACHABLE },
      }).catch((error: { code: number; stderr: string }) => error);
      expect("code" in refused && refused.code).toBe(1);
      expect(refused.stderr.trim().split("\n")).toEqual([
        "The database cannot be used: connect ECONNREFUSED 127.0.0.1:1 (ECONNREFUSED). Check DATABASE_URL.",
      ]);
    },
    60_000,
  );
});
