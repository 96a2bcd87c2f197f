import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg, type NodePgQueryResultHKT } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

/**
 * The only module that knows whether the database is embedded PGlite or a PostgreSQL server.
 * Everything else sees a Drizzle `Database`. Both drivers answer raw queries with `{ rows }`,
 * so the type uses node-postgres's result shape for both.
 */
export type Database = PgDatabase<NodePgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle");
/** Arbitrary constant: serialises migrations when several processes start against one server. */
const MIGRATION_LOCK_ID = 7_204_118;

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** Called when an idle PostgreSQL connection fails; defaults to a console warning. */
  onIdleConnectionError?: (error: Error) => void;
  dataDir?: string;
  /** An already-open PGlite instance (tests clone one per file). */
  pglite?: PGlite;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.onIdleConnectionError ?? warnIdleConnectionError);
  }
  if (options.pglite) return wrapPglite(options.pglite, () => options.pglite?.close() ?? Promise.resolve());
  if (!options.dataDir) throw new Error("openDatabase needs databaseUrl, dataDir or pglite");
  return openPgliteDirectory(options.dataDir);
}

function warnIdleConnectionError(error: Error): void {
  console.warn(`An idle database connection failed and will be replaced: ${error.message}`);
}

async function openPostgres(
  databaseUrl: string,
  onIdleConnectionError: (error: Error) => void,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection can die under us (server restart, failover, database dropped); without
  // a listener pg would throw it at the process. The pool replaces the connection on next use.
  pool.on("error", (error) => onIdleConnectionError(error));
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    async migrate() {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
        await client.end();
      }
    },
    close: () => pool.end(),
  };
}

function wrapPglite(client: PGlite, close: () => Promise<void>): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    close,
  };
}

async function openPgliteDirectory(dataDir: string): Promise<DatabaseHandle> {
  const directory = path.resolve(dataDir, "pglite");
  mkdirSync(path.dirname(directory), { recursive: true });
  const releaseLock = takeDirectoryLock(`${directory}.lock`);
  try {
    const client = await PGlite.create(directory);
    return wrapPglite(client, async () => {
      await client.close();
      releaseLock();
    });
  } catch (error) {
    releaseLock();
    throw error;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Another process holds the embedded database: an expected condition that commands report in one line. */
export class DatabaseInUseError extends Error {
  override name = "DatabaseInUseError";
}

/** PGlite corrupts its files when two processes open them: refuse instead. */
function takeDirectoryLock(lockFile: string): () => void {
  try {
    const fd = openSync(lockFile, "wx");
    writeFileSync(fd, String(process.pid));
    closeSync(fd);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const holder = Number(readFileSync(lockFile, "utf8"));
    if (holder !== process.pid && Number.isInteger(holder) && isRunning(holder)) {
      throw new DatabaseInUseError(
        `The embedded database in ${path.dirname(lockFile)} is in use by process ${holder}. ` +
          "Stop it first, or set DATABASE_URL to share a PostgreSQL server between processes.",
      );
    }
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}
