import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { installDatabaseHandle } from "~/server/db.server";
import { seedOnStart } from "~/server/lifecycle.server";
import { LARGE_DATA_SLUG_PREFIX, seedLargeData } from "~/server/seed/large-data.server";
import { maintainEmbeddedDatabase } from "~/server/sweeps/embedded-maintenance.server";
import { runTimeSweeps } from "~/server/sweeps/time-sweeps.server";
import { createSignedInUser } from "../../tests/factories/users";
import { type BenchOptions, type ServerDatabase, temporaryDirectory } from "./support";

/**
 * The two datasets the server is measured on: the demo directory (what a new install shows) and
 * the large dataset (app/server/seed/large-data.server.ts). Each comes with the pages to measure
 * and cookies of a signed-in partner and a signed-in staff member, made in-process before the
 * server starts (PGlite admits one process at a time).
 */
export interface Dataset {
  name: "demo" | "large";
  database: ServerDatabase;
  paths: { home: string; city: string; company: string; quote: string; guides: string; lead?: string };
  partnerCookie: string;
  staffCookie: string;
  /** Seconds spent writing the data in this run (0 when it was already there). */
  seededSeconds: number;
}

async function open(database: ServerDatabase): Promise<DatabaseHandle> {
  const handle = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  await handle.migrate();
  installDatabaseHandle(handle);
  return handle;
}

/** A database of its own on the PostgreSQL server of `url`, dropped and made again when `fresh`. */
async function postgresDatabase(url: string, name: string, fresh: boolean): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (fresh && exists.rowCount) await admin.query(`drop database ${name} with (force)`);
    if (fresh || !exists.rowCount) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/**
 * Does what the server's first time sweeps would (and, on PGlite, its table maintenance) before
 * the server starts, so the pages are measured in the state a running server keeps, not while it
 * catches up on what the benchmark just wrote (expiring its week-old invitations, analysing the
 * tables it filled): on the large data that catch-up held single requests for up to 26 s.
 */
async function catchUp(handle: DatabaseHandle): Promise<void> {
  await runTimeSweeps(handle.db);
  if (handle.kind === "pglite") await maintainEmbeddedDatabase(handle.db);
}

async function describeDataset(
  handle: DatabaseHandle,
  name: Dataset["name"],
  database: ServerDatabase,
  seededSeconds: number,
): Promise<Dataset> {
  const { db } = handle;
  await catchUp(handle);
  const [city] = (await db.execute(sql`select region_slug, slug from cities order by featured_rank limit 1`)).rows as {
    region_slug: string;
    slug: string;
  }[];
  const [company] = (
    await db.execute(
      sql`select id, slug from companies where status = 'approved' and is_partner
        order by (slug = ${`${LARGE_DATA_SLUG_PREFIX}0`}) desc, slug limit 1`,
    )
  ).rows as { id: string; slug: string }[];
  if (!city || !company) throw new Error(`the ${name} dataset has no city or no approved partner`);
  const [lead] = (
    await db.execute(sql`select id from leads where company_id = ${company.id} order by offered_at desc limit 1`)
  ).rows as { id: string }[];
  const partner = await createSignedInUser({ role: "partner", company });
  const staff = await createSignedInUser({ role: "staff", twoFactor: true });
  return {
    name,
    database,
    paths: {
      home: "/",
      city: `/movers/${city.region_slug}/${city.slug}`,
      company: `/company/${company.slug}`,
      quote: "/quote",
      guides: "/moving-guides",
      // The demo data's partner may have none: its lead page is then not measured.
      lead: lead && `/partner/admin/leads/${lead.id}`,
    },
    partnerCookie: partner.cookie,
    staffCookie: staff.cookie,
    seededSeconds,
  };
}

export async function prepareDemo(options: BenchOptions): Promise<Dataset> {
  const database: ServerDatabase =
    options.database === "postgres" && options.databaseUrl
      ? { databaseUrl: await postgresDatabase(options.databaseUrl, benchName(options.databaseUrl, "demo"), true) }
      : { dataDir: temporaryDirectory("demo") };
  const handle = await open(database);
  try {
    const started = performance.now();
    await seedOnStart(handle.db, { SEED: "demo" });
    return await describeDataset(handle, "demo", database, (performance.now() - started) / 1000);
  } finally {
    await handle.close();
  }
}

/**
 * The large dataset, kept between runs: a PGlite directory under bench/.data (or --large-dir),
 * or, on PostgreSQL, the database DATABASE_URL names. Written when it is not there yet.
 */
export async function prepareLarge(options: BenchOptions): Promise<Dataset> {
  let database: ServerDatabase;
  if (options.database === "postgres" && options.databaseUrl) {
    database = { databaseUrl: options.databaseUrl };
  } else {
    const dataDir = options.largeDir ?? path.resolve("bench/.data", `large-${options.scale}`);
    if (!existsSync(dataDir)) mkdirSync(dataDir, { recursive: true });
    database = { dataDir };
  }
  const handle = await open(database);
  try {
    const present = await handle.db.execute(
      sql`select 1 from companies where slug = ${`${LARGE_DATA_SLUG_PREFIX}0`} limit 1`,
    );
    let seededSeconds = 0;
    if (present.rows.length === 0) {
      const started = performance.now();
      console.log(`Writing the large dataset at scale ${options.scale} (kept for later runs)…`);
      await seedLargeData(handle.db, { scale: options.scale });
      seededSeconds = (performance.now() - started) / 1000;
    }
    return await describeDataset(handle, "large", database, seededSeconds);
  } finally {
    await handle.close();
  }
}

function benchName(url: string, suffix: string): string {
  const base = new URL(url).pathname.replace(/^\//, "") || "movematch";
  return `${base}_${suffix}`.replace(/[^a-z0-9_]/gi, "_");
}
