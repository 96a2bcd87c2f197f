import { and, asc, eq, inArray, lte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { getDb } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { createTransport, type MailTransport } from "./transport.server";

/** After this many failed attempts an email is marked failed and left for a person to look at. */
export const MAX_ATTEMPTS = 8;
/**
 * A claimed email is "sending" until this long after the claim; past that its worker is taken
 * to have crashed and another one may claim it (at-least-once delivery).
 */
export const CLAIM_TIMEOUT_MS = 5 * 60_000;
const FIRST_RETRY_DELAY_MS = 30_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;
/** Up to 10% extra, so mail that failed together does not retry in one burst. */
const RETRY_JITTER = 0.1;
const MAX_ERROR_LENGTH = 1000;
/** Small batches: sends run one after another and must all finish inside the claim. */
const DEFAULT_BATCH_SIZE = 10;
const DEFAULT_INTERVAL_MS = 5_000;

/**
 * Once an email is sent, or has failed for good, its body is erased: it may hold a code or a
 * one-time link, and nothing needs it again (a failed code or link has expired by then). The
 * row keeps its metadata (recipient, template, subject, status, times) for per-recipient limits
 * and the company's email log; subjects never carry secrets. The retention sweep deletes the row
 * later (RETENTION_DAYS.emailRecords).
 */
const ERASED_CONTENT = { html: "", text: "", payload: {} };

/** Delay before retry number `attempts` (1 after the first failure): 30 s doubling, at most 1 h. */
export function computeRetryDelay(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_DELAY_MS);
  return Math.round(base * (1 + RETRY_JITTER * random()));
}

export interface DeliveryCounts {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Claims due emails (pending and due, or left "sending" by a crashed worker) with
 * FOR UPDATE SKIP LOCKED, so concurrent workers split the work instead of sending twice.
 * The claim pushes next_attempt_at to the end of the claim, which is what makes it expire.
 */
async function claimDueEmails(db: Database, now: Date, batchSize: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(inArray(emailOutbox.status, ["pending", "sending"]), lte(emailOutbox.nextAttemptAt, now)))
      .orderBy(asc(emailOutbox.nextAttemptAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(emailOutbox)
      .set({ status: "sending", nextAttemptAt: new Date(now.getTime() + CLAIM_TIMEOUT_MS) })
      .where(
        inArray(
          emailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning({
        id: emailOutbox.id,
        to: emailOutbox.to,
        subject: emailOutbox.subject,
        html: emailOutbox.html,
        text: emailOutbox.text,
        attempts: emailOutbox.attempts,
      });
  });
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

type ClaimedEmail = Awaited<ReturnType<typeof claimDueEmails>>[number];

/** Counts the attempt, then either schedules the next one or gives up after MAX_ATTEMPTS. */
async function recordFailedAttempt(
  db: Database,
  email: ClaimedEmail,
  error: unknown,
  now: Date,
): Promise<"retried" | "failed"> {
  const attempts = email.attempts + 1;
  const lastError = describeError(error).slice(0, MAX_ERROR_LENGTH);
  if (attempts >= MAX_ATTEMPTS) {
    await db
      .update(emailOutbox)
      .set({ status: "failed", attempts, lastError, ...ERASED_CONTENT })
      .where(eq(emailOutbox.id, email.id));
    logger.error("Email delivery failed for good", { emailId: email.id, attempts, error: lastError });
    return "failed";
  }
  const nextAttemptAt = new Date(now.getTime() + computeRetryDelay(attempts));
  await db
    .update(emailOutbox)
    .set({ status: "pending", attempts, lastError, nextAttemptAt })
    .where(eq(emailOutbox.id, email.id));
  logger.warn("Email delivery failed, will retry", { emailId: email.id, attempts, nextAttemptAt, error: lastError });
  return "retried";
}

/** One pass over the outbox: send what is due, reschedule or fail what could not be sent. */
export async function deliverDueEmails({
  db,
  transport,
  now = new Date(),
  batchSize = DEFAULT_BATCH_SIZE,
}: {
  db: Database;
  transport: MailTransport;
  now?: Date;
  batchSize?: number;
}): Promise<DeliveryCounts> {
  const counts: DeliveryCounts = { sent: 0, retried: 0, failed: 0 };
  for (const email of await claimDueEmails(db, now, batchSize)) {
    try {
      await transport.send(email);
    } catch (error) {
      counts[await recordFailedAttempt(db, email, error, now)]++;
      continue;
    }
    await db
      .update(emailOutbox)
      .set({ status: "sent", sentAt: now, ...ERASED_CONTENT })
      .where(eq(emailOutbox.id, email.id));
    counts.sent++;
  }
  return counts;
}

interface OutboxWorker {
  transport: MailTransport;
  intervalMs: number;
  batchSize: number;
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
  wakeRequested: boolean;
  stopped: boolean;
}

/** On globalThis because Vite re-evaluates modules in development: one worker per process. */
const holder = globalThis as typeof globalThis & { __movematchOutboxWorker?: OutboxWorker };

function scheduleRun(worker: OutboxWorker, delayMs: number): void {
  clearTimeout(worker.timer);
  worker.timer = setTimeout(() => {
    worker.running = runWorker(worker);
  }, delayMs);
  // A pending run must not keep the process alive (scripts, tests, shutdown).
  worker.timer.unref();
}

async function runWorker(worker: OutboxWorker): Promise<void> {
  worker.wakeRequested = false;
  try {
    const db = await getDb();
    let counts: DeliveryCounts;
    // A full batch means more may be due: keep going rather than wait for the next tick.
    do {
      counts = await deliverDueEmails({ db, transport: worker.transport, batchSize: worker.batchSize });
    } while (!worker.stopped && counts.sent + counts.retried + counts.failed === worker.batchSize);
  } catch (error) {
    logger.error("The email outbox worker run failed", { error: describeError(error) });
  } finally {
    worker.running = undefined;
    if (!worker.stopped) scheduleRun(worker, worker.wakeRequested ? 0 : worker.intervalMs);
  }
}

/**
 * Delivers the outbox in the background of this process, one run at a time. Returns false
 * (and starts nothing) when SMTP_URL is unset: mail then stays pending in the outbox, and the
 * caller says where it can be read (describeMailDelivery: /dev/mail only where it is served).
 */
export function startOutboxWorker({
  intervalMs = DEFAULT_INTERVAL_MS,
  batchSize = DEFAULT_BATCH_SIZE,
  transport = createTransport(),
}: {
  intervalMs?: number;
  batchSize?: number;
  transport?: MailTransport;
} = {}): boolean {
  if (holder.__movematchOutboxWorker) return true;
  if (!transport) return false;
  const worker: OutboxWorker = { transport, intervalMs, batchSize, wakeRequested: false, stopped: false };
  holder.__movematchOutboxWorker = worker;
  scheduleRun(worker, 0);
  return true;
}

/**
 * Mail left "sending" by a process that died waits out its claim (CLAIM_TIMEOUT_MS) before
 * another worker may take it. The embedded database admits one process, so at its start every
 * such claim is known to be dead and is released at once.
 */
export async function releaseDeadClaims(db: Database): Promise<number> {
  const released = await db
    .update(emailOutbox)
    .set({ status: "pending", nextAttemptAt: new Date() })
    .where(eq(emailOutbox.status, "sending"))
    .returning({ id: emailOutbox.id });
  return released.length;
}

/** Runs the worker now (or right after the run in progress), e.g. after queueing a code. */
export function wakeOutboxWorker(): void {
  const worker = holder.__movematchOutboxWorker;
  if (!worker) return;
  if (worker.running) worker.wakeRequested = true;
  else scheduleRun(worker, 0);
}

/**
 * Runs the worker once `ready` has settled (the outbox calls it when the transaction that queued
 * mail has committed). Without a worker in this process there is nothing to wait for.
 */
export function wakeOutboxWorkerWhen(ready: () => Promise<unknown>): void {
  if (!holder.__movematchOutboxWorker) return;
  ready().then(wakeOutboxWorker, (error: unknown) =>
    logger.warn("Could not wait for queued mail to commit", { error: describeError(error) }),
  );
}

/** Stops the loop and waits for a run in progress, so the database can be closed after. */
export async function stopOutboxWorker(): Promise<void> {
  const worker = holder.__movematchOutboxWorker;
  if (!worker) return;
  holder.__movematchOutboxWorker = undefined;
  worker.stopped = true;
  clearTimeout(worker.timer);
  await worker.running;
  worker.transport.close();
}
