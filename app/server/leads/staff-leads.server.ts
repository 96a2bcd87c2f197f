import { and, asc, count, eq, isNotNull, isNull } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { companies, jobs, leads, ledgerEntries, quoteRequests, quotes, user } from "~/db/schema";
import { isPausedOn } from "~/lib/company-pause";
import { MAX_MATCHED_COMPANIES } from "~/lib/constants";
import { AppError } from "~/lib/errors";
import { distanceInMiles } from "~/lib/geo";
import { leadPriceFor } from "~/lib/lead-pricing";
import { respondByFor } from "~/lib/lead-rules";
import { todayInUk } from "~/lib/uk-time";
import { isOpenRequest, type LeadStatus } from "~/lib/vocabulary";
import { recordAudit } from "../audit/audit-log.server";
import { getDb } from "../db.server";
import { queueEmails } from "../email/outbox.server";
import { getEnv } from "../env.server";
import { sqlNotPausedOn } from "../partners/company-pause.server";
import type { RequestRow } from "../quote-requests/request-access.server";
import { markCollectingQuotes } from "../quote-requests/request-status.server";
import { assertId } from "../validation.server";
import { offerOpenPlaces } from "./invitation-waves.server";
import { newLeadSummaryOf } from "./lead-digests.server";
import { leadOpenSince, movingDateHasPassed } from "./lead-sql.server";
import { type NewLeadRecipient, newLeadEmail } from "./new-lead-emails.server";

/** Staff act on a request only while the customer takes quotes: pending, moving date not passed. */
function isOpen(
  quoteRequest: Pick<RequestRow, "status" | "movingDate" | "specificDate" | "flexibleTo">,
  now: Date,
): boolean {
  return isOpenRequest(quoteRequest.status) && !movingDateHasPassed(quoteRequest, todayInUk(now));
}

/** A company holds a request while it has claimed it or its invitation is inside its response window. */
function holdsRequest(
  lead: { status: LeadStatus; offeredAt: Date; respondBy: Date | null; claimedAt: Date | null },
  now: Date,
): boolean {
  if (lead.claimedAt !== null) return true;
  if (lead.status !== "offered") return false;
  return lead.respondBy ? lead.respondBy > now : lead.offeredAt > leadOpenSince(now);
}

async function lockOpenRequest(tx: Transaction, quoteRequestId: string, now: Date): Promise<RequestRow> {
  // Staff read this, not the customer (whose "not found" is about a lost link).
  assertId(quoteRequestId, "admin:errors.quoteRequestNotFound");
  const [quoteRequest] = await tx
    .select()
    .from(quoteRequests)
    .where(eq(quoteRequests.id, quoteRequestId))
    .for("update");
  if (!quoteRequest) throw new AppError("NOT_FOUND", "admin:errors.quoteRequestNotFound");
  if (!isOpen(quoteRequest, now)) throw new AppError("CONFLICT", "leads:errors.requestClosed");
  return quoteRequest;
}

/** Offers the request to a company staff chose: a lead with a response window, and the partner's new-lead email. */
async function offer(
  tx: Transaction,
  quoteRequest: RequestRow,
  company: NewLeadRecipient & { id: string; distanceMiles: number | null },
  now: Date,
): Promise<void> {
  const respondBy = respondByFor(now, getEnv().LEAD_RESPONSE_MINUTES);
  const [lead] = await tx
    .insert(leads)
    .values({
      quoteRequestId: quoteRequest.id,
      companyId: company.id,
      pricePence: leadPriceFor(quoteRequest),
      // No match rank: staff chose the company, matching did not.
      matchRank: null,
      invited: true,
      distanceMiles: company.distanceMiles,
      offeredAt: now,
      respondBy,
    })
    .returning({ id: leads.id });
  await markCollectingQuotes(tx, quoteRequest.id, now);
  const email = newLeadEmail(company, { ...newLeadSummaryOf(quoteRequest), respondBy }, lead?.id);
  if (email) await queueEmails(tx, [email]);
}

/**
 * Runs matching again for a request nobody holds: no claim and no open invitation (every
 * earlier invitation declined or lapsed, or none made). Companies that already had a lead on
 * it (declined ones included) are not offered it again.
 */
export async function rerunMatching({
  quoteRequestId,
  actorUserId,
  now = new Date(),
}: {
  quoteRequestId: string;
  actorUserId: string;
  now?: Date;
}): Promise<{ offered: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const quoteRequest = await lockOpenRequest(tx, quoteRequestId, now);
    const earlier = await tx
      .select({
        companyId: leads.companyId,
        status: leads.status,
        offeredAt: leads.offeredAt,
        respondBy: leads.respondBy,
        claimedAt: leads.claimedAt,
      })
      .from(leads)
      .where(eq(leads.quoteRequestId, quoteRequest.id));
    if (earlier.some((lead) => holdsRequest(lead, now))) {
      throw new AppError("CONFLICT", "leads:errors.requestHasPartners");
    }
    if (quoteRequest.fromLat === null || quoteRequest.fromLng === null)
      throw new AppError("CONFLICT", "leads:errors.notGeocoded");

    // A fresh first wave, to companies that had no lead on it (declined ones are never asked again).
    const fresh = await offerOpenPlaces(tx, quoteRequest, { now, firstWave: true });
    await recordAudit(tx, {
      actorUserId,
      action: "quote_request.rematch",
      subjectType: "quote_request",
      subjectId: quoteRequest.id,
      before: { leads: earlier.length },
      after: { offeredTo: fresh.map((company) => company.id) },
    });
    return { offered: fresh.length };
  });
}

/**
 * Offers the request to a partner staff chose: approved, not paused, with no lead on it yet
 * (a declined invitation is never offered again), while a slot is free.
 */
export async function offerLeadToPartner({
  quoteRequestId,
  companyId,
  actorUserId,
  now = new Date(),
}: {
  quoteRequestId: string;
  companyId: string;
  actorUserId: string;
  now?: Date;
}): Promise<void> {
  assertId(companyId, "leads:errors.companyNotFound");
  const db = await getDb();
  await db.transaction(async (tx) => {
    const quoteRequest = await lockOpenRequest(tx, quoteRequestId, now);
    const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
    if (!company) throw new AppError("NOT_FOUND", "leads:errors.companyNotFound");
    if (company.status !== "approved" || !company.isPartner || isPausedOn(company, todayInUk(now))) {
      throw new AppError("CONFLICT", "leads:errors.companyCannotReceive");
    }
    const [existing] = await tx
      .select({ status: leads.status })
      .from(leads)
      .where(and(eq(leads.quoteRequestId, quoteRequest.id), eq(leads.companyId, company.id)));
    if (existing?.status === "declined") throw new AppError("CONFLICT", "leads:errors.leadDeclined");
    if (existing) throw new AppError("CONFLICT", "leads:errors.alreadyOffered");
    const [claims] = await tx
      .select({ n: count() })
      .from(leads)
      .where(and(eq(leads.quoteRequestId, quoteRequest.id), isNotNull(leads.claimedAt)));
    if ((claims?.n ?? 0) >= MAX_MATCHED_COMPANIES) {
      throw new AppError("CONFLICT", "leads:errors.leadFull", { params: { slots: MAX_MATCHED_COMPANIES } });
    }

    const base = company.lat !== null && company.lng !== null ? { lat: company.lat, lng: company.lng } : null;
    const from =
      quoteRequest.fromLat !== null && quoteRequest.fromLng !== null
        ? { lat: quoteRequest.fromLat, lng: quoteRequest.fromLng }
        : null;
    const distanceMiles = base && from ? Math.round(distanceInMiles(base, from) * 10) / 10 : null;
    await offer(tx, quoteRequest, { ...company, distanceMiles }, now);
    await recordAudit(tx, {
      actorUserId,
      action: "lead.offer",
      subjectType: "quote_request",
      subjectId: quoteRequest.id,
      before: null,
      after: { companyId: company.id },
    });
  });
}

/** How many partners staff can choose from when offering a lead: the nearest ones. */
export const OFFER_CHOICES = 50;

/**
 * What became of a quote request, for its detail in the admin panel: the leads (who it was
 * offered to or claimed by), the claims and what they were charged, the quotes, the job if one
 * was booked, and what staff can do now: re-run matching (open, and nobody holds it) and offer
 * it to one of the nearest approved, active partners without a lead on it (open, a slot free).
 */
export async function getRequestLeadLoop({ quoteRequestId, now = new Date() }: { quoteRequestId: string; now?: Date }) {
  const db = await getDb();
  const [quoteRequest] = await db
    .select({
      status: quoteRequests.status,
      movingDate: quoteRequests.movingDate,
      specificDate: quoteRequests.specificDate,
      flexibleTo: quoteRequests.flexibleTo,
      fromLat: quoteRequests.fromLat,
      fromLng: quoteRequests.fromLng,
    })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, quoteRequestId));
  if (!quoteRequest) return null;

  const [leadRows, quoteRows, jobRows, ledgerRows] = await Promise.all([
    db
      .select({
        id: leads.id,
        companyId: leads.companyId,
        companyName: companies.name,
        status: leads.status,
        pricePence: leads.pricePence,
        invited: leads.invited,
        matchRank: leads.matchRank,
        offeredAt: leads.offeredAt,
        respondBy: leads.respondBy,
        claimedAt: leads.claimedAt,
        claimedBy: user.name,
      })
      .from(leads)
      .innerJoin(companies, eq(companies.id, leads.companyId))
      .leftJoin(user, eq(user.id, leads.claimedByUserId))
      .where(eq(leads.quoteRequestId, quoteRequestId))
      .orderBy(asc(leads.offeredAt), asc(leads.matchRank)),
    db
      .select({
        id: quotes.id,
        companyName: companies.name,
        amountPence: quotes.amountPence,
        status: quotes.status,
        version: quotes.version,
        validUntil: quotes.validUntil,
        updatedAt: quotes.updatedAt,
      })
      .from(quotes)
      .innerJoin(leads, eq(leads.id, quotes.leadId))
      .innerJoin(companies, eq(companies.id, quotes.companyId))
      .where(eq(leads.quoteRequestId, quoteRequestId))
      .orderBy(asc(quotes.createdAt)),
    db
      .select({
        reference: jobs.reference,
        companyName: companies.name,
        status: jobs.status,
        pickupFrom: jobs.pickupFrom,
        pickupTo: jobs.pickupTo,
        pricePence: jobs.pricePence,
      })
      .from(jobs)
      .innerJoin(quotes, eq(quotes.id, jobs.quoteId))
      .innerJoin(leads, eq(leads.id, quotes.leadId))
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(eq(leads.quoteRequestId, quoteRequestId))
      .limit(1),
    db
      .select({ leadId: ledgerEntries.leadId, kind: ledgerEntries.kind, amountPence: ledgerEntries.amountPence })
      .from(ledgerEntries)
      .innerJoin(leads, eq(leads.id, ledgerEntries.leadId))
      .where(eq(leads.quoteRequestId, quoteRequestId)),
  ]);

  const open = isOpen(quoteRequest, now);
  const claimed = leadRows.filter((lead) => lead.claimedAt !== null);
  const ledgerOf = (leadId: string, kind: "lead_charge" | "lead_credit") =>
    ledgerRows.find((entry) => entry.leadId === leadId && entry.kind === kind);
  const job = jobRows[0];

  return {
    leads: leadRows.map((lead) => ({
      id: lead.id,
      companyName: lead.companyName,
      status: lead.status,
      pricePence: lead.pricePence,
      origin: originOf(lead),
      matchRank: lead.matchRank,
      offeredAt: lead.offeredAt.toISOString(),
      claimedAt: lead.claimedAt?.toISOString() ?? null,
    })),
    claims: claimed.map((lead) => ({
      leadId: lead.id,
      companyName: lead.companyName,
      claimedAt: lead.claimedAt?.toISOString() ?? "",
      claimedBy: lead.claimedBy,
      /** What the claim cost (a charge is stored as minus the price), and whether it was credited back. */
      chargedPence: Math.abs(ledgerOf(lead.id, "lead_charge")?.amountPence ?? 0),
      credited: ledgerOf(lead.id, "lead_credit") !== undefined,
    })),
    quotes: quoteRows.map((quote) => ({
      id: quote.id,
      companyName: quote.companyName,
      amountPence: quote.amountPence,
      status: quote.status,
      version: quote.version,
      validUntil: quote.validUntil,
      updatedAt: quote.updatedAt.toISOString(),
    })),
    job: job
      ? {
          reference: job.reference,
          companyName: job.companyName,
          status: job.status,
          pickupFrom: job.pickupFrom.toISOString(),
          pickupTo: job.pickupTo.toISOString(),
          pricePence: job.pricePence,
        }
      : null,
    open,
    canRematch: open && !leadRows.some((lead) => holdsRequest(lead, now)),
    partnersToOffer:
      open && claimed.length < MAX_MATCHED_COMPANIES
        ? await nearestPartnersWithoutLead(
            quoteRequestId,
            quoteRequest.fromLat !== null && quoteRequest.fromLng !== null
              ? { lat: quoteRequest.fromLat, lng: quoteRequest.fromLng }
              : null,
            now,
          )
        : [],
  };
}

/** How a lead came: ranked by matching, chosen by staff (an invitation without a rank), or claimed from Find work. */
function originOf(lead: { invited: boolean; matchRank: number | null }): "matching" | "staff" | "findWork" {
  if (!lead.invited) return "findWork";
  return lead.matchRank === null ? "staff" : "matching";
}

export type RequestLeadLoop = NonNullable<Awaited<ReturnType<typeof getRequestLeadLoop>>>;

/** Approved, active partners with no lead on the request, nearest to its moving-from point first. */
async function nearestPartnersWithoutLead(
  quoteRequestId: string,
  from: { lat: number; lng: number } | null,
  now: Date,
) {
  const db = await getDb();
  const rows = await db
    .select({ id: companies.id, name: companies.name, town: companies.town, lat: companies.lat, lng: companies.lng })
    .from(companies)
    .leftJoin(leads, and(eq(leads.companyId, companies.id), eq(leads.quoteRequestId, quoteRequestId)))
    .where(
      and(
        eq(companies.status, "approved"),
        eq(companies.isPartner, true),
        sqlNotPausedOn(todayInUk(now)),
        isNull(leads.id),
      ),
    );
  return rows
    .map((company) => ({
      id: company.id,
      name: company.name,
      town: company.town,
      distanceMiles:
        from && company.lat !== null && company.lng !== null
          ? Math.round(distanceInMiles(from, { lat: company.lat, lng: company.lng }))
          : null,
    }))
    .sort(
      (a, b) =>
        (a.distanceMiles ?? Number.POSITIVE_INFINITY) - (b.distanceMiles ?? Number.POSITIVE_INFINITY) ||
        a.name.localeCompare(b.name),
    )
    .slice(0, OFFER_CHOICES);
}
