/**
 * `npm run db:backup [-- --out FILE]`: a consistent copy of the configured database. PGlite
 * (DATA_DIR): a gzipped tarball of its data directory, taken under its lock, so stop the
 * server first. PostgreSQL (DATABASE_URL): `pg_dump --format=custom`, safe while it serves.
 * Prints each table's row count; `npm run db:restore` reads the file back.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "~/db/client.server";
import { backupPglite, backupPostgres, type TableFingerprint } from "~/server/backup/backup.server";
import { getEnv } from "~/server/env.server";
import { runCommand } from "./command";

await runCommand(async () => {
  const { DATABASE_URL, DATA_DIR } = getEnv();
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.resolve(
    values.out ??
      path.join(
        "backups",
        `movematch-${DATABASE_URL ? "postgres" : "pglite"}-${stamp}.${DATABASE_URL ? "dump" : "tar.gz"}`,
      ),
  );
  mkdirSync(path.dirname(file), { recursive: true });
  let fingerprints: TableFingerprint[];
  if (DATABASE_URL) {
    const handle = await openDatabase({ databaseUrl: DATABASE_URL });
    try {
      fingerprints = await backupPostgres(handle.db, DATABASE_URL, file);
    } finally {
      await handle.close();
    }
  } else {
    fingerprints = await backupPglite(DATA_DIR, file);
  }
  const rows = fingerprints.reduce((sum, table) => sum + table.rows, 0);
  console.log(`Backed up ${fingerprints.length} tables, ${rows} rows, to ${file}`);
});
