import { and, eq, inArray, lt, lte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { leads, quoteRequests, quotes } from "~/db/schema";
import { todayInUk } from "~/lib/schemas/quote-request";
import { settleOpenLeads } from "../customer-requests/settle-leads.server";
import { getDb } from "../db.server";
import { leadOpenSince, movingDatePassed } from "../leads/lead-sql.server";
import { logger } from "../logger.server";

/**
 * Time passing in the lead loop (docs/decisions/007-time-sweeps.md). Every sweep is safe with
 * several workers at once: the one-statement sweeps are conditional updates (a row another
 * worker changed first no longer matches when PostgreSQL rechecks it after the row lock), and
 * the request sweep claims its rows with FOR UPDATE SKIP LOCKED.
 */

export interface SweepCounts {
  leadsExpired: number;
  quotesExpired: number;
  requestsClosed: number;
}

/** Invitations nobody claimed within LEAD_OPEN_DAYS expire. */
export async function expireUnclaimedLeads(db: Database, now: Date): Promise<number> {
  const expired = await db
    .update(leads)
    .set({ status: "expired", respondedAt: now })
    .where(and(eq(leads.status, "offered"), lte(leads.offeredAt, leadOpenSince(now))))
    .returning({ id: leads.id });
  return expired.length;
}

/** Quotes still waiting after their last valid day (UK dates) expire. */
export async function expireQuotes(db: Database, now: Date): Promise<number> {
  const expired = await db
    .update(quotes)
    .set({ status: "expired", updatedAt: now })
    .where(and(eq(quotes.status, "sent"), lt(quotes.validUntil, todayInUk(now))))
    .returning({ id: quotes.id });
  return expired.length;
}

const CLOSE_BATCH = 100;

/**
 * Requests whose moving date passed without a booking close (status cancelled, reason
 * moving_date_passed): invitations expire, claims are lost, waiting quotes expire.
 */
export async function closePastRequests(db: Database, now: Date): Promise<number> {
  let closed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: quoteRequests.id })
        .from(quoteRequests)
        .where(and(eq(quoteRequests.status, "pending"), movingDatePassed(now)))
        .limit(CLOSE_BATCH)
        .for("update", { skipLocked: true });
      for (const { id } of due) {
        await settleOpenLeads(tx, { quoteRequestId: id, openQuotesBecome: "expired", now });
      }
      if (due.length === 0) return 0;
      const updated = await tx
        .update(quoteRequests)
        .set({ status: "cancelled", closeReason: "moving_date_passed", closedAt: now, updatedAt: now })
        .where(
          and(
            eq(quoteRequests.status, "pending"),
            inArray(
              quoteRequests.id,
              due.map((row) => row.id),
            ),
          ),
        )
        .returning({ id: quoteRequests.id });
      return updated.length;
    });
    closed += batch;
    if (batch < CLOSE_BATCH) return closed;
  }
}

export async function runTimeSweeps(db: Database, now = new Date()): Promise<SweepCounts> {
  return {
    leadsExpired: await expireUnclaimedLeads(db, now),
    quotesExpired: await expireQuotes(db, now),
    requestsClosed: await closePastRequests(db, now),
  };
}

interface SweepLoop {
  intervalMs: number;
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
  stopped: boolean;
}

/** On globalThis because Vite re-evaluates modules in development: one loop per process. */
const holder = globalThis as typeof globalThis & { __movematchSweepLoop?: SweepLoop };

const DEFAULT_INTERVAL_MS = 60_000;

function schedule(loop: SweepLoop, delayMs: number): void {
  loop.timer = setTimeout(() => {
    loop.running = runOnce(loop);
  }, delayMs);
  // A pending run must not keep the process alive (scripts, tests, shutdown).
  loop.timer.unref();
}

async function runOnce(loop: SweepLoop): Promise<void> {
  try {
    const counts = await runTimeSweeps(await getDb());
    if (counts.leadsExpired + counts.quotesExpired + counts.requestsClosed > 0)
      logger.info("Time sweeps ran", { ...counts });
  } catch (error) {
    logger.error("The time sweeps failed", { error: error instanceof Error ? error.message : String(error) });
  } finally {
    loop.running = undefined;
    if (!loop.stopped) schedule(loop, loop.intervalMs);
  }
}

/** Runs the sweeps now and then every minute, in the background of this process. */
export function startTimeSweeps({ intervalMs = DEFAULT_INTERVAL_MS }: { intervalMs?: number } = {}): void {
  if (holder.__movematchSweepLoop) return;
  const loop: SweepLoop = { intervalMs, stopped: false };
  holder.__movematchSweepLoop = loop;
  schedule(loop, 0);
}

/** Stops the loop and waits for a run in progress, so the database can be closed after. */
export async function stopTimeSweeps(): Promise<void> {
  const loop = holder.__movematchSweepLoop;
  if (!loop) return;
  holder.__movematchSweepLoop = undefined;
  loop.stopped = true;
  clearTimeout(loop.timer);
  await loop.running;
}
