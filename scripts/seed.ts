/**
 * `npm run db:seed`: replaces the directory's companies and reviews, and the demo quote requests
 * behind those reviews, with the demo data and upserts the 30 landing-page cities. Deleting
 * companies also deletes their leads, jobs and memberships, so production needs `--force`.
 */
import { DatabaseInUseError } from "~/db/client.server";
import { closeDb, getDatabaseHandle } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { seedDemoData } from "~/server/seed/demo-data.server";

if (getEnv().NODE_ENV === "production" && !process.argv.includes("--force")) {
  console.error("Refusing to replace the directory in production. Run `npm run db:seed -- --force` to do it anyway.");
  process.exit(1);
}

try {
  const handle = await getDatabaseHandle();
  const started = performance.now();
  const counts = await seedDemoData(handle.db, { reset: true });
  console.log(`Seeded demo data in ${Math.round(performance.now() - started)} ms`, counts);
} catch (error) {
  // A running server holds the embedded database: one line, not a trace.
  if (!(error instanceof DatabaseInUseError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await closeDb();
}
