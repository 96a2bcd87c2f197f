import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import {
  type Database,
  DatabaseInUseError,
  openDatabase,
  openPgliteDirectory,
  pgliteDirectory,
} from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import {
  backupPglite,
  backupPostgres,
  restorePglite,
  restorePostgres,
  tableFingerprints,
} from "~/server/backup/backup.server";
import { seedReferenceData } from "~/server/seed/reference-data.server";

const run = promisify(execFile);
const work = mkdtempSync(path.join(tmpdir(), "movematch-backup-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Rows in several tables, with text that needs quoting, so the checksums have something to compare. */
async function fillWithData(db: Database) {
  await seedReferenceData(db);
  await db.insert(emailOutbox).values(
    Array.from({ length: 25 }, (_, i) => ({
      to: `person${i}@example.com`,
      template: "contact-acknowledgement",
      payload: { i, quote: 'it\'s "quoted"' },
      subject: `Ąžuolas ${i}`,
      html: "<p>x</p>",
      text: "x\ny",
    })),
  );
  await db.execute(
    sql`insert into "user" (id, name, email, email_verified, role) values ('u1', 'Ada', 'ada@example.com', true, 'admin')`,
  );
}

const key = (rows: { table: string; rows: number; checksum: string }[]) =>
  Object.fromEntries(rows.map((row) => [row.table, [row.rows, row.checksum]]));

describe("database backup and restore", () => {
  it("PGlite: restores a backup into an empty data directory with the same rows and checksums in every table", async () => {
    // A migrated database from the suite's template (a dumpDataDir snapshot) when there is one.
    const source = path.join(work, "source");
    const template = inject("pgliteTemplatePath");
    if (template) await restorePglite(template, source);
    const handle = await openPgliteDirectory(source);
    await handle.migrate();
    await fillWithData(handle.db);
    const before = await tableFingerprints(handle.db);
    await handle.close();

    const file = path.join(work, "backup.tar.gz");
    expect(key(await backupPglite(source, file))).toEqual(key(before));
    const restored = await restorePglite(file, path.join(work, "restored"));

    expect(before.find((table) => table.table === "email_outbox")?.rows).toBe(25);
    expect(before.find((table) => table.table === "cities")?.rows).toBeGreaterThan(0);
    expect(key(restored)).toEqual(key(before));
    // The restored copy opens and migrates like any data directory.
    const reopened = await openPgliteDirectory(path.join(work, "restored"));
    await reopened.migrate();
    expect(key(await tableFingerprints(reopened.db))).toEqual(key(before));
    await reopened.close();
  }, 180_000);

  it("PGlite: refuses while another process holds the database, in one line without a stack trace", async () => {
    const source = path.join(work, "held");
    mkdirSync(pgliteDirectory(source), { recursive: true });
    // The parent of this test process is alive: the lock reads as held by a running process.
    writeFileSync(`${pgliteDirectory(source)}.lock`, String(process.ppid));
    await expect(backupPglite(source, path.join(work, "held.tar.gz"))).rejects.toBeInstanceOf(DatabaseInUseError);

    const refused = await run(process.execPath, ["--import", "tsx", "scripts/db-backup.ts"], {
      env: { ...process.env, DATA_DIR: source, DATABASE_URL: "" },
    }).catch((error: { code: number; stderr: string }) => error);
    expect("code" in refused && refused.code).toBe(1);
    const lines = refused.stderr.trim().split("\n");
    expect(lines).toEqual([expect.stringMatching(/^The embedded database in .* is in use by process \d+\./)]);
  }, 120_000);

  // On the PostgreSQL run of the integration suite (TEST_DATABASE_URL), pg_dump and pg_restore too.
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    it("PostgreSQL: restores a pg_dump into an empty database with the same rows and checksums in every table", async () => {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      const names = ["source", "restored"].map((part) => `movematch_backup_${part}_${randomBytes(4).toString("hex")}`);
      const urls = names.map((name) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString());
      try {
        for (const name of names) await admin.query(`create database ${name}`);
        const [sourceUrl = "", restoredUrl = ""] = urls;
        const source = await openDatabase({ databaseUrl: sourceUrl });
        await source.migrate();
        await fillWithData(source.db);
        const file = path.join(work, "backup.dump");
        const before = await backupPostgres(source.db, sourceUrl, file);
        await source.close();

        const restored = await openDatabase({ databaseUrl: restoredUrl });
        const after = await restorePostgres(restored.db, file, restoredUrl);
        await expect(restorePostgres(restored.db, file, restoredUrl)).rejects.toThrow(/already has tables/);
        await restored.close();
        expect(before.find((table) => table.table === "email_outbox")?.rows).toBe(25);
        expect(key(after)).toEqual(key(before));
      } finally {
        for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    }, 180_000);
  }
});
