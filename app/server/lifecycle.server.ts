import type { Database, DatabaseKind } from "~/db/client.server";
import { listenForAdminCreate } from "./admin/admin-create-channel.server";
import { adminExists } from "./admin/staff.server";
import { settleBackgroundTasks } from "./background.server";
import { makeDataDirPrivate } from "./data-dir.server";
import { closeDb, openConfiguredDatabase } from "./db.server";
import { refreshCityCompanyCounts } from "./directory/cities.server";
import { describeMailDelivery } from "./email/transport.server";
import { releaseDeadClaims, startOutboxWorker, stopOutboxWorker } from "./email/worker.server";
import { type Env, getEnv } from "./env.server";
import { startLiveEvents, stopLiveEvents } from "./live/live-bus.server";
import { logger } from "./logger.server";
import { listenForPublicPageChanges } from "./render-cache/public-pages.server";
import { type SeedCounts, seedDemoDataIfEmpty } from "./seed/demo-data.server";
import { createDemoPartners, type DemoPartnerLink, demoPartnerLines } from "./seed/demo-partners.server";
import { seedReferenceData } from "./seed/reference-data.server";
import { startTimeSweeps, stopTimeSweeps } from "./sweeps/time-sweeps.server";

/** A line the server prints once it listens; a warning goes to stderr. */
export interface StartLine {
  line: string;
  warn: boolean;
}

export interface ListenOptions {
  port: number;
  host: string;
  appUrl: string;
  /** How long a stopping server keeps serving while its health check answers 503 (SHUTDOWN_NOTICE_SECONDS). */
  shutdownNoticeMs: number;
  /** How long requests already sent get to finish before their connections are cut (SHUTDOWN_GRACE_SECONDS). */
  shutdownGraceMs: number;
  /** One line per thing that matters at start: the database, mail, and an admin to create. */
  startLines: StartLine[];
}

/** What seeding on start did: reference cities written, demo data inserted into a new database. */
export interface SeededOnStart {
  cities: number;
  demo?: SeedCounts;
  /** Set-password links of the demo partners made with the demo data, shown once at start. */
  demoPartners: DemoPartnerLink[];
}

/**
 * The data every start needs: the reference cities, always (so city pages work on an empty
 * database), and the demo directory only when SEED=demo and there are no companies yet.
 */
export async function seedOnStart(db: Database, env: Pick<Env, "SEED">, migrationsApplied = 0): Promise<SeededOnStart> {
  const reference = await seedReferenceData(db);
  const demo = env.SEED === "demo" ? await seedDemoDataIfEmpty(db) : undefined;
  // The demo's partner companies come with the demo directory, their set-password links said once.
  const demoPartners = demo ? await createDemoPartners(db) : [];
  // Directory changes keep the stored counts; they go stale only when cities or companies arrive
  // outside them, or a migration changes what they count (a coverage rule, a new column), so a
  // change to the coverage rule ships with a migration.
  if (reference.cities > 0 || demo || migrationsApplied > 0) await refreshCityCompanyCounts(db);
  return { cities: reference.cities, demo, demoPartners };
}

/** "Database: embedded PGlite in ./data; 18 migrations applied; demo data seeded (395 companies)". */
export function describeDatabase(
  env: Pick<Env, "DATABASE_URL" | "DATA_DIR">,
  kind: DatabaseKind,
  migrationsApplied: number,
  seeded: SeededOnStart,
): string {
  // Host, port and database name only: the URL may carry a password.
  const where =
    kind === "postgres" && env.DATABASE_URL
      ? `PostgreSQL at ${new URL(env.DATABASE_URL).host}${new URL(env.DATABASE_URL).pathname}`
      : `embedded PGlite in ${env.DATA_DIR}`;
  const done = [
    migrationsApplied > 0 && `${migrationsApplied} migration${migrationsApplied === 1 ? "" : "s"} applied`,
    seeded.cities > 0 && `${seeded.cities} reference cities stored`,
    seeded.demo &&
      `demo data seeded (${seeded.demo.companies.toLocaleString("en-GB")} companies, ${seeded.demo.reviews.toLocaleString("en-GB")} reviews)`,
  ].filter(Boolean);
  return [`Database: ${where}`, ...done].join("; ");
}

const BACKGROUND_OFF_LINE =
  "Background work: off (BACKGROUND=off); npm run worker delivers the mail and runs the time sweeps";

export const ADMIN_HINT = "Admin: none yet; create one with npm run admin:create -- --email you@example.com";

/**
 * Runs before the server takes traffic: validate configuration, migrate, seed, start delivering
 * the email outbox and the lead loop's time sweeps (unless BACKGROUND=off leaves them to
 * `npm run worker`). What the server should say once it listens
 * comes back in `startLines`.
 */
export async function startBackgroundWork(): Promise<ListenOptions> {
  const env = getEnv();
  makeDataDirPrivate(env.DATA_DIR);
  if (env.NODE_ENV === "production" && !env.LOCAL_RUN && !env.DATABASE_URL) {
    logger.warn(
      "Running in production on the embedded database (PGlite). Set DATABASE_URL to a PostgreSQL server for durability and more than one process.",
    );
  }
  const { handle, migrationsApplied } = await openConfiguredDatabase();
  const seeded = await seedOnStart(handle.db, env, migrationsApplied);
  // The embedded database sets its files' modes itself (0666, whatever the umask): made private
  // again once it is open. Files it makes later sit in the 0700 directory, and the next start
  // brings them to 0600 too.
  makeDataDirPrivate(env.DATA_DIR);
  // Kept public reads are forgotten on the same announcement as rendered pages, so every process
  // listens even when it keeps no pages (RENDER_CACHE=off).
  stopListening = await listenForPublicPageChanges();
  // The back office's and customers' live streams hear the database's change announcements.
  await startLiveEvents();
  if (handle.kind === "pglite") {
    const released = await releaseDeadClaims(handle.db);
    if (released > 0) logger.warn("Released mail left sending by a stopped process", { released });
    // admin:create cannot open the database this process holds, so it asks this process instead.
    stopAdminCreate = await listenForAdminCreate(env.DATA_DIR);
  }
  if (env.BACKGROUND === "on") {
    startOutboxWorker();
    // The catch-up after a stop can wait a few seconds; the first requests should not queue behind
    // its cold queries (PGlite runs one query at a time).
    startTimeSweeps({ firstRunInMs: 5_000 });
  }
  const startLines: StartLine[] = [
    { line: describeDatabase(env, handle.kind, migrationsApplied, seeded), warn: false },
    describeMailDelivery(env),
  ];
  if (env.BACKGROUND === "off") startLines.push({ line: BACKGROUND_OFF_LINE, warn: false });
  if (!(await adminExists(handle.db))) startLines.push({ line: ADMIN_HINT, warn: false });
  for (const line of demoPartnerLines(seeded.demoPartners)) startLines.push({ line, warn: false });
  return {
    port: env.PORT,
    host: env.HOST,
    appUrl: env.APP_URL,
    shutdownNoticeMs: env.SHUTDOWN_NOTICE_SECONDS * 1000,
    shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    startLines,
  };
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
