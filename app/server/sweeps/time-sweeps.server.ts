import { and, eq, gt, inArray, lt, lte, notExists, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, jobs, leads, quoteRequests, quotes, reviewInvitations, sqlRequestIsOpen } from "~/db/schema";
import { todayInUk } from "~/lib/uk-time";
import type { RequestCloseReason } from "~/lib/vocabulary";
import { issueMonthlyInvoices, monthlyInvoiceDue } from "../billing/invoices.server";
import { getDatabaseHandle } from "../db.server";
import { lapseAndOfferOn, lockRequestsWithLapsedInvitations } from "../leads/invitation-waves.server";
import { claimDueDigests, digestDayAt, sendLeadDigests } from "../leads/lead-digests.server";
import { leadOpenSince, movingDatePassed } from "../leads/lead-sql.server";
import { logger } from "../logger.server";
import { recordSweepRun } from "../observability/metrics.server";
import { claimDueProgressEmails, sendProgressEmails } from "../quote-requests/progress-emails.server";
import { settleOpenLeads } from "../quote-requests/settle-leads.server";
import { inviteDue, inviteReviewers, reminderDue, remindReviewers } from "../reviews/review-invitations.server";
import { maintainEmbeddedDatabase } from "./embedded-maintenance.server";
import { purgeExpiredRecords } from "./retention-sweeps.server";
import { BATCH, sweepInBatches } from "./sweep-in-batches.server";

/**
 * Time passing in the lead loop (docs/decisions/007-time-sweeps.md). Every sweep is safe with
 * several workers at once: each claims its rows in batches with FOR UPDATE SKIP LOCKED and
 * changes them only if they still qualify, so two workers split the rows between them, each row
 * is changed once, and a sweep never waits on a row that a customer's or partner's transaction
 * (or another sweep) holds, which also rules out deadlocks between them.
 */

export interface SweepCounts {
  invitationsLapsed: number;
  leadsExpired: number;
  quotesExpired: number;
  requestsClosed: number;
  progressEmailsSent: number;
  reviewsInvited: number;
  reviewsReminded: number;
  invoicesIssued: number;
  leadDigestsSent: number;
  recordsPurged: number;
}

/**
 * Invitations unanswered at the end of their response window lapse, and their places are
 * offered to the next-ranked companies (app/server/leads/invitation-waves.server.ts). The
 * requests are claimed, so two workers never offer one place twice.
 */
export function lapseUnansweredInvitations(db: Database, now: Date): Promise<number> {
  return sweepInBatches(
    db,
    (tx) => lockRequestsWithLapsedInvitations(tx, now, BATCH),
    (tx, ids) => lapseAndOfferOn(tx, ids, now),
  );
}

/** Invitations made before response windows, nobody claimed within LEAD_OPEN_DAYS, expire. */
export function expireUnclaimedLeads(db: Database, now: Date): Promise<number> {
  const stale = and(eq(leads.status, "offered"), lte(leads.offeredAt, leadOpenSince(now)));
  return sweepInBatches(
    db,
    (tx) => tx.select({ id: leads.id }).from(leads).where(stale).limit(BATCH).for("update", { skipLocked: true }),
    async (tx, ids) =>
      (
        await tx
          .update(leads)
          .set({ status: "expired", respondedAt: now })
          .where(and(stale, inArray(leads.id, ids)))
          .returning({ id: leads.id })
      ).length,
  );
}

/** Quotes still waiting after their last valid day (UK dates) expire. */
export function expireQuotes(db: Database, now: Date): Promise<number> {
  const lapsed = and(eq(quotes.status, "sent"), lt(quotes.validUntil, todayInUk(now)));
  return sweepInBatches(
    db,
    (tx) => tx.select({ id: quotes.id }).from(quotes).where(lapsed).limit(BATCH).for("update", { skipLocked: true }),
    async (tx, ids) =>
      (
        await tx
          .update(quotes)
          .set({ status: "expired", updatedAt: now })
          .where(and(lapsed, inArray(quotes.id, ids)))
          .returning({ id: quotes.id })
      ).length,
  );
}

/**
 * Open requests that can no longer be booked expire (product-rules §13.3), with what is open on
 * them: invitations expire, claims are lost, waiting quotes expire.
 */
function expireRequests(
  db: Database,
  now: Date,
  { due, closeReason }: { due: SQL; closeReason: RequestCloseReason },
): Promise<number> {
  return sweepInBatches(
    db,
    (tx) =>
      tx
        .select({ id: quoteRequests.id })
        .from(quoteRequests)
        .where(due)
        .limit(BATCH)
        .for("update", { skipLocked: true }),
    async (tx, ids) => {
      for (const id of ids) await settleOpenLeads(tx, { quoteRequestId: id, openQuotesBecome: "expired", now });
      const closed = await tx
        .update(quoteRequests)
        .set({ status: "expired", closeReason, closedAt: now, updatedAt: now })
        .where(and(due, inArray(quoteRequests.id, ids)))
        .returning({ id: quoteRequests.id });
      return closed.length;
    },
  );
}

/** Requests whose moving date passed without a booking expire (reason moving_date_passed). */
export function closePastRequests(db: Database, now: Date): Promise<number> {
  const due = and(sqlRequestIsOpen(quoteRequests.status), movingDatePassed(now)) as SQL;
  return expireRequests(db, now, { due, closeReason: "moving_date_passed" });
}

/**
 * Requests nobody claimed expire once nobody can claim them any more (reason offering_ended):
 * out of Find work (LEAD_OPEN_DAYS after sending) and no invitation still open. A request a
 * company claimed stays open for its quotes until its moving date.
 */
export function closeUntakenRequests(db: Database, now: Date): Promise<number> {
  const since = leadOpenSince(now);
  const openInvitation = db
    .select({ one: sql`1` })
    .from(leads)
    .where(and(eq(leads.quoteRequestId, quoteRequests.id), eq(leads.status, "offered"), gt(leads.offeredAt, since)));
  const due = and(
    sqlRequestIsOpen(quoteRequests.status),
    eq(quoteRequests.slotsTaken, 0),
    lte(quoteRequests.createdAt, since),
    notExists(openInvitation),
  ) as SQL;
  return expireRequests(db, now, { due, closeReason: "offering_ended" });
}

/**
 * A day after verification, each open request's customer gets one email on how it is going
 * (app/server/quote-requests/progress-emails.server.ts). The request rows are claimed and
 * marked in the transaction that queues the email, so two workers send it once between them.
 * It runs after the requests whose moving date passed are closed: those get none.
 */
export function emailRequestProgress(db: Database, now: Date): Promise<number> {
  return sweepInBatches(
    db,
    (tx) => claimDueProgressEmails(tx, now, BATCH),
    (tx, ids) => sendProgressEmails(tx, ids, now),
  );
}

/**
 * The day after a booked move, its customer is invited to review the company. The job rows are
 * claimed (a job's invitation row is unique too, so a race between workers still invites once).
 */
export function inviteToReview(db: Database, now: Date): Promise<number> {
  return sweepInBatches(
    db,
    (tx) =>
      tx.select({ id: jobs.id }).from(jobs).where(inviteDue(now)).limit(BATCH).for("update", { skipLocked: true }),
    (tx, ids) => inviteReviewers(tx, ids, now),
  );
}

/** A week after the invitation, one reminder when no review came; never another. */
export function remindToReview(db: Database, now: Date): Promise<number> {
  return sweepInBatches(
    db,
    (tx) =>
      tx
        .select({ id: reviewInvitations.id })
        .from(reviewInvitations)
        .where(reminderDue(now))
        .limit(BATCH)
        .for("update", { skipLocked: true }),
    (tx, ids) => remindReviewers(tx, ids, now),
  );
}

/**
 * Once a month has ended, each company with un-invoiced entries from before this month gets last
 * month's invoice. The company rows are claimed, and the invoice is unique per company and month,
 * so two workers never issue it twice.
 */
export function issueLastMonthsInvoices(db: Database, now: Date): Promise<number> {
  return sweepInBatches(
    db,
    (tx) =>
      tx
        .select({ id: companies.id })
        .from(companies)
        .where(monthlyInvoiceDue(now))
        .limit(BATCH)
        .for("update", { skipLocked: true }),
    (tx, ids) => issueMonthlyInvoices(tx, ids, now),
  );
}

/**
 * From DIGEST_HOUR, companies on the daily digest get yesterday's open invitations in one email.
 * The company rows are claimed, and a (company, day) row is written with the email, so two
 * workers send a company one digest a day between them.
 */
export function sendNewLeadDigests(db: Database, now: Date): Promise<number> {
  const day = digestDayAt(now);
  if (!day) return Promise.resolve(0);
  return sweepInBatches(
    db,
    (tx) => claimDueDigests(tx, day, BATCH),
    (tx, ids) => sendLeadDigests(tx, ids, day, now),
  );
}

export async function runTimeSweeps(db: Database, now = new Date()): Promise<SweepCounts> {
  return {
    invitationsLapsed: await lapseUnansweredInvitations(db, now),
    leadsExpired: await expireUnclaimedLeads(db, now),
    quotesExpired: await expireQuotes(db, now),
    requestsClosed: (await closePastRequests(db, now)) + (await closeUntakenRequests(db, now)),
    progressEmailsSent: await emailRequestProgress(db, now),
    reviewsInvited: await inviteToReview(db, now),
    reviewsReminded: await remindToReview(db, now),
    invoicesIssued: await issueLastMonthsInvoices(db, now),
    leadDigestsSent: await sendNewLeadDigests(db, now),
    recordsPurged: await purgeExpiredRecords(db, now),
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
/** The loop's name in movematch_sweep_lag_seconds: its lag counts from its start until a run finishes. */
const SWEEP_NAME = "time-sweeps";

function schedule(loop: SweepLoop, delayMs: number): void {
  loop.timer = setTimeout(() => {
    loop.running = runOnce(loop);
  }, delayMs);
  // A pending run must not keep the process alive (scripts, tests, shutdown).
  loop.timer.unref();
}

async function runOnce(loop: SweepLoop): Promise<void> {
  try {
    const { db, kind } = await getDatabaseHandle();
    const counts = await runTimeSweeps(db);
    recordSweepRun(SWEEP_NAME);
    if (Object.values(counts).some((changed) => changed > 0)) logger.info("Time sweeps ran", { ...counts });
    // A PostgreSQL server's autovacuum does this for it.
    if (kind === "pglite") {
      const maintained = await maintainEmbeddedDatabase(db);
      if (maintained.analysed.length > 0) logger.debug("Tables analysed", { ...maintained });
    }
  } catch (error) {
    logger.error("The time sweeps failed", { error: error instanceof Error ? error.message : String(error) });
  } finally {
    loop.running = undefined;
    if (!loop.stopped) schedule(loop, loop.intervalMs);
  }
}

/** Runs the sweeps now and then every minute, in the background of this process. */
export function startTimeSweeps({
  intervalMs = DEFAULT_INTERVAL_MS,
  firstRunInMs = 0,
}: {
  intervalMs?: number;
  firstRunInMs?: number;
} = {}): void {
  if (holder.__movematchSweepLoop) return;
  const loop: SweepLoop = { intervalMs, stopped: false };
  holder.__movematchSweepLoop = loop;
  recordSweepRun(SWEEP_NAME);
  schedule(loop, firstRunInMs);
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
