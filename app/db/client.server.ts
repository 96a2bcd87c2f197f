import { createHash } from "node:crypto";
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
  /** PGlite only: its data directory as a gzipped tarball, a consistent copy (backups). */
  dumpDataDir?: () => Promise<Blob>;
  /** Applies the migrations the database lacks; resolves to how many it applied. */
  migrate(): Promise<number>;
  close(): Promise<void>;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel` (from any process on
   * PostgreSQL), and without one when notifications may have been missed (a lost connection).
   * Resolves to a stop function.
   */
  listen(channel: string, onNotify: (payload?: string) => void): Promise<() => Promise<void>>;
}

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle");
/** Arbitrary constant: serialises migrations when several processes start against one server. */
const MIGRATION_LOCK_ID = 7_204_118;

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** PostgreSQL only: connections the pool opens at most (DATABASE_POOL_SIZE); 10 unless set. */
  poolSize?: number;
  /** Called when an idle PostgreSQL connection fails; defaults to a console warning. */
  onIdleConnectionError?: (error: Error) => void;
  dataDir?: string;
  /** An already-open PGlite instance (tests clone one per file). */
  pglite?: PGlite;
  /** Told how long each wait for a pooled connection (PostgreSQL) or for PGlite's one transaction took. */
  onWait?: (seconds: number) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return openPostgres(
      options.databaseUrl,
      options.poolSize ?? 10,
      options.onIdleConnectionError ?? warnIdleConnectionError,
      options.onWait,
    );
  }
  if (options.pglite) {
    const client = options.pglite;
    return wrapPglite(client, () => client.close());
  }
  if (!options.dataDir) throw new Error("openDatabase needs databaseUrl, dataDir or pglite");
  return openPgliteDirectory(options.dataDir, undefined, options.onWait);
}

/** Its statement's rejection reports it; the idle case is reported by the pool's error event. */
function ignoreErrorOfConnectionInUse(): void {}

function warnIdleConnectionError(error: Error): void {
  console.warn(`An idle database connection failed and will be replaced: ${error.message}`);
}

/**
 * No parallel plans in the app's sessions. Every statement of the app is a short, indexed read or
 * write, and many requests run at once: a parallel plan's workers take longer to start than such
 * a query takes (Find work's counts: 0.4 ms of work, 5 ms with a worker), and take cores from the
 * other requests (docs/decisions/017-no-parallel-query.md). On PostgreSQL an `options` parameter
 * in DATABASE_URL replaces this. PGlite, which cannot start workers, gets the same setting, so
 * both databases plan alike.
 */
const NO_PARALLEL_PLANS = "max_parallel_workers_per_gather=0";
const SESSION_OPTIONS = `-c ${NO_PARALLEL_PLANS}`;

/** How many statements a connection keeps prepared; past it, new statements run unnamed as before. */
const PREPARED_PER_CONNECTION = 500;

/**
 * Every statement with parameters is prepared once per connection, under a name taken from its
 * text, as the \`postgres\` driver does by default: PostgreSQL then parses it once, and after five
 * runs keeps a generic plan when it is no dearer than planning afresh. A partner page's sidebar
 * counts took 8-11 ms to plan on every request; PostgreSQL's CPU per My work page fell from
 * about 49 to 26 ms (docs/performance.md). The names are bounded per connection, and a statement
 * without parameters (a transaction's begin, a migration) is left alone.
 */
function prepareStatementsOnce(client: pg.PoolClient): void {
  const prepared = new Set<string>();
  const query = client.query.bind(client) as (config: unknown, ...rest: unknown[]) => unknown;
  client.query = ((config: unknown, ...rest: unknown[]) => {
    if (!isParameterisedStatement(config, rest[0])) return query(config, ...rest);
    const name = `mm_${createHash("sha1").update(config.text).digest("base64url")}`;
    if (!prepared.has(name)) {
      if (prepared.size >= PREPARED_PER_CONNECTION) return query(config, ...rest);
      prepared.add(name);
    }
    return query({ ...config, name }, ...rest);
  }) as typeof client.query;
}

/** A statement given as an object, unnamed, with parameters (in it or, as Drizzle passes them, beside it). */
function isParameterisedStatement(config: unknown, values: unknown): config is pg.QueryConfig & { text: string } {
  if (typeof config !== "object" || config === null) return false;
  const statement = config as pg.QueryConfig;
  const parameters = Array.isArray(values) ? values : statement.values;
  return typeof statement.text === "string" && !statement.name && Array.isArray(parameters) && parameters.length > 0;
}

async function openPostgres(
  databaseUrl: string,
  poolSize: number,
  onIdleConnectionError: (error: Error) => void,
  onWait?: (seconds: number) => void,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, options: SESSION_OPTIONS });
  if (onWait) timeConnectionWaits(pool, onWait);
  // An idle connection can die under us (server restart, failover, database dropped); without
  // a listener pg would throw it at the process. The pool replaces the connection on next use.
  pool.on("error", (error) => onIdleConnectionError(error));
  // A connection in use (inside a transaction, between its statements) is the holder's to watch:
  // its next statement fails, the transaction rolls back and the pool drops it on release. The
  // connection's own error event must still be heard, or pg throws it at the process and a
  // database restart kills the app.
  pool.on("connect", (client) => {
    client.on("error", ignoreErrorOfConnectionInUse);
    prepareStatementsOnce(client);
  });
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    async migrate() {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        if ((await pendingMigrations(client)) === 0) return 0;
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        const pending = await pendingMigrations(client);
        await migrateNodePg(drizzleNodePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
        return pending;
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
        await client.end();
      }
    },
    close: () => pool.end(),
    listen: (channel, onNotify) => listenOnPostgres(databaseUrl, channel, onNotify, onIdleConnectionError),
  };
}

/** LISTEN needs a connection of its own, outside the pool; it reconnects after a failure. */
async function listenOnPostgres(
  databaseUrl: string,
  channel: string,
  onNotify: (payload?: string) => void,
  onError: (error: Error) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  // Every second until it connects again: the server may be down for longer than one attempt.
  const reconnectLater = () => {
    if (stopped) return;
    retry = setTimeout(() => {
      connect().catch((error: Error) => {
        onError(error);
        reconnectLater();
      });
    }, 1_000);
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on("notification", (message) => {
      if (message.channel === channel) onNotify(message.payload ?? "");
    });
    let failed = false;
    next.on("error", (error) => {
      if (failed) return;
      failed = true;
      onError(error);
      next.end().catch(() => undefined);
      if (client === next) client = undefined;
      reconnectLater();
    });
    try {
      await next.connect();
      await next.query(`listen "${channel.replaceAll('"', '""')}"`);
    } catch (error) {
      failed = true;
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    // Whatever was announced while no connection listened is unknown: treat it as a change.
    onNotify();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end();
  };
}

/**
 * How many migrations of the journal the database has not applied, in one query, so a start on
 * an up-to-date database skips Drizzle's migrator (its schema checks cost a cold backend ~0.2 s).
 * Drizzle applies every migration newer than the newest one recorded; this counts the same.
 */
async function pendingMigrations(client: { query(text: string): Promise<{ rows: unknown[] }> }): Promise<number> {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  let newestApplied: number;
  try {
    const result = await client.query("select max(created_at)::text as newest from drizzle.__drizzle_migrations");
    newestApplied = Number((result.rows[0] as { newest: string | null } | undefined)?.newest ?? 0);
  } catch {
    // No migration table yet: a new database.
    newestApplied = 0;
  }
  return journal.entries.filter((entry) => entry.when > newestApplied).length;
}

/**
 * Every statement and transaction asks the pool for a connection (pg's Pool#query too): the time
 * until it has one is the wait, long when all 10 are busy.
 */
function timeConnectionWaits(pool: pg.Pool, onWait: (seconds: number) => void): void {
  const connect = pool.connect.bind(pool) as (callback: (...args: unknown[]) => void) => void;
  pool.connect = ((callback?: (...args: unknown[]) => void) => {
    const startedAt = performance.now();
    const measured = (...args: unknown[]) => {
      onWait((performance.now() - startedAt) / 1000);
      return args;
    };
    if (callback) return connect((...args) => callback(...measured(...args)));
    return new Promise((resolve, reject) =>
      connect((error, client) => {
        measured();
        if (error) reject(error);
        else resolve(client as pg.PoolClient);
      }),
    );
  }) as typeof pool.connect;
}

/**
 * PGlite runs one transaction at a time: a transaction's wait is the time until its callback
 * starts (its statements then run at once).
 */
function timeTransactionWaits(client: PGlite, onWait: (seconds: number) => void): void {
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback) => {
    const startedAt = performance.now();
    return transaction((tx) => {
      onWait((performance.now() - startedAt) / 1000);
      return callback(tx);
    });
  }) as typeof client.transaction;
}

async function wrapPglite(
  client: PGlite,
  close: () => Promise<void>,
  onWait?: (seconds: number) => void,
): Promise<DatabaseHandle> {
  await client.exec(`set ${NO_PARALLEL_PLANS}`);
  if (onWait) timeTransactionWaits(client, onWait);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    dumpDataDir: () => client.dumpDataDir("gzip"),
    async migrate() {
      const pending = await pendingMigrations(client);
      if (pending > 0) await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
      return pending;
    },
    close,
    // One process per PGlite directory: its NOTIFYs arrive when the announcing transaction commits.
    async listen(channel, onNotify) {
      const unsubscribe = await client.listen(channel, (payload) => onNotify(payload));
      return unsubscribe;
    },
  };
}

/** Where the embedded database keeps its files inside DATA_DIR. */
export function pgliteDirectory(dataDir: string): string {
  return path.resolve(dataDir, "pglite");
}

/**
 * Opens the embedded database in DATA_DIR for this process alone; `loadDataDir` fills a new
 * directory from a backup (`dumpDataDir`) first.
 */
export async function openPgliteDirectory(
  dataDir: string,
  loadDataDir?: Blob,
  onWait?: (seconds: number) => void,
): Promise<DatabaseHandle> {
  const directory = pgliteDirectory(dataDir);
  mkdirSync(path.dirname(directory), { recursive: true });
  const releaseLock = takeDirectoryLock(`${directory}.lock`);
  try {
    const client = await PGlite.create(directory, loadDataDir ? { loadDataDir } : {});
    return await wrapPglite(
      client,
      async () => {
        await client.close();
        releaseLock();
      },
      onWait,
    );
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
