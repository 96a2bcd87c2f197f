import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";

/**
 * DATABASE_POOL_SIZE: the connections one process holds on PostgreSQL at most, so that web
 * processes and the worker together stay within the server's max_connections (docs/deploy.md).
 * PGlite has no pool, so this runs only when TEST_DATABASE_URL is set.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("the PostgreSQL pool", () => {
  it("opens at most poolSize connections, however many queries wait", async () => {
    const handle = await openDatabase({ databaseUrl: serverUrl, poolSize: 2 });
    try {
      const backends = await Promise.all(
        Array.from({ length: 6 }, async () => {
          const { rows } = await handle.db.execute<{ pid: number }>(
            sql`select pg_backend_pid() as pid, pg_sleep(0.05)`,
          );
          return rows[0]?.pid;
        }),
      );
      expect(new Set(backends).size).toBe(2);
    } finally {
      await handle.close();
    }
  });
});

describe.skipIf(!serverUrl)("statements on PostgreSQL", () => {
  it("a statement with parameters is prepared once per connection and run again by name; one without is not", async () => {
    const handle = await openDatabase({ databaseUrl: serverUrl, poolSize: 1 });
    try {
      const marker = `prepared-${Date.now()}`;
      for (const n of [1, 2, 3]) {
        const { rows } = await handle.db.execute<{ n: number; marker: string }>(
          sql`select ${n}::int as n, ${marker}::text as marker`,
        );
        expect(rows[0]).toEqual({ n, marker });
      }
      await handle.db.execute(sql`select 'no parameters' as plain`);
      // One connection: the pool's only one, which ran the statements above.
      const { rows } = await handle.db.execute<{ statement: string }>(
        sql`select statement from pg_prepared_statements where statement like ${"%as marker%"} or statement like ${"%'no parameters'%"}`,
      );
      const statements = rows.map((row) => row.statement);
      expect(statements.filter((statement) => statement.includes("as marker"))).toHaveLength(1);
      expect(statements.some((statement) => statement.includes("'no parameters'"))).toBe(false);
    } finally {
      await handle.close();
    }
  });
});
