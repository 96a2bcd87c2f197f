import { and, asc, eq, exists, gte, inArray, lt, notExists, type SQL } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { companies, leadDigests, leads, quoteRequests } from "~/db/schema";
import type { NewLeadSummary } from "~/emails/partner-new-lead";
import { asLocale } from "~/i18n/config";
import { PARTNER_INVITATIONS_PATH } from "~/lib/lead-rules";
import { addDays, todayInUk, ukMoment } from "~/lib/uk-time";
import { queueEmail } from "../email/outbox.server";
import { absoluteUrl } from "../env.server";
import { areaOf, type RequestRow } from "../quote-requests/request-access.server";
import { moveDateOf } from "./lead-cards.server";

/**
 * The daily digest of new invitations, for companies that chose it in Preferences instead of an
 * email per invitation (./new-lead-emails.server.ts): from DIGEST_HOUR, the time sweeps send
 * each one email listing the previous UK day's invitations that are still open.
 */

/** The digest of a day goes out the next morning, from this hour (UK time). */
export const DIGEST_HOUR = 7;

/** What the emails say of a request: where, what and when, never who. */
export function newLeadSummaryOf(
  quoteRequest: Pick<
    RequestRow,
    | "fromCity"
    | "fromPostcode"
    | "moveType"
    | "helpType"
    | "currentPropertyType"
    | "currentBedrooms"
    | "movingDate"
    | "specificDate"
    | "flexibleFrom"
    | "flexibleTo"
  >,
): NewLeadSummary {
  return {
    area: areaOf(quoteRequest),
    moveType: quoteRequest.moveType,
    helpType: quoteRequest.helpType,
    home:
      quoteRequest.currentPropertyType === "house"
        ? { type: "house", bedrooms: quoteRequest.currentBedrooms ?? undefined }
        : { type: "apartment" },
    movingDate: moveDateOf(quoteRequest),
  };
}

/** The UK day whose digest is due at `now` (yesterday, from DIGEST_HOUR), or null before that hour. */
export function digestDayAt(now: Date): string | null {
  const today = todayInUk(now);
  return now >= ukMoment(today, DIGEST_HOUR) ? addDays(today, -1) : null;
}

/** Invitations made to a company on the UK day that are still open. */
function openInvitationsOn(day: string): SQL {
  return and(
    eq(leads.invited, true),
    eq(leads.status, "offered"),
    gte(leads.offeredAt, ukMoment(day, 0)),
    lt(leads.offeredAt, ukMoment(addDays(day, 1), 0)),
  ) as SQL;
}

/**
 * Claims up to `limit` companies whose digest of `day` is due: on the daily digest, with open
 * invitations of that day and no digest for it yet. Rows another worker holds are skipped.
 */
export function claimDueDigests(tx: Transaction, day: string, limit: number): Promise<{ id: string }[]> {
  const invitation = tx
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.companyId, companies.id), openInvitationsOn(day)));
  const digest = tx
    .select({ day: leadDigests.day })
    .from(leadDigests)
    .where(and(eq(leadDigests.companyId, companies.id), eq(leadDigests.day, day)));
  return tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.newLeadEmails, "daily_digest"), exists(invitation), notExists(digest)))
    .limit(limit)
    .for("update", { skipLocked: true });
}

/**
 * Sends each company its digest of `day`: the digest row first, so that a company already sent
 * one (by another worker) is skipped, then one email listing the invitations, in the company's
 * language. Returns how many digests were sent.
 */
export async function sendLeadDigests(tx: Transaction, companyIds: string[], day: string, now: Date): Promise<number> {
  const invitations = await tx
    .select({
      companyId: leads.companyId,
      fromCity: quoteRequests.fromCity,
      fromPostcode: quoteRequests.fromPostcode,
      moveType: quoteRequests.moveType,
      helpType: quoteRequests.helpType,
      currentPropertyType: quoteRequests.currentPropertyType,
      currentBedrooms: quoteRequests.currentBedrooms,
      movingDate: quoteRequests.movingDate,
      specificDate: quoteRequests.specificDate,
      flexibleFrom: quoteRequests.flexibleFrom,
      flexibleTo: quoteRequests.flexibleTo,
    })
    .from(leads)
    .innerJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
    .where(and(inArray(leads.companyId, companyIds), openInvitationsOn(day)))
    .orderBy(asc(leads.offeredAt));
  const recipients = await tx
    .select({ id: companies.id, name: companies.name, email: companies.email, locale: companies.locale })
    .from(companies)
    .where(inArray(companies.id, companyIds));
  const invitationsUrl = absoluteUrl(PARTNER_INVITATIONS_PATH);
  let sent = 0;
  for (const company of recipients) {
    const summaries = invitations.filter((row) => row.companyId === company.id).map(newLeadSummaryOf);
    if (summaries.length === 0) continue;
    const [digest] = await tx
      .insert(leadDigests)
      .values({ companyId: company.id, day, invitations: summaries.length, sentAt: now })
      .onConflictDoNothing()
      .returning({ day: leadDigests.day });
    if (!digest) continue;
    await queueEmail(tx, {
      to: company.email,
      template: "partner-lead-digest",
      payload: { companyName: company.name, day, leads: summaries, invitationsUrl },
      locale: asLocale(company.locale),
    });
    sent += 1;
  }
  return sent;
}
