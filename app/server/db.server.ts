import { type Database, type DatabaseHandle, openDatabase } from "~/db/client.server";
import { getEnv } from "./env.server";
import { metrics } from "./observability/metrics.server";
import { getRenderCache } from "./render-cache/render-cache.server";

/** The configured database, and how many migrations opening it applied (the start acts on that). */
export interface OpenedDatabase {
  handle: DatabaseHandle;
  migrationsApplied: number;
}

/**
 * The process-wide database, opened and migrated on first use. Kept on globalThis because
 * Vite re-evaluates modules in development and PGlite must be opened only once per process.
 */
const holder = globalThis as typeof globalThis & { __movematchDb?: Promise<OpenedDatabase> };

async function openConfigured(): Promise<OpenedDatabase> {
  const env = getEnv();
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    poolSize: env.DATABASE_POOL_SIZE,
    dataDir: env.DATA_DIR,
    onWait: (seconds) => metrics().databaseWait.observe(seconds),
  });
  return { handle, migrationsApplied: await handle.migrate() };
}

export function openConfiguredDatabase(): Promise<OpenedDatabase> {
  holder.__movematchDb ??= openConfigured().catch((error) => {
    holder.__movematchDb = undefined;
    throw error;
  });
  return holder.__movematchDb;
}

export async function getDatabaseHandle(): Promise<DatabaseHandle> {
  return (await openConfiguredDatabase()).handle;
}

export async function getDb(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}

/** Tests install a per-file database here instead of the configured one. */
export function installDatabaseHandle(handle: DatabaseHandle): void {
  holder.__movematchDb = Promise.resolve({ handle, migrationsApplied: 0 });
  // Nothing kept from another database applies to this one.
  getRenderCache().invalidateAll();
}

export async function closeDb(): Promise<void> {
  const pending = holder.__movematchDb;
  holder.__movematchDb = undefined;
  if (pending) await (await pending).handle.close();
}
