import { type Database, type DatabaseHandle, openDatabase } from "~/db/client.server";
import { getEnv } from "./env.server";

/**
 * The process-wide database, opened and migrated on first use. Kept on globalThis because
 * Vite re-evaluates modules in development and PGlite must be opened only once per process.
 */
const holder = globalThis as typeof globalThis & { __movematchDb?: Promise<DatabaseHandle> };

async function openConfigured(): Promise<DatabaseHandle> {
  const env = getEnv();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await handle.migrate();
  return handle;
}

export function getDatabaseHandle(): Promise<DatabaseHandle> {
  holder.__movematchDb ??= openConfigured().catch((error) => {
    holder.__movematchDb = undefined;
    throw error;
  });
  return holder.__movematchDb;
}

export async function getDb(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}

/** Tests install a per-file database here instead of the configured one. */
export function installDatabaseHandle(handle: DatabaseHandle): void {
  holder.__movematchDb = Promise.resolve(handle);
}

export async function closeDb(): Promise<void> {
  const pending = holder.__movematchDb;
  holder.__movematchDb = undefined;
  if (pending) await (await pending).close();
}
