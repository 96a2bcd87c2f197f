import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { type Database, openPgliteDirectory, pgliteDirectory } from "~/db/client.server";

const run = promisify(execFile);

/** A backup or restore refused for a reason the operator can fix: reported in one line. */
export class BackupError extends Error {}

export interface TableFingerprint {
  table: string;
  rows: number;
  /** md5 of every row's text, in order: equal fingerprints mean equal contents. */
  checksum: string;
}

/** Row count and checksum of every application table, to prove a restore complete. */
export async function tableFingerprints(db: Database): Promise<TableFingerprint[]> {
  const { rows: tables } = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const fingerprints: TableFingerprint[] = [];
  for (const { name } of tables) {
    const table = sql.identifier(name);
    const { rows } = await db.execute<{ rows: number; checksum: string | null }>(
      sql`select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as checksum
          from ${table} t`,
    );
    fingerprints.push({ table: name, rows: rows[0]?.rows ?? 0, checksum: rows[0]?.checksum ?? "" });
  }
  return fingerprints;
}

/**
 * Writes the embedded database in DATA_DIR to `file` (a gzipped tarball of its data directory).
 * It takes the directory's lock, so it refuses while a server or another command holds it.
 */
export async function backupPglite(dataDir: string, file: string): Promise<TableFingerprint[]> {
  if (!existsSync(pgliteDirectory(dataDir))) throw new BackupError(`There is no embedded database in ${dataDir}.`);
  const handle = await openPgliteDirectory(dataDir);
  try {
    const fingerprints = await tableFingerprints(handle.db);
    const dump = await handle.dumpDataDir?.();
    if (!dump) throw new BackupError("The embedded database cannot be dumped.");
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return fingerprints;
  } finally {
    await handle.close();
  }
}

/**
 * Fills DATA_DIR's embedded database from a backup. An existing database is kept beside it
 * (`pglite.before-restore-<time>`) when `replace` is set, and refused otherwise.
 */
export async function restorePglite(
  file: string,
  dataDir: string,
  { replace = false }: { replace?: boolean } = {},
): Promise<TableFingerprint[]> {
  if (!existsSync(file)) throw new BackupError(`There is no backup file ${file}.`);
  const directory = pgliteDirectory(dataDir);
  if (existsSync(directory) && readdirSync(directory).length > 0) {
    if (!replace) {
      throw new BackupError(`${directory} already holds a database. Add --replace to keep it aside and restore.`);
    }
    // Opening takes the lock first, so a running server is never moved from under it.
    await (await openPgliteDirectory(dataDir)).close();
    renameSync(directory, `${directory}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`);
  }
  const handle = await openPgliteDirectory(dataDir, new Blob([readFileSync(file)]));
  try {
    return await tableFingerprints(handle.db);
  } finally {
    await handle.close();
  }
}

/** The major version of a PostgreSQL client tool, or undefined when it is not installed. */
async function toolMajorVersion(tool: string): Promise<number | undefined> {
  try {
    const { stdout } = await run(tool, ["--version"]);
    return Number(stdout.match(/(\d+)\.\d+/)?.[1]);
  } catch {
    return undefined;
  }
}

async function requireTool(tool: "pg_dump" | "pg_restore", db: Database): Promise<void> {
  const { rows } = await db.execute<{ version: number }>(
    sql`select current_setting('server_version_num')::int as version`,
  );
  const server = Math.floor((rows[0]?.version ?? 0) / 10_000);
  const client = await toolMajorVersion(tool);
  if (client === undefined) {
    throw new BackupError(`${tool} is not installed: install the PostgreSQL ${server} client tools.`);
  }
  // pg_dump refuses servers newer than itself; pg_restore reads dumps of its own major version.
  if (client < server) throw new BackupError(`${tool} ${client} is older than the server (${server}).`);
}

/** `pg_dump` of DATABASE_URL in its custom format (compressed, restorable table by table). */
export async function backupPostgres(db: Database, databaseUrl: string, file: string): Promise<TableFingerprint[]> {
  await requireTool("pg_dump", db);
  const fingerprints = await tableFingerprints(db);
  await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, databaseUrl]);
  return fingerprints;
}

/**
 * Restores a `pg_dump` into DATABASE_URL in one transaction. A database that already has
 * tables is refused unless `replace` is set, which drops and recreates what the dump holds.
 */
export async function restorePostgres(
  db: Database,
  file: string,
  databaseUrl: string,
  { replace = false }: { replace?: boolean } = {},
): Promise<TableFingerprint[]> {
  if (!existsSync(file)) throw new BackupError(`There is no backup file ${file}.`);
  await requireTool("pg_restore", db);
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
  );
  if ((rows[0]?.n ?? 0) > 0 && !replace) {
    throw new BackupError("The database already has tables. Add --replace to overwrite them with the backup.");
  }
  const clean = replace ? ["--clean", "--if-exists"] : [];
  await run("pg_restore", [
    ...clean,
    "--no-owner",
    "--no-privileges",
    "--single-transaction",
    "--exit-on-error",
    `--dbname=${databaseUrl}`,
    file,
  ]);
  return tableFingerprints(db);
}
