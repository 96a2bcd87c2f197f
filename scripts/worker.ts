import { closeDb, getDb } from "~/server/db.server";
import { startOutboxWorker, stopOutboxWorker } from "~/server/email/worker.server";
import { getEnv } from "~/server/env.server";

/**
 * `npm run worker`: the outbox worker as its own process, for deployments that scale web
 * processes separately. Workers claim mail with SKIP LOCKED, so any number may run at once.
 */
if (!getEnv().DATABASE_URL) {
  console.error(
    "npm run worker needs DATABASE_URL: on the embedded database the web server delivers mail itself, and a second process may not open it.",
  );
  process.exit(1);
}
await getDb();
if (!startOutboxWorker()) {
  console.error("SMTP_URL is not set: there is nothing for a worker process to deliver to.");
  await closeDb();
  process.exit(1);
}
console.log("Outbox worker running; Ctrl+C to stop.");
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    await stopOutboxWorker();
    await closeDb();
    process.exit(0);
  });
}
