/**
 * `npm run db:restore -- FILE [--replace]`: fills the configured database, DATA_DIR/media and
 * (when the backup carries it) the generated auth secret from a file written by
 * `npm run db:backup`. An embedded database (DATA_DIR) must not be in use; a target that already
 * holds data is refused unless --replace (what was there is kept beside it), and a backup made
 * under another BETTER_AUTH_SECRET is refused before anything changes.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { restoreBackup } from "~/server/backup/archive.server";
import { BackupError } from "~/server/backup/backup.server";
import { getEnv } from "~/server/env.server";
import { runCommand } from "./command";

await runCommand(async () => {
  const { values, positionals } = parseArgs({ options: { replace: { type: "boolean" } }, allowPositionals: true });
  const [given] = positionals;
  if (!given) throw new BackupError("Usage: npm run db:restore -- FILE [--replace]");
  const file = path.resolve(given);
  const { tables, manifest } = await restoreBackup(getEnv(), file, { replace: values.replace ?? false });
  const rows = tables.reduce((sum, table) => sum + table.rows, 0);
  const media = manifest
    ? `${manifest.mediaFiles} uploaded files`
    : "no uploaded files (a backup from before they were included)";
  console.log(`Restored ${tables.length} tables, ${rows} rows and ${media}, from ${file}`);
});
