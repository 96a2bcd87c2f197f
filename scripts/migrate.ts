import { DatabaseInUseError } from "~/db/client.server";
import { closeDb, getDatabaseHandle } from "~/server/db.server";

/** `npm run db:migrate`: opening the configured database applies any pending migrations. */
try {
  const handle = await getDatabaseHandle();
  console.log(`Migrations applied (${handle.kind}).`);
} catch (error) {
  // A running server holds the embedded database (and migrates it at start): one line, not a trace.
  if (!(error instanceof DatabaseInUseError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await closeDb();
}
