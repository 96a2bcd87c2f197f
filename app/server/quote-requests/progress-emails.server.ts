import { and, count, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { leads, quoteRequests, quotes, sqlRequestIsOpen } from "~/db/schema";
import { asLocale } from "~/i18n/config";
import { LEAD_OPEN_DAYS } from "~/lib/lead-rules";
import { type OutgoingEmail, queueEmails } from "../email/outbox.server";
import { issueAccessLink } from "./access-links.server";
import { QUOTES_SHOWN_TO_CUSTOMER } from "./customer-request.server";

/**
 * One email to the customer a day after verification (docs/product-rules.md §7.3): how many
 * quotes came, how many companies have their details, and whether more companies were asked
 * since the first invitations. Sent once, while the request is open (pending).
 */
export const PROGRESS_EMAIL_AFTER_HOURS = 24;

const HOUR_MS = 3600 * 1000;

/**
 * Due: open, not emailed yet, verified at least PROGRESS_EMAIL_AFTER_HOURS ago and at most
 * LEAD_OPEN_DAYS ago (so requests older than the email itself, or ones a stopped sweep left for
 * days, get no "how it is going" long after it means anything). The request is stored after its
 * email was verified, so the same bound on created_at holds; it lets the (status, created_at)
 * index find the few open requests of the last days.
 */
function progressEmailDue(now: Date) {
  const dueBy = new Date(now.getTime() - PROGRESS_EMAIL_AFTER_HOURS * HOUR_MS);
  const since = new Date(now.getTime() - LEAD_OPEN_DAYS * 24 * HOUR_MS);
  return and(
    sqlRequestIsOpen(quoteRequests.status),
    gt(quoteRequests.createdAt, since),
    isNull(quoteRequests.progressEmailSentAt),
    lte(quoteRequests.emailVerifiedAt, dueBy),
    gt(quoteRequests.emailVerifiedAt, since),
  );
}

/** Requests due their progress email, locked (skipping those another worker or a customer holds). */
export function claimDueProgressEmails(tx: Transaction, now: Date, limit: number) {
  return tx
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(progressEmailDue(now))
    .limit(limit)
    .for("update", { skipLocked: true });
}

/**
 * Marks the locked requests that still qualify as emailed and queues each customer's email, in
 * their request's language with a fresh link to the private page, in the same transaction:
 * a request is emailed once, whichever worker claimed it. Returns how many were emailed.
 */
export async function sendProgressEmails(tx: Transaction, ids: string[], now: Date): Promise<number> {
  const due = await tx
    .update(quoteRequests)
    .set({ progressEmailSentAt: now })
    .where(and(progressEmailDue(now), inArray(quoteRequests.id, ids)))
    .returning({
      id: quoteRequests.id,
      reference: quoteRequests.reference,
      fullName: quoteRequests.fullName,
      email: quoteRequests.email,
      locale: quoteRequests.locale,
    });
  if (due.length === 0) return 0;
  const dueIds = due.map((quoteRequest) => quoteRequest.id);

  const leadCounts = await tx
    .select({
      id: leads.quoteRequestId,
      withDetails: sql<number>`count(*) filter (where ${leads.claimedAt} is not null)::int`,
      // Invitations made after the request's first wave (made when it was stored).
      moreAsked: sql<number>`count(*) filter (where ${leads.invited} and ${leads.offeredAt} > ${quoteRequests.createdAt})::int`,
    })
    .from(leads)
    .innerJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
    .where(inArray(leads.quoteRequestId, dueIds))
    .groupBy(leads.quoteRequestId);
  const quoteCounts = await tx
    .select({ id: leads.quoteRequestId, quotes: count() })
    .from(quotes)
    .innerJoin(leads, eq(leads.id, quotes.leadId))
    .where(and(inArray(leads.quoteRequestId, dueIds), inArray(quotes.status, QUOTES_SHOWN_TO_CUSTOMER)))
    .groupBy(leads.quoteRequestId);
  const leadsOf = new Map(leadCounts.map((row) => [row.id, row]));
  const quotesOf = new Map(quoteCounts.map((row) => [row.id, row.quotes]));

  const emails: OutgoingEmail[] = [];
  for (const quoteRequest of due) {
    emails.push({
      to: quoteRequest.email,
      template: "customer-request-progress",
      payload: {
        fullName: quoteRequest.fullName,
        reference: quoteRequest.reference,
        quotes: quotesOf.get(quoteRequest.id) ?? 0,
        withDetails: leadsOf.get(quoteRequest.id)?.withDetails ?? 0,
        moreAsked: leadsOf.get(quoteRequest.id)?.moreAsked ?? 0,
        requestUrl: await issueAccessLink(tx, quoteRequest.id, now),
      },
      locale: asLocale(quoteRequest.locale),
    });
  }
  await queueEmails(tx, emails);
  return due.length;
}
