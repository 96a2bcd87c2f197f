import { and, count, eq, isNotNull } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { companies, leads, quoteRequests } from "~/db/schema";
import { asLocale } from "~/i18n/config";
import { isPausedOn } from "~/lib/company-pause";
import { MAX_MATCHED_COMPANIES } from "~/lib/constants";
import { AppError } from "~/lib/errors";
import { leadPriceFor } from "~/lib/lead-pricing";
import { todayInUk } from "~/lib/schemas/quote-request";
import { invoiceClaimAtOnce } from "../billing/invoices.server";
import {
  chargeLead,
  creditRepeatClaim,
  findEarlierClaimOfCustomer,
  findLeadCredit,
  type LeadCredit,
} from "../billing/lead-charges.server";
import { issueAccessLink } from "../customer-requests/access-links.server";
import { getDb } from "../db.server";
import { queueEmail } from "../email/outbox.server";
import { getEnv } from "../env.server";
import { type CompanyScope, ownedBy } from "../partners/company-scope.server";
import { assertId } from "../validation.server";
import { type CustomerContact, contactOf } from "./customer-contact.server";
import { claimsSince, leadOpenSince } from "./lead-sql.server";

export interface ClaimResult {
  leadId: string;
  quoteRequestId: string;
  reference: string;
  pricePence: number;
  /** False when this company had claimed it before: nothing was charged again. */
  newlyClaimed: boolean;
  /** Set when the claim was credited as a repeat of an earlier claim of the same customer. */
  credit: LeadCredit | null;
  contact: CustomerContact;
  slotsTaken: number;
}

const DAY_MS = 24 * 3600 * 1000;

/** The request a lead of this company belongs to; another company's lead is not found. */
async function requestOfLead(tx: Transaction, scope: CompanyScope, leadId: string): Promise<string> {
  assertId(leadId, "leads:errors.notFound");
  const [lead] = await tx
    .select({ quoteRequestId: leads.quoteRequestId })
    .from(leads)
    .where(and(eq(leads.id, leadId), ownedBy(leads, scope)));
  if (!lead) throw new AppError("NOT_FOUND", "leads:errors.notFound");
  return lead.quoteRequestId;
}

function movingDateHasPassed(
  request: { movingDate: "specific" | "flexible"; specificDate: string | null; flexibleTo: string | null },
  today: string,
): boolean {
  const lastDay = request.movingDate === "specific" ? request.specificDate : request.flexibleTo;
  return lastDay !== null && lastDay < today;
}

async function countSlotsTaken(tx: Transaction, quoteRequestId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(leads)
    .where(and(eq(leads.quoteRequestId, quoteRequestId), isNotNull(leads.claimedAt)));
  return row?.n ?? 0;
}

async function countClaimsSince(tx: Transaction, companyId: string, since: Date): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(leads).where(claimsSince(companyId, since));
  return row?.n ?? 0;
}

/**
 * Claims a lead for the company: by its invitation (`leadId`) or from Find work
 * (`quoteRequestId`). One transaction locks the quote request row, so claims of one request
 * run one after another and the 6-slot limit holds however many partners click at once. It
 * rechecks everything the card showed (company active and unpaused, caps, the lead not
 * declined or expired, the request open and not full), charges the ledger, credits a repeat
 * claim of the same customer, invoices the charge at once with Express pay, tells the customer and reveals their contact details.
 * Claiming again returns the first claim: one claim, one charge.
 */
export async function claimLead(
  scope: CompanyScope,
  {
    leadId,
    quoteRequestId,
    actorUserId,
    now = new Date(),
  }: { leadId?: string; quoteRequestId?: string; actorUserId: string; now?: Date },
): Promise<ClaimResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const requestId = quoteRequestId ?? (leadId ? await requestOfLead(tx, scope, leadId) : undefined);
    assertId(requestId, "leads:errors.notFound");
    const [request] = await tx.select().from(quoteRequests).where(eq(quoteRequests.id, requestId)).for("update");
    if (!request) throw new AppError("NOT_FOUND", "leads:errors.notFound");
    const [company] = await tx.select().from(companies).where(eq(companies.id, scope.companyId)).for("update");
    if (company?.status !== "approved" || !company.isPartner) {
      throw new AppError("FORBIDDEN", "leads:errors.companyNotActive");
    }
    const [existing] = await tx
      .select()
      .from(leads)
      .where(and(eq(leads.quoteRequestId, request.id), ownedBy(leads, scope)));

    const reveal = async (lead: { id: string; pricePence: number }, newlyClaimed: boolean): Promise<ClaimResult> => ({
      leadId: lead.id,
      quoteRequestId: request.id,
      reference: request.reference,
      pricePence: lead.pricePence,
      newlyClaimed,
      credit: await findLeadCredit(tx, lead.id),
      contact: contactOf(request),
      slotsTaken: await countSlotsTaken(tx, request.id),
    });
    if (existing?.claimedAt) return reveal(existing, false);

    if (isPausedOn(company, todayInUk(now))) throw new AppError("CONFLICT", "leads:errors.companyPaused");
    if (existing?.status === "declined") throw new AppError("CONFLICT", "leads:errors.leadDeclined");
    if (request.status !== "pending" || movingDateHasPassed(request, todayInUk(now))) {
      throw new AppError("CONFLICT", "leads:errors.requestClosed");
    }
    // An invitation is open for LEAD_OPEN_DAYS from its offer; a Find work request from its submission.
    const openSince = leadOpenSince(now);
    const expired = existing
      ? existing.status !== "offered" || existing.offeredAt <= openSince
      : request.createdAt <= openSince;
    if (expired) throw new AppError("CONFLICT", "leads:errors.leadExpired");
    if ((await countSlotsTaken(tx, request.id)) >= MAX_MATCHED_COMPANIES) {
      throw new AppError("CONFLICT", "leads:errors.leadFull", { params: { slots: MAX_MATCHED_COMPANIES } });
    }
    // Caps are rolling: claims in the last 24 hours and the last 7 days.
    if (company.leadCapPerDay !== null) {
      const today = await countClaimsSince(tx, company.id, new Date(now.getTime() - DAY_MS));
      if (today >= company.leadCapPerDay) {
        throw new AppError("CONFLICT", "leads:errors.dailyCap", { params: { cap: company.leadCapPerDay } });
      }
    }
    if (company.leadCapPerWeek !== null) {
      const week = await countClaimsSince(tx, company.id, new Date(now.getTime() - 7 * DAY_MS));
      if (week >= company.leadCapPerWeek) {
        throw new AppError("CONFLICT", "leads:errors.weeklyCap", { params: { cap: company.leadCapPerWeek } });
      }
    }

    const claim = { status: "claimed" as const, claimedAt: now, claimedByUserId: actorUserId, respondedAt: now };
    const [lead] = existing
      ? await tx.update(leads).set(claim).where(eq(leads.id, existing.id)).returning()
      : await tx
          .insert(leads)
          .values({
            ...claim,
            quoteRequestId: request.id,
            companyId: company.id,
            pricePence: leadPriceFor(request),
            invited: false,
            matchRank: null,
            offeredAt: now,
          })
          .returning();
    if (!lead) throw new Error("claimLead: the lead row was not written");

    const money = { companyId: company.id, leadId: lead.id, pricePence: lead.pricePence, now };
    await chargeLead(tx, { ...money, reference: request.reference });
    const earlier = await findEarlierClaimOfCustomer(tx, {
      companyId: company.id,
      quoteRequestId: request.id,
      email: request.email,
      phone: request.phone,
      now,
    });
    if (earlier) await creditRepeatClaim(tx, { ...money, earlier });
    // Express pay: the charge (and its automatic credit) is invoiced now, not at the month's end.
    if (company.expressPay) await invoiceClaimAtOnce(tx, money);

    await queueEmail(tx, {
      to: request.email,
      template: "customer-lead-claimed",
      payload: {
        fullName: request.fullName,
        reference: request.reference,
        companyName: company.name,
        companyTown: company.town,
        rating: company.rating,
        reviewCount: company.reviewCount,
        profileUrl: `${getEnv().APP_URL}/company/${company.slug}`,
        requestUrl: await issueAccessLink(tx, request.id, now),
      },
      locale: asLocale(request.locale),
    });
    return reveal(lead, true);
  });
}
