/**
 * `npm run db:seed`: replaces the directory's companies and reviews, and the demo quote requests
 * behind those reviews, with the demo data and upserts the 30 landing-page cities, then adds the
 * demo partner companies and prints their owners' set-password links. Deleting companies also
 * deletes their leads, jobs and memberships, so production needs `--force`.
 */
import { closeDb, getDatabaseHandle } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { seedDemoData } from "~/server/seed/demo-data.server";
import { createDemoPartners, demoPartnerLines } from "~/server/seed/demo-partners.server";
import { runCommand } from "./command";

// A running server holds the embedded database, or a setting is bad: runCommand reports either
// in one line, not a trace.
await runCommand(async () => {
  if (getEnv().NODE_ENV === "production" && !process.argv.includes("--force")) {
    console.error("Refusing to replace the directory in production. Run `npm run db:seed -- --force` to do it anyway.");
    process.exit(1);
  }
  try {
    const handle = await getDatabaseHandle();
    const started = performance.now();
    const counts = await seedDemoData(handle.db, { reset: true });
    console.log(`Seeded demo data in ${Math.round(performance.now() - started)} ms`, counts);
    for (const line of demoPartnerLines(await createDemoPartners(handle.db))) console.log(line);
  } finally {
    await closeDb();
  }
});
