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
  const snapshot = await readFile(inject("pgliteTemplatePath"));
  const client = new PGlite({ loadDataDir: new Blob([snapshot]) });
  const handle = await openDatabase({ pglite: client });
  return { handle, dispose: () => handle.close() };
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
