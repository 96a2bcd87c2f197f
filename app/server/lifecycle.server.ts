import type { Database } from "~/db/client.server";
import { listenForAdminCreate } from "./admin/admin-create-channel.server";
import { settleBackgroundTasks } from "./background.server";
import { closeDb, openConfiguredDatabase } from "./db.server";
import { refreshCityCompanyCounts } from "./directory/cities.server";
import { releaseDeadClaims, startOutboxWorker, stopOutboxWorker } from "./email/worker.server";
import { type Env, getEnv } from "./env.server";
import { startLiveEvents, stopLiveEvents } from "./live/live-bus.server";
import { logger } from "./logger.server";
import { listenForPublicPageChanges } from "./render-cache/public-pages.server";
import { seedDemoDataIfEmpty } from "./seed/demo-data.server";
import { seedReferenceData } from "./seed/reference-data.server";
import { startTimeSweeps, stopTimeSweeps } from "./sweeps/time-sweeps.server";

export interface ListenOptions {
  port: number;
  host: string;
  appUrl: string;
}

/**
 * The data every start needs: the reference cities, always (so city pages work on an empty
 * database), and the demo directory only when SEED=demo and there are no companies yet.
 */
export async function seedOnStart(db: Database, env: Pick<Env, "SEED">, migrationsApplied = 0): Promise<void> {
  const reference = await seedReferenceData(db);
  if (reference.cities > 0) logger.info("Stored reference cities", reference);
  const seeded = env.SEED === "demo" ? await seedDemoDataIfEmpty(db) : undefined;
  if (seeded) logger.info("Seeded demo data into the new database", seeded);
  // Directory changes keep the stored counts; they go stale only when cities or companies arrive
  // outside them, or a migration changes what they count (a coverage rule, a new column), so a
  // change to the coverage rule ships with a migration.
  if (reference.cities > 0 || seeded || migrationsApplied > 0) await refreshCityCompanyCounts(db);
}

/**
 * Runs before the server takes traffic: validate configuration, migrate, seed, start delivering
 * the email outbox and the lead loop's time sweeps.
 */
export async function startBackgroundWork(): Promise<ListenOptions> {
  const env = getEnv();
  if (env.NODE_ENV === "production" && !env.DATABASE_URL) {
    logger.warn(
      "Running in production on the embedded database (PGlite). Set DATABASE_URL to a PostgreSQL server for durability and more than one process.",
    );
  }
  const { handle, migrationsApplied } = await openConfiguredDatabase();
  if (migrationsApplied > 0) logger.info("Applied database migrations", { migrationsApplied });
  await seedOnStart(handle.db, env, migrationsApplied);
  if (env.RENDER_CACHE === "on") stopListening = await listenForPublicPageChanges();
  // The back office's and customers' live streams hear the database's change announcements.
  await startLiveEvents();
  if (handle.kind === "pglite") {
    const released = await releaseDeadClaims(handle.db);
    if (released > 0) logger.warn("Released mail left sending by a stopped process", { released });
    // admin:create cannot open the database this process holds, so it asks this process instead.
    stopAdminCreate = await listenForAdminCreate(env.DATA_DIR);
  }
  startOutboxWorker();
  // The catch-up after a stop can wait a few seconds; the first requests should not queue behind
  // its cold queries (PGlite runs one query at a time).
  startTimeSweeps({ firstRunInMs: 5_000 });
  return { port: env.PORT, host: env.HOST, appUrl: env.APP_URL };
}

let stopListening: (() => Promise<void>) | undefined;
let stopAdminCreate: (() => Promise<void>) | undefined;

export async function stopBackgroundWork(): Promise<void> {
  await Promise.all([
    stopOutboxWorker(),
    stopTimeSweeps(),
    settleBackgroundTasks(),
    stopListening?.(),
    stopAdminCreate?.(),
    stopLiveEvents(),
  ]);
  stopListening = undefined;
  stopAdminCreate = undefined;
  await closeDb();
}
