import { writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/db/client.server";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplateDatabase: string;
  }
}

/**
 * Migrates one database before any test file runs; each file then gets a copy of it
 * (a PGlite data-dir snapshot, or CREATE DATABASE … TEMPLATE on PostgreSQL).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    // A name of this run's own: runs sharing one server never drop or copy each other's template.
    const template = `movematch_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.query(`create database ${template}`);
    const templateUrl = new URL(serverUrl);
    templateUrl.pathname = `/${template}`;
    const handle = await openDatabase({ databaseUrl: templateUrl.toString() });
    await handle.migrate();
    await handle.close();
    project.provide("postgresTemplateDatabase", template);
    project.provide("pgliteTemplatePath", "");
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }

  const client = new PGlite();
  const handle = await openDatabase({ pglite: client });
  await handle.migrate();
  const snapshot = await client.dumpDataDir("none");
  await handle.close();
  const file = path.join(os.tmpdir(), `movematch-pglite-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide("pgliteTemplatePath", file);
  project.provide("postgresTemplateDatabase", "");
}
