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
