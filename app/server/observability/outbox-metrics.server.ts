import { inArray, sql } from "drizzle-orm";
import { Gauge } from "prom-client";
import { emailOutbox } from "~/db/schema";
import { getDb } from "../db.server";
import { logger } from "../logger.server";
import { metrics } from "./metrics.server";

/** Both outbox figures in one query on the status index: how many are unsent, and the oldest's age. */
async function unsentOutbox(): Promise<{ count: number; oldestAgeSeconds: number }> {
  const db = await getDb();
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldestAgeSeconds: sql<number>`coalesce(extract(epoch from now() - min(${emailOutbox.createdAt})), 0)::float8`,
    })
    .from(emailOutbox)
    .where(inArray(emailOutbox.status, ["pending", "sending"]));
  return { count: row?.count ?? 0, oldestAgeSeconds: row?.oldestAgeSeconds ?? 0 };
}

const DEPTH = "movematch_outbox_unsent_emails";

/**
 * The registry, with the outbox's gauges, measured on each scrape (added on the first: the
 * database is not the registry's concern elsewhere).
 */
export function registryWithOutbox() {
  const { registry } = metrics();
  if (registry.getSingleMetric(DEPTH)) return registry;
  const oldestUnsentAge = new Gauge({
    name: "movematch_outbox_oldest_unsent_age_seconds",
    help: "Age of the oldest email in the outbox not sent yet (0 when none is waiting)",
    registers: [registry],
  });
  new Gauge({
    name: DEPTH,
    help: "Emails in the outbox not sent yet (pending or being sent)",
    registers: [registry],
    // Sets the oldest's age too: both come from one query.
    async collect() {
      try {
        const outbox = await unsentOutbox();
        this.set(outbox.count);
        oldestUnsentAge.set(outbox.oldestAgeSeconds);
      } catch (error) {
        // The other figures still answer; the outbox's keep their last values.
        logger.warn("The outbox could not be measured", { error });
      }
    },
  });
  return registry;
}
