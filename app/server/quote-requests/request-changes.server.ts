import { and, eq, inArray, isNotNull, notInArray } from "drizzle-orm";
import { companies, jobs, leads, quoteRequests, quotes } from "~/db/schema";
import { asLocale } from "~/i18n/config";
import { AppError } from "~/lib/errors";
import { partnerLeadPath } from "~/lib/lead-rules";
import { cancellationSchema, movingDateChangeSchema } from "~/lib/schemas/customer-request";
import { todayInUk } from "~/lib/uk-time";
import { isOpenRequest } from "~/lib/vocabulary";
import { getDb } from "../db.server";
import { queueEmail } from "../email/outbox.server";
import { absoluteUrl } from "../env.server";
import { moveDateOf } from "../leads/lead-cards.server";
import { parseOrThrow } from "../validation.server";
import { areaOf, lockRequestByToken } from "./request-access.server";
import { settleOpenLeads } from "./settle-leads.server";

/**
 * Cancels the request from its page (an optional reason is passed on): it stops taking claims
 * and quotes, every company with a lead on it is told, open leads and quotes close, and a
 * booking made on it is cancelled. Cancelling twice is cancelling once; a completed move cannot
 * be cancelled.
 */
export async function cancelRequest(
  token: string,
  { reason, now = new Date() }: { reason?: string; now?: Date },
): Promise<void> {
  const checked = parseOrThrow(cancellationSchema, { reason });
  const db = await getDb();
  await db.transaction(async (tx) => {
    const quoteRequest = await lockRequestByToken(tx, token, now);
    // Closed already (cancelled, or expired by the sweep): nothing is left to cancel.
    if (quoteRequest.status === "cancelled" || quoteRequest.status === "expired") return;
    if (quoteRequest.status === "completed") throw new AppError("CONFLICT", "leads:errors.requestCompleted");

    // Everyone the request was offered to and did not walk away from it hears about it.
    const told = await tx
      .select({ name: companies.name, email: companies.email, locale: companies.locale })
      .from(leads)
      .innerJoin(companies, eq(companies.id, leads.companyId))
      .where(and(eq(leads.quoteRequestId, quoteRequest.id), notInArray(leads.status, ["declined", "expired"])));
    await settleOpenLeads(tx, { quoteRequestId: quoteRequest.id, openQuotesBecome: "rejected", now });
    // A booking on it ends too: the won lead stays won (it was), its job is cancelled.
    await tx
      .update(jobs)
      .set({ status: "cancelled", updatedAt: now })
      .where(
        and(
          inArray(jobs.status, ["upcoming", "in_progress"]),
          inArray(
            jobs.quoteId,
            tx
              .select({ id: quotes.id })
              .from(quotes)
              .innerJoin(leads, eq(leads.id, quotes.leadId))
              .where(eq(leads.quoteRequestId, quoteRequest.id)),
          ),
        ),
      );
    await tx
      .update(quoteRequests)
      .set({
        status: "cancelled",
        closeReason: "cancelled_by_customer",
        cancellationReason: checked.reason,
        closedAt: now,
        updatedAt: now,
      })
      .where(eq(quoteRequests.id, quoteRequest.id));
    for (const company of told) {
      await queueEmail(tx, {
        to: company.email,
        template: "partner-request-cancelled",
        payload: {
          companyName: company.name,
          reference: quoteRequest.reference,
          area: areaOf(quoteRequest),
          reason: checked.reason,
        },
        locale: asLocale(company.locale),
      });
    }
  });
}

/**
 * Changes the moving date while the request takes quotes. Quotes already sent are marked as
 * given for the earlier date (the companies may revise them), and every company that claimed
 * the request is told. The same date again changes nothing.
 */
export async function changeMovingDate(
  token: string,
  { change, now = new Date() }: { change: Record<string, unknown>; now?: Date },
): Promise<void> {
  const next = parseOrThrow(movingDateChangeSchema(todayInUk(now)), change);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const quoteRequest = await lockRequestByToken(tx, token, now);
    if (!isOpenRequest(quoteRequest.status)) throw new AppError("CONFLICT", "leads:errors.dateChangeClosed");
    const previousDate = moveDateOf(quoteRequest);
    const newDate = moveDateOf(next);
    if (JSON.stringify(previousDate) === JSON.stringify(newDate)) return;

    await tx
      .update(quoteRequests)
      .set({ ...next, updatedAt: now })
      .where(eq(quoteRequests.id, quoteRequest.id));
    const claimed = await tx
      .select({ leadId: leads.id, name: companies.name, email: companies.email, locale: companies.locale })
      .from(leads)
      .innerJoin(companies, eq(companies.id, leads.companyId))
      .where(and(eq(leads.quoteRequestId, quoteRequest.id), isNotNull(leads.claimedAt)));
    const marked = await tx
      .update(quotes)
      .set({ movingDateChangedAt: now, updatedAt: now })
      .where(
        and(
          inArray(quotes.status, ["sent", "expired"]),
          inArray(
            quotes.leadId,
            claimed.map((lead) => lead.leadId),
          ),
        ),
      )
      .returning({ leadId: quotes.leadId });
    const quoted = new Set(marked.map((quote) => quote.leadId));
    for (const company of claimed) {
      await queueEmail(tx, {
        to: company.email,
        template: "partner-moving-date-changed",
        payload: {
          companyName: company.name,
          reference: quoteRequest.reference,
          area: areaOf(quoteRequest),
          previousDate,
          newDate,
          hasQuote: quoted.has(company.leadId),
          leadUrl: absoluteUrl(partnerLeadPath(company.leadId)),
        },
        locale: asLocale(company.locale),
      });
    }
  });
}
