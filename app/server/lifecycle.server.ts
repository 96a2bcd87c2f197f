import { closeDb, getDb } from "./db.server";
import { startOutboxWorker, stopOutboxWorker } from "./email/worker.server";
import { getEnv } from "./env.server";
import { logger } from "./logger.server";
import { seedDemoDataIfEmpty } from "./seed/demo-data.server";
import { startTimeSweeps, stopTimeSweeps } from "./sweeps/time-sweeps.server";

export interface ListenOptions {
  port: number;
  host: string;
  appUrl: string;
}

/**
 * Runs before the server takes traffic: validate configuration, migrate, seed a new database,
 * start delivering the email outbox and the lead loop's time sweeps.
 */
export async function startBackgroundWork(): Promise<ListenOptions> {
  const env = getEnv();
  if (env.NODE_ENV === "production" && !env.DATABASE_URL) {
    logger.warn(
      "Running in production on the embedded database (PGlite). Set DATABASE_URL to a PostgreSQL server for durability and more than one process.",
    );
  }
  const db = await getDb();
  if (env.SEED === "demo") {
    const seeded = await seedDemoDataIfEmpty(db);
    if (seeded) logger.info("Seeded demo data into the new database", seeded);
  }
  startOutboxWorker();
  startTimeSweeps();
  return { port: env.PORT, host: env.HOST, appUrl: env.APP_URL };
}

export async function stopBackgroundWork(): Promise<void> {
  await Promise.all([stopOutboxWorker(), stopTimeSweeps()]);
  await closeDb();
}
