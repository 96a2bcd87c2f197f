/**
 * `npm run db:restore -- FILE [--replace]`: fills the configured database from a file written
 * by `npm run db:backup`. An embedded database (DATA_DIR) must not be in use; a database that
 * already holds data is refused unless --replace (PGlite keeps the old directory beside it).
 */
import { closeSync, existsSync, openSync, readSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "~/db/client.server";
import { BackupError, restorePglite, restorePostgres, type TableFingerprint } from "~/server/backup/backup.server";
import { getEnv } from "~/server/env.server";
import { runCommand } from "./command";

await runCommand(async () => {
  const { DATABASE_URL, DATA_DIR } = getEnv();
  const { values, positionals } = parseArgs({ options: { replace: { type: "boolean" } }, allowPositionals: true });
  const [given] = positionals;
  if (!given) throw new BackupError("Usage: npm run db:restore -- FILE [--replace]");
  const file = path.resolve(given);
  if (!existsSync(file)) throw new BackupError(`There is no backup file ${file}.`);
  // A pg_dump custom file starts with PGDMP; a PGlite backup is gzip.
  const head = Buffer.alloc(5);
  const fd = openSync(file, "r");
  readSync(fd, head, 0, 5, 0);
  closeSync(fd);
  const isPgDump = head.toString("latin1") === "PGDMP";
  if (isPgDump !== Boolean(DATABASE_URL)) {
    throw new BackupError(
      isPgDump
        ? "This is a PostgreSQL backup: set DATABASE_URL to restore it."
        : "This is an embedded-database backup: unset DATABASE_URL to restore it into DATA_DIR.",
    );
  }
  const replace = values.replace ?? false;
  let fingerprints: TableFingerprint[];
  if (DATABASE_URL) {
    const handle = await openDatabase({ databaseUrl: DATABASE_URL });
    try {
      fingerprints = await restorePostgres(handle.db, file, DATABASE_URL, { replace });
    } finally {
      await handle.close();
    }
  } else {
    fingerprints = await restorePglite(file, DATA_DIR, { replace });
  }
  const rows = fingerprints.reduce((sum, table) => sum + table.rows, 0);
  console.log(`Restored ${fingerprints.length} tables, ${rows} rows, from ${file}`);
});
