import { readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER, openDatabase } from "~/db/client.server";
import { getDatabaseHandle } from "~/server/db.server";
import { setupTestDatabase } from "../../setup/test-database";

describe("migrations", () => {
  const db = setupTestDatabase();

  it("create every table of the domain model", async () => {
    const result = await db().execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = result.rows.map((row) => row.table_name);
    for (const table of [
      "user",
      "session",
      "account",
      "verification",
      "companies",
      "company_members",
      "cities",
      "quote_requests",
      "leads",
      "quotes",
      "jobs",
      "ledger_entries",
      "reviews",
      "contacts",
      "drivers",
      "vehicles",
      "company_photos",
      "email_outbox",
      "audit_log",
    ]) {
      expect(tables).toContain(table);
    }
  });

  it("enforce the domain's constraints in the database", async () => {
    await expect(
      db().execute(
        sql`insert into companies (slug, name, email, phone, address_line1, postcode, town, service_radius_miles)
            values ('x', 'X', 'x@example.com', '0', 'a', 'M1 1AA', 'Manchester', 201)`,
      ),
    ).rejects.toThrow();
  });

  it("apply every migration of the journal to a new database, and none to an up-to-date one", async () => {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"));
    const fresh = await openDatabase({ pglite: new PGlite() });
    try {
      expect(await fresh.migrate()).toBe(journal.entries.length);
      expect(await fresh.migrate()).toBe(0);
    } finally {
      await fresh.close();
    }
    expect(await (await getDatabaseHandle()).migrate()).toBe(0);
  });
});
