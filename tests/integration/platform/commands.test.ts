import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { TEST_SUPPLIER_SETTINGS } from "../../support/supplier-settings";

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

/**
 * Every command, and `npm start`, facing a bad setting: the line naming it, nothing else, exit 1.
 * `npm start` checks the sources when a build is due (and never builds with a bad setting), the
 * built server when the build is up to date: either way the same line. The production server
 * on its own (node server.js on the build) is checked in tests/e2e/local-run.spec.ts.
 */
describe("commands facing a bad setting", () => {
  const secret = "command-secret-command-secret-command-00";
  const dataDir = mkdtempSync(path.join(tmpdir(), "mm-config-errors-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** The environment a person at a terminal has: none of the test run's settings. */
  function settings(values: Record<string, string>): NodeJS.ProcessEnv {
    return { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, ...values };
  }

  const npmStart = ["scripts/start.mjs"];
  const adminCreate = ["--import", "tsx", "scripts/admin-create.ts", "--email", "ada@example.com"];
  const dbBackup = ["--import", "tsx", "scripts/db-backup.ts", "--out", path.join(dataDir, "backup.tar.gz")];
  const worker = ["--import", "tsx", "scripts/worker.ts"];
  const smtpUrl = { SMTP_URL: "http://x" };
  const smtpLine = "Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL";
  const port = { PORT: "abc" };
  const portLine = "Invalid configuration: PORT must be a port number from 1 to 65535";
  const noAppUrl = { NODE_ENV: "production", BETTER_AUTH_SECRET: secret, ...TEST_SUPPLIER_SETTINGS };
  const appUrlLine =
    "Invalid configuration: APP_URL is required in production: the site's public address, such as https://movematch.example";
  // Every setting with npm start and admin:create; the other commands share their check (runCommand).
  const cases = [
    { command: "npm start", args: npmStart, setting: "SMTP_URL=http://x", values: smtpUrl, line: smtpLine },
    { command: "npm start", args: npmStart, setting: "PORT=abc", values: port, line: portLine },
    { command: "npm start", args: npmStart, setting: "production without APP_URL", values: noAppUrl, line: appUrlLine },
    { command: "admin:create", args: adminCreate, setting: "SMTP_URL=http://x", values: smtpUrl, line: smtpLine },
    { command: "admin:create", args: adminCreate, setting: "PORT=abc", values: port, line: portLine },
    {
      command: "admin:create",
      args: adminCreate,
      setting: "production without APP_URL",
      values: noAppUrl,
      line: appUrlLine,
    },
    { command: "db:backup", args: dbBackup, setting: "SMTP_URL=http://x", values: smtpUrl, line: smtpLine },
    { command: "worker", args: worker, setting: "production without APP_URL", values: noAppUrl, line: appUrlLine },
  ];

  it.each(cases)(
    "$command with $setting prints one line naming it and exits 1",
    async ({ args, values, line }) => {
      const refused = await run(process.execPath, args, { env: settings(values), timeout: 60_000 }).catch(
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
      expect({ code: "code" in refused && refused.code, stdout: refused.stdout, stderr: refused.stderr }).toEqual({
        code: 1,
        stdout: "",
        stderr: `${line}\n`,
      });
    },
    60_000,
  );
});
