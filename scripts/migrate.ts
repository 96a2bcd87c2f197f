import { closeDb, getDatabaseHandle } from "~/server/db.server";
import { runCommand } from "./command";

/**
 * `npm run db:migrate`: opening the configured database applies any pending migrations. A
 * running server holds the embedded database (and migrates it at start): one line, not a trace.
 */
await runCommand(async () => {
  try {
    const handle = await getDatabaseHandle();
    console.log(`Migrations applied (${handle.kind}).`);
  } finally {
    await closeDb();
  }
});
