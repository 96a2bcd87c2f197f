import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { maintainEmbeddedDatabase } from "~/server/sweeps/embedded-maintenance.server";
import { setupTestDatabase } from "../../setup/test-database";

/** PostgreSQL publishes a backend's table counters about a second after its statements. */
async function countersPublished(db: ReturnType<ReturnType<typeof setupTestDatabase>>) {
  await new Promise((resolve) => setTimeout(resolve, 1_200));
  await db.execute(sql`select 1`);
}

describe("maintaining the embedded database", () => {
  const db = setupTestDatabase();

  it("leaves alone a database whose tables were just vacuumed and analysed", async () => {
    await db().execute(sql`vacuum (analyze)`);
    await countersPublished(db());
    expect(await maintainEmbeddedDatabase(db())).toEqual({ analysed: [], vacuumed: [] });
  }, 60_000);

  // Only the embedded database: a PostgreSQL server's own autovacuum would race these assertions.
  if (!process.env.TEST_DATABASE_URL) {
    it("analyses a table once it changed enough, vacuums it once enough rows are dead, and leaves it alone otherwise", async () => {
      await maintainEmbeddedDatabase(db());
      expect(await maintainEmbeddedDatabase(db())).toEqual({ analysed: [], vacuumed: [] });

      await db().execute(sql`
        insert into contacts (first_name, last_name, email, subject, message)
        select 'Ann', 'Lee', 'ann' || n || '@example.com', 'Moving', 'Hello'
        from generate_series(1, 400) as n`);
      await countersPublished(db());
      expect(await maintainEmbeddedDatabase(db())).toEqual({ analysed: ["public.contacts"], vacuumed: [] });
      const [stats] = (
        await db().execute<{ reltuples: number }>(sql`select reltuples from pg_class where relname = 'contacts'`)
      ).rows;
      expect(Number(stats?.reltuples)).toBe(400);

      await db().execute(sql`delete from contacts where email like 'ann%'`);
      await countersPublished(db());
      expect(await maintainEmbeddedDatabase(db())).toEqual({
        analysed: ["public.contacts"],
        vacuumed: ["public.contacts"],
      });
      const [after] = (
        await db().execute<{ dead: number }>(
          sql`select n_dead_tup::int as dead from pg_stat_user_tables where relname = 'contacts'`,
        )
      ).rows;
      expect(after?.dead).toBe(0);
      await countersPublished(db());
      expect(await maintainEmbeddedDatabase(db())).toEqual({ analysed: [], vacuumed: [] });
    }, 30_000);
  }
});
