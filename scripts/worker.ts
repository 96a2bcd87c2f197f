import { closeDb, getDb } from "~/server/db.server";
import { startOutboxWorker, stopOutboxWorker } from "~/server/email/worker.server";
import { getEnv } from "~/server/env.server";
import { startTimeSweeps, stopTimeSweeps } from "~/server/sweeps/time-sweeps.server";
import { runCommand } from "./command";

/**
 * `npm run worker`: the background work as its own process, for deployments that scale web
 * processes separately: the email outbox (when SMTP_URL is set) and the lead loop's time
 * sweeps. Both are safe with any number of workers (SKIP LOCKED, conditional updates).
 */
await runCommand(async () => {
  if (!getEnv().DATABASE_URL) {
    console.error(
      "npm run worker needs DATABASE_URL: on the embedded database the web server runs the background work itself, and a second process may not open it.",
    );
    process.exit(1);
  }
  await getDb();
});
startTimeSweeps();
if (!startOutboxWorker()) console.warn("SMTP_URL is not set: this worker runs the time sweeps and delivers no mail.");
console.log("Worker running; Ctrl+C to stop.");
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    await Promise.all([stopOutboxWorker(), stopTimeSweeps()]);
    await closeDb();
    process.exit(0);
  });
}
