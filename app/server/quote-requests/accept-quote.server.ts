import { and, eq, isNotNull, ne } from "drizzle-orm";
import { companies, jobs, leads, quoteRequests, quotes } from "~/db/schema";
import { serverI18n } from "~/i18n/catalogues.server";
import { asLocale } from "~/i18n/config";
import { AppError } from "~/lib/errors";
import { type EstimateInput, estimateMove, type MoveSize } from "~/lib/lead-pricing";
import { PARTNER_WORK_PATH } from "~/lib/lead-rules";
import { formatUkPhone } from "~/lib/schemas/uk-phone";
import { todayInUk } from "~/lib/uk-time";
import { getDb } from "../db.server";
import { queueEmail } from "../email/outbox.server";
import { absoluteUrl } from "../env.server";
import { newJobReference } from "../jobs/company-jobs.server";
import { moveDateOf } from "../leads/lead-cards.server";
import { assertId } from "../validation.server";
import { issueAccessLink } from "./access-links.server";
import { pickupWindow } from "./move-dates.server";
import { areaOf, lockRequestByToken, type RequestRow } from "./request-access.server";
import { settleOpenLeads } from "./settle-leads.server";

export interface Booking {
  jobReference: string;
  companyName: string;
  companySlug: string;
  amountPence: number;
}

/** A job's stored title is English: the catalogue's size label, written once for every reader. */
const englishSize = serverI18n("en-GB").getFixedT("en-GB", "leads");
/** Looked up once each: the demo seed titles thousands of jobs. */
const englishSizeLabels = new Map<MoveSize, string>();

/** "3-bedroom house, domestic move, Manchester to Leeds": the job's title in My work. */
export function jobTitleOf(quoteRequest: EstimateInput & Pick<RequestRow, "fromCity" | "toCity" | "moveType">): string {
  const { size } = estimateMove(quoteRequest);
  const label = englishSizeLabels.get(size) ?? englishSize(`sizes.${size}`);
  englishSizeLabels.set(size, label);
  const route = quoteRequest.toCity
    ? `${quoteRequest.fromCity} to ${quoteRequest.toCity}`
    : `from ${quoteRequest.fromCity}`;
  return `${label}, ${quoteRequest.moveType} move, ${route}`;
}

/**
 * Books the quote the customer accepted (after the page's confirmation), in one transaction
 * holding the request's lock: the quote accepted and every other one rejected, the winner's
 * lead won and the other claims lost, a job for the company, and emails to the winner, the
 * other companies and the customer. Only the current version of a quote still valid today can
 * be accepted. Accepting the same quote again answers with the same booking.
 */
export async function acceptQuote(
  token: string,
  { quoteId, version, now = new Date() }: { quoteId: string; version: number; now?: Date },
): Promise<Booking> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const quoteRequest = await lockRequestByToken(tx, token, now);
    assertId(quoteId, "leads:errors.quoteNotFound");
    const [row] = await tx
      .select({ quote: quotes, lead: leads, company: companies })
      .from(quotes)
      .innerJoin(leads, eq(leads.id, quotes.leadId))
      .innerJoin(companies, eq(companies.id, quotes.companyId))
      .where(and(eq(quotes.id, quoteId), eq(leads.quoteRequestId, quoteRequest.id)))
      .for("update", { of: quotes });
    if (!row) throw new AppError("NOT_FOUND", "leads:errors.quoteNotFound");
    const { quote, lead, company } = row;
    const booking = (jobReference: string): Booking => ({
      jobReference,
      companyName: company.name,
      companySlug: company.slug,
      amountPence: quote.amountPence,
    });

    if (quote.status === "accepted") {
      const [job] = await tx.select({ reference: jobs.reference }).from(jobs).where(eq(jobs.quoteId, quote.id));
      if (job) return booking(job.reference);
    }
    if (quoteRequest.status === "booked" || quoteRequest.status === "completed") {
      throw new AppError("CONFLICT", "leads:errors.alreadyBooked");
    }
    if (quoteRequest.status === "cancelled" || quoteRequest.status === "expired") {
      throw new AppError("CONFLICT", "leads:errors.requestClosed");
    }
    if (quote.status === "expired" || (quote.validUntil !== null && quote.validUntil < todayInUk(now))) {
      throw new AppError("CONFLICT", "leads:errors.quoteExpired");
    }
    if (quote.status !== "sent" || quote.version !== version) {
      throw new AppError("CONFLICT", "leads:errors.quoteNotCurrent");
    }
    if (company.status !== "approved") throw new AppError("CONFLICT", "leads:errors.companyUnavailable");

    await tx.update(quotes).set({ status: "accepted", decidedAt: now, updatedAt: now }).where(eq(quotes.id, quote.id));
    await tx.update(leads).set({ status: "won", respondedAt: now }).where(eq(leads.id, lead.id));
    // The other companies that claimed it are told before their leads are settled as lost.
    const losers = await tx
      .select({ name: companies.name, email: companies.email, locale: companies.locale })
      .from(leads)
      .innerJoin(companies, eq(companies.id, leads.companyId))
      .where(and(eq(leads.quoteRequestId, quoteRequest.id), ne(leads.id, lead.id), isNotNull(leads.claimedAt)));
    await settleOpenLeads(tx, {
      quoteRequestId: quoteRequest.id,
      winnerLeadId: lead.id,
      openQuotesBecome: "rejected",
      now,
    });
    await tx
      .update(quoteRequests)
      .set({ status: "booked", updatedAt: now })
      .where(eq(quoteRequests.id, quoteRequest.id));

    const movingDate = moveDateOf(quoteRequest);
    const jobReference = newJobReference();
    await tx.insert(jobs).values({
      reference: jobReference,
      companyId: company.id,
      quoteId: quote.id,
      title: jobTitleOf(quoteRequest),
      ...pickupWindow(movingDate, now),
      fromTown: quoteRequest.fromCity,
      toTown: quoteRequest.toCity,
      pricePence: quote.amountPence,
      createdAt: now,
      updatedAt: now,
    });

    await queueEmail(tx, {
      to: company.email,
      template: "partner-quote-won",
      payload: {
        companyName: company.name,
        reference: quoteRequest.reference,
        jobReference,
        customerName: quoteRequest.fullName,
        customerEmail: quoteRequest.email,
        customerPhone: formatUkPhone(quoteRequest.phone),
        movingDate,
        amountPence: quote.amountPence,
        workUrl: absoluteUrl(PARTNER_WORK_PATH),
      },
      locale: asLocale(company.locale),
    });
    for (const loser of losers) {
      await queueEmail(tx, {
        to: loser.email,
        template: "partner-quote-lost",
        payload: { companyName: loser.name, reference: quoteRequest.reference, area: areaOf(quoteRequest) },
        locale: asLocale(loser.locale),
      });
    }
    await queueEmail(tx, {
      to: quoteRequest.email,
      template: "customer-booking-confirmed",
      payload: {
        fullName: quoteRequest.fullName,
        reference: quoteRequest.reference,
        companyName: company.name,
        companyEmail: company.email,
        companyPhone: formatUkPhone(company.phone),
        amountPence: quote.amountPence,
        vat: quote.vat,
        depositTerms: quote.depositTerms,
        cancellationTerms: quote.cancellationTerms,
        movingDate,
        requestUrl: await issueAccessLink(tx, quoteRequest.id, now),
      },
      locale: asLocale(quoteRequest.locale),
    });
    return booking(jobReference);
  });
}
