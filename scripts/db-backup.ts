/**
 * `npm run db:backup [-- --out FILE]`: one file (0600) holding the configured database, the
 * uploaded files (DATA_DIR/media) and the auth secret when a local run generated it (otherwise
 * only its fingerprint). PGlite (DATA_DIR) is copied under its lock, so stop the server first;
 * PostgreSQL (DATABASE_URL) is dumped with `pg_dump`, safe while it serves.
 * `npm run db:restore` reads the file back.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { writeBackup } from "~/server/backup/archive.server";
import { getEnv } from "~/server/env.server";
import { runCommand } from "./command";

await runCommand(async () => {
  const env = getEnv();
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.resolve(
    values.out ?? path.join("backups", `movematch-${env.DATABASE_URL ? "postgres" : "pglite"}-${stamp}.tar`),
  );
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const manifest = await writeBackup(env, file);
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const secret = manifest.authSecret.carried
    ? "the generated auth secret"
    : `the fingerprint of BETTER_AUTH_SECRET (${manifest.authSecret.fingerprint}), not the secret`;
  console.log(
    `Backed up ${manifest.tables.length} tables, ${rows} rows, ${manifest.mediaFiles} uploaded files and ${secret}, to ${file}`,
  );
});
