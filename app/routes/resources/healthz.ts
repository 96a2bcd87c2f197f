import { sql } from "drizzle-orm";
import { getDb } from "~/server/db.server";
import { logger } from "~/server/logger.server";

/** Liveness and readiness in one: 200 only when the database answers a query. */
export async function loader() {
  const headers = { "Cache-Control": "no-store" };
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return Response.json({ status: "ok", database: "up" }, { headers });
  } catch (error) {
    logger.error("Health check failed", { error: error instanceof Error ? error.message : String(error) });
    return Response.json({ status: "unavailable", database: "down" }, { status: 503, headers });
  }
}
