import { and, count, eq, inArray, isNotNull } from "drizzle-orm";
import { toArea } from "postcode";
import type { Transaction } from "~/db/client.server";
import { companies, leads, quoteRequests } from "~/db/schema";
import { MAX_MATCHED_COMPANIES } from "~/lib/constants";
import { slugFromName } from "~/lib/directory";
import { AppError } from "~/lib/errors";
import { distanceInMiles } from "~/lib/geo";
import { leadPriceFor } from "~/lib/lead-pricing";
import { PARTNER_FIND_WORK_PATH } from "~/lib/lead-rules";
import { todayInUk } from "~/lib/schemas/quote-request";
import { recordAudit } from "../audit/audit-log.server";
import { areaOf, type RequestRow } from "../customer-requests/request-access.server";
import { getDb } from "../db.server";
import { queueEmail } from "../email/outbox.server";
import { getEnv } from "../env.server";
import { moveDateOf } from "../leads/lead-cards.server";
import { leadOpenSince } from "../leads/lead-sql.server";
import { matchCompanies } from "../matching/match-companies.server";
import { assertId } from "../validation.server";

async function lockOpenRequest(tx: Transaction, quoteRequestId: string, now: Date): Promise<RequestRow> {
  assertId(quoteRequestId, "leads:errors.requestNotFound");
  const [request] = await tx.select().from(quoteRequests).where(eq(quoteRequests.id, quoteRequestId)).for("update");
  if (!request) throw new AppError("NOT_FOUND", "leads:errors.requestNotFound");
  const lastDay = request.movingDate === "specific" ? request.specificDate : request.flexibleTo;
  if (request.status !== "pending" || (lastDay !== null && lastDay < todayInUk(now))) {
    throw new AppError("CONFLICT", "leads:errors.requestClosed");
  }
  return request;
}

/** Offers the request to a company: a lead row, and the partner's new-lead email. */
async function offer(
  tx: Transaction,
  request: RequestRow,
  company: { id: string; name: string; email: string; distanceMiles: number | null },
  matchRank: number | null,
  now: Date,
): Promise<void> {
  await tx.insert(leads).values({
    quoteRequestId: request.id,
    companyId: company.id,
    pricePence: leadPriceFor(request),
    matchRank,
    invited: true,
    distanceMiles: company.distanceMiles,
    offeredAt: now,
  });
  await queueEmail(tx, {
    to: company.email,
    template: "partner-new-lead",
    payload: {
      companyName: company.name,
      area: areaOf(request),
      moveType: request.moveType,
      helpType: request.helpType,
      home:
        request.currentPropertyType === "house"
          ? { type: "house", bedrooms: request.currentBedrooms ?? undefined }
          : { type: "apartment" },
      movingDate: moveDateOf(request),
      leadsUrl: `${getEnv().APP_URL}${PARTNER_FIND_WORK_PATH}`,
    },
  });
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
    const request = await lockOpenRequest(tx, quoteRequestId, now);
    const earlier = await tx
      .select({
        companyId: leads.companyId,
        status: leads.status,
        offeredAt: leads.offeredAt,
        claimedAt: leads.claimedAt,
      })
      .from(leads)
      .where(eq(leads.quoteRequestId, request.id));
    const since = leadOpenSince(now);
    if (earlier.some((lead) => lead.claimedAt !== null || (lead.status === "offered" && lead.offeredAt > since))) {
      throw new AppError("CONFLICT", "leads:errors.requestHasPartners");
    }
    if (request.fromLat === null || request.fromLng === null)
      throw new AppError("CONFLICT", "leads:errors.notGeocoded");

    const had = new Set(earlier.map((lead) => lead.companyId));
    const matched = await matchCompanies(tx, {
      moveType: request.moveType,
      point: { lat: request.fromLat, lng: request.fromLng },
      postcodeArea: toArea(request.fromPostcode) ?? undefined,
      citySlug: slugFromName(request.fromCity),
      now,
      limit: MAX_MATCHED_COMPANIES + had.size,
    });
    const fresh = matched.filter((company) => !had.has(company.id)).slice(0, MAX_MATCHED_COMPANIES);
    const recipients =
      fresh.length === 0
        ? []
        : await tx
            .select({ id: companies.id, email: companies.email })
            .from(companies)
            .where(
              inArray(
                companies.id,
                fresh.map((company) => company.id),
              ),
            );
    const emailOf = new Map(recipients.map((company) => [company.id, company.email]));
    for (const [index, company] of fresh.entries()) {
      await offer(tx, request, { ...company, email: emailOf.get(company.id) ?? "" }, index + 1, now);
    }
    await recordAudit(tx, {
      actorUserId,
      action: "quote_request.rematch",
      subjectType: "quote_request",
      subjectId: request.id,
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
    const request = await lockOpenRequest(tx, quoteRequestId, now);
    const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
    if (!company) throw new AppError("NOT_FOUND", "leads:errors.companyNotFound");
    if (company.status !== "approved" || !company.isPartner || company.paused) {
      throw new AppError("CONFLICT", "leads:errors.companyCannotReceive");
    }
    const [existing] = await tx
      .select({ status: leads.status })
      .from(leads)
      .where(and(eq(leads.quoteRequestId, request.id), eq(leads.companyId, company.id)));
    if (existing?.status === "declined") throw new AppError("CONFLICT", "leads:errors.leadDeclined");
    if (existing) throw new AppError("CONFLICT", "leads:errors.alreadyOffered");
    const [claims] = await tx
      .select({ n: count() })
      .from(leads)
      .where(and(eq(leads.quoteRequestId, request.id), isNotNull(leads.claimedAt)));
    if ((claims?.n ?? 0) >= MAX_MATCHED_COMPANIES) {
      throw new AppError("CONFLICT", "leads:errors.leadFull", { params: { slots: MAX_MATCHED_COMPANIES } });
    }

    const base = company.lat !== null && company.lng !== null ? { lat: company.lat, lng: company.lng } : null;
    const from =
      request.fromLat !== null && request.fromLng !== null ? { lat: request.fromLat, lng: request.fromLng } : null;
    const distanceMiles = base && from ? Math.round(distanceInMiles(base, from) * 10) / 10 : null;
    // No match rank: staff chose the company, matching did not.
    await offer(tx, request, { ...company, distanceMiles }, null, now);
    await recordAudit(tx, {
      actorUserId,
      action: "lead.offer",
      subjectType: "quote_request",
      subjectId: request.id,
      before: null,
      after: { companyId: company.id },
    });
  });
}
