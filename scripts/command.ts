import { DatabaseInUseError } from "~/db/client.server";
import { BackupError } from "~/server/backup/backup.server";
import { ConfigError } from "~/server/env.server";

/**
 * Runs a command's body; an expected refusal (database in use, bad arguments, missing tools)
 * prints its one-line message and exits 1, without a stack trace.
 */
export async function runCommand(body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    if (error instanceof DatabaseInUseError || error instanceof BackupError || error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
