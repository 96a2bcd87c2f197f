import { DatabaseInUseError } from "~/db/client.server";
import { BackupError } from "~/server/backup/backup.server";
import { makeDataDirPrivate } from "~/server/data-dir.server";
import { ConfigError, getEnv } from "~/server/env.server";

/** Socket errors of a server that cannot be reached, and PostgreSQL's refusals to connect. */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "EHOSTUNREACH",
]);
const REFUSED_SQLSTATE_CLASSES = ["08", "28", "3D"]; // connection exception, authorisation, unknown database

function isDatabaseUnreachable(error: unknown): error is Error & { code: string } {
  const code = (error as { code?: unknown } | null)?.code;
  if (!(error instanceof Error) || typeof code !== "string") return false;
  return UNREACHABLE_CODES.has(code) || REFUSED_SQLSTATE_CLASSES.some((sqlClass) => code.startsWith(sqlClass));
}

/**
 * Runs a command's body once the configuration checks; an expected refusal (a bad setting,
 * database in use or unreachable, bad arguments, missing tools) prints its message, one line
 * (one per bad setting), and exits 1, without a stack trace.
 */
export async function runCommand(body: () => Promise<void>): Promise<void> {
  try {
    // Before the body asks for anything (admin:create's password) or opens anything.
    makeDataDirPrivate(getEnv().DATA_DIR);
    await body();
    // What the command wrote (an embedded database sets its files' modes itself) is private too.
    makeDataDirPrivate(getEnv().DATA_DIR);
  } catch (error) {
    if (error instanceof DatabaseInUseError || error instanceof BackupError || error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    if (isDatabaseUnreachable(error)) {
      console.error(`The database cannot be used: ${error.message} (${error.code}). Check DATABASE_URL.`);
      process.exit(1);
    }
    throw error;
  }
}
