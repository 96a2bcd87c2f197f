import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { companies, jobs, leads, quoteRequests, quotes, reviewInvitations, reviews } from "~/db/schema";
import { asLocale } from "~/i18n/config";
import { JOB_UNDO_MINUTES } from "~/lib/job-rules";
import { REVIEW_INVITE_WINDOW_DAYS, REVIEW_REMINDER_DAYS, reviewPath } from "~/lib/reviews";
import { addDays, todayInUk } from "~/lib/uk-time";
import { queueEmail } from "../email/outbox.server";
import { absoluteUrl } from "../env.server";
import { hashAccessToken } from "../quote-requests/access-links.server";
import { ukDay } from "../uk-day-sql.server";

/**
 * Review invitations: the day after the company completed the move the customer is emailed a private link to
 * review the company, and once more REVIEW_REMINDER_DAYS later if no review came. Each email
 * carries a fresh 256-bit token; the database keeps its SHA-256 only (as for the customer's
 * request links). The sweeps that decide who is due live in app/server/sweeps/time-sweeps.server.ts;
 * this module says who qualifies and sends.
 */

/** 32 random bytes in base64url. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const DAY_MS = 24 * 3600 * 1000;
/** Booked moves: every job status but cancelled. */
const BOOKED_STATUSES = ["upcoming", "in_progress", "completed"] as const;

function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashAccessToken(token) };
}

/** The job's last moving day, as a UK date (its pickup window's end). */
const movingDaySql = ukDay(jobs.pickupTo);
/** The UK day the company marked the job completed. */
const completionDaySql = ukDay(jobs.completedAt);

/**
 * Jobs the company completed before today (UK) and within the invitation window, never invited:
 * the invitation sweep's rows. Completing a job is what makes its invitation due, the next
 * morning, and only once the completion can no longer be undone (JOB_UNDO_MINUTES): an undone
 * completion leaves the job in progress, so it is no longer due.
 */
export function inviteDue(now: Date): SQL {
  const today = todayInUk(now);
  return and(
    eq(jobs.status, "completed"),
    sql`${completionDaySql} < ${today}::date`,
    sql`${completionDaySql} >= ${addDays(today, -REVIEW_INVITE_WINDOW_DAYS)}::date`,
    lte(jobs.completedAt, new Date(now.getTime() - JOB_UNDO_MINUTES * 60_000)),
    sql`not exists (select 1 from ${reviewInvitations} where ${reviewInvitations.jobId} = ${jobs.id})`,
  ) as SQL;
}

const noReviewYet = sql`not exists (select 1 from ${reviews} where ${reviews.jobId} = ${reviewInvitations.jobId})`;

/** Invitations a week old, never reminded, whose job is still booked and has no review. */
export function reminderDue(now: Date): SQL {
  return and(
    isNull(reviewInvitations.remindedAt),
    sql`${reviewInvitations.invitedAt} <= ${new Date(now.getTime() - REVIEW_REMINDER_DAYS * DAY_MS)}`,
    noReviewYet,
    sql`exists (select 1 from ${jobs} where ${jobs.id} = ${reviewInvitations.jobId} and ${inArray(jobs.status, [...BOOKED_STATUSES])})`,
  ) as SQL;
}

/** The customer and company of booked jobs: job → accepted quote → lead → quote request. */
async function recipientsOf(tx: Transaction, jobIds: string[]) {
  return tx
    .select({
      jobId: jobs.id,
      fullName: quoteRequests.fullName,
      email: quoteRequests.email,
      locale: quoteRequests.locale,
      reference: quoteRequests.reference,
      companyName: companies.name,
    })
    .from(jobs)
    .innerJoin(quotes, eq(quotes.id, jobs.quoteId))
    .innerJoin(leads, eq(leads.id, quotes.leadId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(inArray(jobs.id, jobIds));
}

async function sendInvitation(
  tx: Transaction,
  recipient: Awaited<ReturnType<typeof recipientsOf>>[number],
  token: string,
  reminder: boolean,
): Promise<void> {
  await queueEmail(tx, {
    to: recipient.email,
    template: "review-invitation",
    payload: {
      fullName: recipient.fullName,
      companyName: recipient.companyName,
      reference: recipient.reference,
      reviewUrl: absoluteUrl(reviewPath(token)),
      reminder,
    },
    locale: asLocale(recipient.locale),
  });
}

/**
 * Invites the customers of these (claimed, due) jobs: one invitation row per job, its email
 * queued in the same transaction. A job another worker invited meanwhile is skipped by the
 * unique job id, so no customer is ever invited twice. Returns how many were invited.
 */
export async function inviteReviewers(tx: Transaction, jobIds: string[], now: Date): Promise<number> {
  const recipients = await recipientsOf(tx, jobIds);
  let invited = 0;
  for (const recipient of recipients) {
    const { token, hash } = newToken();
    const [row] = await tx
      .insert(reviewInvitations)
      .values({ jobId: recipient.jobId, tokenHash: hash, invitedAt: now })
      .onConflictDoNothing({ target: reviewInvitations.jobId })
      .returning({ id: reviewInvitations.id });
    if (!row) continue;
    await sendInvitation(tx, recipient, token, false);
    invited += 1;
  }
  return invited;
}

/**
 * Sends the one reminder of these (claimed, due) invitations, each with a link of its own; an
 * invitation already reminded is left alone. Returns how many were reminded.
 */
export async function remindReviewers(tx: Transaction, invitationIds: string[], now: Date): Promise<number> {
  let reminded = 0;
  for (const invitationId of invitationIds) {
    const { token, hash } = newToken();
    const [row] = await tx
      .update(reviewInvitations)
      .set({ remindedAt: now, reminderTokenHash: hash })
      .where(and(eq(reviewInvitations.id, invitationId), reminderDue(now)))
      .returning({ jobId: reviewInvitations.jobId });
    if (!row) continue;
    const [recipient] = await recipientsOf(tx, [row.jobId]);
    if (!recipient) continue;
    await sendInvitation(tx, recipient, token, true);
    reminded += 1;
  }
  return reminded;
}

export interface InvitedJob {
  invitationId: string;
  jobId: string;
  companyId: string;
  companyName: string;
  companySlug: string;
  quoteRequestId: string;
  fullName: string;
  email: string;
  locale: string;
  fromTown: string;
  toTown: string | null;
  movingDay: string;
}

/**
 * The job a review link opens, or null for a link that is malformed, unknown, of a cancelled
 * job, or already used (the job has its review). `lock` holds the invitation until the caller's
 * transaction ends, so two submissions of one link are decided one after the other.
 */
export async function findInvitedJob(
  db: Database | Transaction,
  token: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<InvitedJob | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const hash = hashAccessToken(token);
  const query = db
    .select({
      invitationId: reviewInvitations.id,
      jobId: jobs.id,
      companyId: companies.id,
      companyName: companies.name,
      companySlug: companies.slug,
      quoteRequestId: quoteRequests.id,
      fullName: quoteRequests.fullName,
      email: quoteRequests.email,
      locale: quoteRequests.locale,
      fromTown: jobs.fromTown,
      toTown: jobs.toTown,
      movingDay: sql<string>`${movingDaySql}::text`,
    })
    .from(reviewInvitations)
    .innerJoin(jobs, eq(jobs.id, reviewInvitations.jobId))
    .innerJoin(quotes, eq(quotes.id, jobs.quoteId))
    .innerJoin(leads, eq(leads.id, quotes.leadId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(
      and(
        or(eq(reviewInvitations.tokenHash, hash), eq(reviewInvitations.reminderTokenHash, hash)),
        inArray(jobs.status, [...BOOKED_STATUSES]),
      ),
    );
  const [row] = lock ? await query.for("update", { of: reviewInvitations }) : await query;
  if (!row) return null;
  const [used] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.jobId, row.jobId));
  return used ? null : row;
}
