import { and, eq, sql } from "drizzle-orm";
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
import { claimersSql, claimsSince, leadOpenSince, myLead, myLeadJoin } from "./lead-sql.server";

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
async function requestOfLead(scope: CompanyScope, leadId: string): Promise<string> {
  assertId(leadId, "leads:errors.notFound");
  const [lead] = await (await getDb())
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

const claimsSinceSql = (companyId: string, since: Date) =>
  sql<number>`(select count(*) from ${leads} where ${claimsSince(companyId, since)})::int`;

/**
 * Locks the request and the company (in this order, as every claim does) in one statement. The
 * facts are read by the next statement: on PostgreSQL that one starts after the locks are held,
 * so it sees every claim committed before.
 */
async function lockRequestAndCompany(tx: Transaction, requestId: string, companyId: string) {
  const [locked] = await tx
    .select({ request: quoteRequests, company: companies })
    .from(quoteRequests)
    .innerJoin(companies, eq(companies.id, companyId))
    .where(eq(quoteRequests.id, requestId))
    .for("update");
  if (locked) return locked;
  const [request] = await tx
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, requestId));
  throw request
    ? new AppError("FORBIDDEN", "leads:errors.companyNotActive")
    : new AppError("NOT_FOUND", "leads:errors.notFound");
}

/** The company's own lead on the request, the companies holding its slots and the company's recent claims, in one read. */
async function claimFacts(tx: Transaction, scope: CompanyScope, requestId: string, now: Date) {
  const [facts] = await tx
    .select({
      existing: myLead,
      claimers: claimersSql,
      claimsLastDay: claimsSinceSql(scope.companyId, new Date(now.getTime() - DAY_MS)),
      claimsLastWeek: claimsSinceSql(scope.companyId, new Date(now.getTime() - 7 * DAY_MS)),
    })
    .from(quoteRequests)
    .leftJoin(myLead, myLeadJoin(scope))
    .where(eq(quoteRequests.id, requestId));
  if (!facts) throw new AppError("NOT_FOUND", "leads:errors.notFound");
  return facts;
}

/**
 * The companies holding the slots of each request known to be full. A claim keeps its slot
 * whatever happens next, so a full request never reopens and its claimers never change: any
 * other company's claim is refused without the database. Bounded, oldest first out.
 */
const fullRequests = new Map<string, ReadonlySet<string>>();
const FULL_REQUESTS_KEPT = 10_000;

function rememberIfFull(requestId: string, claimers: readonly string[]): void {
  if (claimers.length < MAX_MATCHED_COMPANIES) return;
  fullRequests.set(requestId, new Set(claimers));
  if (fullRequests.size <= FULL_REQUESTS_KEPT) return;
  const oldest = fullRequests.keys().next().value;
  if (oldest !== undefined) fullRequests.delete(oldest);
}

function refuseIfKnownFull(requestId: string, companyId: string): void {
  const claimers = fullRequests.get(requestId);
  if (claimers && !claimers.has(companyId)) throw leadFull();
}

/**
 * Claims of one request in this process, one after another. The database lock already makes
 * them wait for each other; queueing here instead keeps them from holding a connection (or, on
 * PGlite, the one transaction) while they wait, and lets those queued behind the sixth claim be
 * refused from `fullRequests` at once.
 */
const claimQueues = new Map<string, Promise<unknown>>();

function oneClaimAtATime<T>(requestId: string, claim: () => Promise<T>): Promise<T> {
  const result = (claimQueues.get(requestId) ?? Promise.resolve()).then(claim);
  const settled = result.then(
    () => undefined,
    () => undefined,
  );
  claimQueues.set(requestId, settled);
  void settled.then(() => {
    if (claimQueues.get(requestId) === settled) claimQueues.delete(requestId);
  });
  return result;
}

const leadFull = () => new AppError("CONFLICT", "leads:errors.leadFull", { params: { slots: MAX_MATCHED_COMPANIES } });

/**
 * Claims a lead for the company: by its invitation (`leadId`) or from Find work
 * (`quoteRequestId`). One transaction locks the quote request row, so claims of one request
 * run one after another and the 6-slot limit holds however many partners click at once. It
 * rechecks everything the card showed (company active and unpaused, caps, the lead not
 * declined or expired, the request open and not full), charges the ledger, credits a repeat
 * claim of the same customer, invoices the charge at once with Express pay, tells the customer
 * and reveals their contact details. Claiming again returns the first claim: one claim, one
 * charge. A claim of a request known to be full is refused before any of that.
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
  const requestId = quoteRequestId ?? (leadId ? await requestOfLead(scope, leadId) : undefined);
  assertId(requestId, "leads:errors.notFound");
  refuseIfKnownFull(requestId, scope.companyId);
  const { result, claimers } = await oneClaimAtATime(requestId, () => {
    refuseIfKnownFull(requestId, scope.companyId);
    return claimInTransaction(scope, requestId, actorUserId, now);
  });
  rememberIfFull(requestId, claimers);
  return result;
}

async function claimInTransaction(
  scope: CompanyScope,
  requestId: string,
  actorUserId: string,
  now: Date,
): Promise<{ result: ClaimResult; claimers: string[] }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { request, company } = await lockRequestAndCompany(tx, requestId, scope.companyId);
    if (company.status !== "approved" || !company.isPartner) {
      throw new AppError("FORBIDDEN", "leads:errors.companyNotActive");
    }
    const { existing, claimers, claimsLastDay, claimsLastWeek } = await claimFacts(tx, scope, request.id, now);

    const reveal = async (
      lead: { id: string; pricePence: number },
      newlyClaimed: boolean,
      credit: LeadCredit | null,
      holders: string[],
    ) => ({
      result: {
        leadId: lead.id,
        quoteRequestId: request.id,
        reference: request.reference,
        pricePence: lead.pricePence,
        newlyClaimed,
        credit,
        contact: contactOf(request),
        slotsTaken: holders.length,
      },
      claimers: holders,
    });
    if (existing?.claimedAt) return reveal(existing, false, await findLeadCredit(tx, existing.id), claimers);

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
    if (claimers.length >= MAX_MATCHED_COMPANIES) {
      rememberIfFull(request.id, claimers);
      throw leadFull();
    }
    // Caps are rolling: claims in the last 24 hours and the last 7 days.
    if (company.leadCapPerDay !== null && claimsLastDay >= company.leadCapPerDay) {
      throw new AppError("CONFLICT", "leads:errors.dailyCap", { params: { cap: company.leadCapPerDay } });
    }
    if (company.leadCapPerWeek !== null && claimsLastWeek >= company.leadCapPerWeek) {
      throw new AppError("CONFLICT", "leads:errors.weeklyCap", { params: { cap: company.leadCapPerWeek } });
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
    // Only a repeat claim has a credit yet; the lock makes this claim the only one counting.
    return reveal(lead, true, earlier ? await findLeadCredit(tx, lead.id) : null, [...claimers, company.id]);
  });
}
