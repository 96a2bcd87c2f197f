import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { type Database, type DatabaseHandle, openDatabase } from "~/db/client.server";
import { settleBackgroundTasks } from "~/server/background.server";
import { installDatabaseHandle } from "~/server/db.server";

async function openCopy(): Promise<{ handle: DatabaseHandle; dispose(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `movematch_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject("postgresTemplateDatabase")}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    // Dropping the database below ends any connection the pool still holds: expected here.
    const handle = await openDatabase({ databaseUrl: url.toString(), onIdleConnectionError: () => undefined });
    return {
      handle,
      async dispose() {
        await handle.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const { client, tables } = await workerPglite();
  // Migrations write no rows, so an emptied database is the migrated template again.
  await client.exec(`truncate ${tables} restart identity cascade`);
  const opened = await openDatabase({ pglite: client });
  const unsubscribes: (() => Promise<void>)[] = [];
  const handle: DatabaseHandle = {
    ...opened,
    // The worker's next file uses this instance: the app closing "its" database leaves it open.
    close: async () => undefined,
    async listen(channel, onNotify) {
      const unsubscribe = await opened.listen(channel, onNotify);
      unsubscribes.push(unsubscribe);
      return unsubscribe;
    },
  };
  return {
    handle,
    async dispose() {
      // A listener of this file must not hear the next file's notifications.
      await Promise.all(unsubscribes.map((unsubscribe) => unsubscribe()));
    },
  };
}

interface WorkerPglite {
  client: PGlite;
  /** Every table of the app, quoted, for one TRUNCATE. */
  tables: string;
}

/**
 * One PGlite per Vitest worker, loaded from the migrated template by the worker's first file and
 * emptied for each file after it: loading the snapshot costs each file a second or more of CPU,
 * emptying it a few milliseconds. Kept under a symbol, which the per-file reset of
 * tests/setup/fresh-modules.ts (string `__movematch*` keys) leaves alone.
 */
const WORKER_PGLITE = Symbol.for("movematch.tests.workerPglite");

function workerPglite(): Promise<WorkerPglite> {
  const holder = globalThis as typeof globalThis & { [WORKER_PGLITE]?: Promise<WorkerPglite> };
  holder[WORKER_PGLITE] ??= (async () => {
    const snapshot = await readFile(inject("pgliteTemplatePath"));
    const client = new PGlite({ loadDataDir: new Blob([snapshot]) });
    const { rows } = await client.query<{ name: string }>(
      "select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public' order by 1",
    );
    return { client, tables: rows.map((row) => row.name).join(", ") };
  })();
  return holder[WORKER_PGLITE];
}

/**
 * Gives the calling test file its own migrated database, also installed as the app's
 * database so services under test use it. Returns a getter valid inside tests and hooks.
 */
export function setupTestDatabase(): () => Database {
  let current: { handle: DatabaseHandle; dispose(): Promise<void> } | undefined;
  beforeAll(async () => {
    current = await openCopy();
    installDatabaseHandle(current.handle);
  });
  afterAll(async () => {
    // Work a page started after answering (a password reset's email) finishes on this database.
    await settleBackgroundTasks();
    await current?.dispose();
  });
  return () => {
    if (!current) throw new Error("setupTestDatabase(): the database is only available inside tests and hooks");
    return current.handle.db;
  };
}
