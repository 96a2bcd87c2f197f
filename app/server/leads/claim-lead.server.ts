import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Transaction } from "~/db/client.server";
import { companies, leads, quoteRequests } from "~/db/schema";
import { asLocale } from "~/i18n/config";
import { isPausedOn } from "~/lib/company-pause";
import { MAX_MATCHED_COMPANIES } from "~/lib/constants";
import { companyPath } from "~/lib/directory";
import { AppError } from "~/lib/errors";
import { leadPriceFor } from "~/lib/lead-pricing";
import { todayInUk } from "~/lib/uk-time";
import { isOpenRequest } from "~/lib/vocabulary";
import { invoiceClaimAtOnce } from "../billing/invoices.server";
import {
  chargeLeads,
  creditRepeatClaim,
  findEarlierClaimsOfCustomer,
  findLeadCredit,
  type LeadCredit,
} from "../billing/lead-charges.server";
import { getDb } from "../db.server";
import { queueEmails } from "../email/outbox.server";
import { absoluteUrl } from "../env.server";
import { metrics } from "../observability/metrics.server";
import { type CompanyScope, ownedBy } from "../partners/company-scope.server";
import { issueAccessLink } from "../quote-requests/access-links.server";
import { markCollectingQuotes } from "../quote-requests/request-status.server";
import { assertId } from "../validation.server";
import { type CustomerContact, contactOf } from "./customer-contact.server";
import { claimsSince, leadOpenSince, movingDateHasPassed } from "./lead-sql.server";

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

const claimsSinceSql = (since: Date) =>
  sql<number>`(select count(*) from ${leads} where ${claimsSince(companies.id, since)})::int`;

/** What a claim reads of a company: its standing, pause, caps and billing, and what the customer is told. */
const claimingCompanyColumns = {
  id: companies.id,
  status: companies.status,
  isPartner: companies.isPartner,
  paused: companies.paused,
  pausedUntil: companies.pausedUntil,
  leadCapPerDay: companies.leadCapPerDay,
  leadCapPerWeek: companies.leadCapPerWeek,
  expressPay: companies.expressPay,
  name: companies.name,
  town: companies.town,
  slug: companies.slug,
  rating: companies.rating,
  reviewCount: companies.reviewCount,
};

/**
 * Locks the request and the companies claiming it (in this order, the companies by id, as every
 * claim does) in one statement: a company's caps count its claims of every request. Returns the
 * request and the companies found. The facts are read by the next statement: on PostgreSQL that
 * one starts after the locks are held, so it sees every claim committed before.
 */
async function lockRequestAndCompanies(tx: Transaction, requestId: string, companyIds: string[]) {
  const locked = await tx
    .select({ quoteRequest: quoteRequests, company: claimingCompanyColumns })
    .from(quoteRequests)
    .innerJoin(companies, inArray(companies.id, companyIds))
    .where(eq(quoteRequests.id, requestId))
    .orderBy(asc(companies.id))
    .for("update");
  const quoteRequest = locked[0]?.quoteRequest;
  if (quoteRequest) return { quoteRequest, companies: locked.map(({ company }) => company) };
  const [exists] = await tx
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, requestId))
    .for("update");
  if (!exists) throw new AppError("NOT_FOUND", "leads:errors.notFound");
  return null;
}

/**
 * The companies holding the request's slots, and for each claiming company its own lead on the
 * request and its recent claims, in one read.
 */
async function claimFacts(tx: Transaction, requestId: string, companyIds: string[], now: Date) {
  const ownLead = alias(leads, "own_lead");
  const rows = await tx
    .select({
      companyId: companies.id,
      existing: ownLead,
      claimers: sql<
        string[]
      >`array(select ${leads.companyId} from ${leads} where ${leads.quoteRequestId} = ${requestId} and ${leads.claimedAt} is not null)::text[]`,
      claimsLastDay: claimsSinceSql(new Date(now.getTime() - DAY_MS)),
      claimsLastWeek: claimsSinceSql(new Date(now.getTime() - 7 * DAY_MS)),
    })
    .from(companies)
    .leftJoin(ownLead, and(eq(ownLead.quoteRequestId, requestId), eq(ownLead.companyId, companies.id)))
    .where(inArray(companies.id, companyIds));
  return { claimers: rows[0]?.claimers ?? [], byCompany: new Map(rows.map((row) => [row.companyId, row])) };
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

function isKnownFullFor(requestId: string, companyId: string): boolean {
  const claimers = fullRequests.get(requestId);
  return claimers !== undefined && !claimers.has(companyId);
}

/** The refusal of a claim because the request's places are all taken (counted for /metrics). */
function leadFull(): AppError {
  metrics().claimsRefusedFull.inc();
  return new AppError("CONFLICT", "leads:errors.leadFull", { params: { slots: MAX_MATCHED_COMPANIES } });
}

/** A claim waiting its turn: who claims, and how to answer them. */
interface ClaimAsk {
  scope: CompanyScope;
  actorUserId: string;
  /** Given by tests; otherwise the claim's moment is when its batch runs. */
  now?: Date;
  resolve: (result: ClaimResult) => void;
  reject: (error: unknown) => void;
}

/**
 * Claims of one request in this process wait here and run in batches, one batch at a time: the
 * claims that arrived while a batch ran are decided together in one transaction (group commit),
 * in order of arrival, so six partners clicking at once cost one transaction's statements rather
 * than six in a row. The database lock keeps batches of several processes apart, as it kept
 * single claims; queueing here keeps waiting claims from holding a connection (or, on PGlite,
 * the one transaction), and lets those behind a full request be refused from `fullRequests`.
 */
const waitingClaims = new Map<string, ClaimAsk[]>();

function queueClaim(requestId: string, ask: ClaimAsk): void {
  const queue = waitingClaims.get(requestId);
  if (queue) {
    queue.push(ask);
    return;
  }
  waitingClaims.set(requestId, [ask]);
  void runClaims(requestId);
}

async function runClaims(requestId: string): Promise<void> {
  // Claims sent in the same tick as the first one join its batch.
  await Promise.resolve();
  for (;;) {
    const queue = (waitingClaims.get(requestId) ?? []).filter((ask) => {
      if (!isKnownFullFor(requestId, ask.scope.companyId)) return true;
      ask.reject(leadFull());
      return false;
    });
    if (queue.length === 0) {
      waitingClaims.delete(requestId);
      return;
    }
    const { batch, rest } = nextBatch(queue);
    waitingClaims.set(requestId, rest);
    await claimBatch(requestId, batch);
  }
}

/**
 * The next batch: the first claim and those after it with the same moment, one per company (a
 * second click of the same company waits for the next batch, where it finds the first claim),
 * and no more than a request has slots: the rest wait, and are refused from `fullRequests` once
 * the slots are gone, without locking or reading their companies.
 */
function nextBatch(queue: ClaimAsk[]): { batch: ClaimAsk[]; rest: ClaimAsk[] } {
  const moment = (ask: ClaimAsk) => ask.now?.getTime() ?? null;
  const first = queue[0];
  const batch: ClaimAsk[] = [];
  const rest: ClaimAsk[] = [];
  for (const ask of queue) {
    const joins =
      first !== undefined &&
      batch.length < MAX_MATCHED_COMPANIES &&
      moment(ask) === moment(first) &&
      !batch.some((taken) => taken.scope.companyId === ask.scope.companyId);
    (joins ? batch : rest).push(ask);
  }
  return { batch, rest };
}

/**
 * Claims a lead for the company: by its invitation (`leadId`) or from Find work
 * (`quoteRequestId`). A transaction locks the quote request row, so claims of one request are
 * decided one after another and the 6-slot limit holds however many partners click at once. It
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
    now,
  }: { leadId?: string; quoteRequestId?: string; actorUserId: string; now?: Date },
): Promise<ClaimResult> {
  const requestId = quoteRequestId ?? (leadId ? await requestOfLead(scope, leadId) : undefined);
  assertId(requestId, "leads:errors.notFound");
  if (isKnownFullFor(requestId, scope.companyId)) throw leadFull();
  return new Promise((resolve, reject) => queueClaim(requestId, { scope, actorUserId, now, resolve, reject }));
}

/** Decides and writes a batch in one transaction, then answers each claim. */
async function claimBatch(requestId: string, batch: ClaimAsk[]): Promise<void> {
  const now = batch[0]?.now ?? new Date();
  try {
    const db = await getDb();
    const { outcomes, claimers } = await db.transaction((tx) => claimInTransaction(tx, requestId, batch, now));
    rememberIfFull(requestId, claimers);
    batch.forEach((ask, index) => {
      const outcome = outcomes[index];
      if (outcome && "result" in outcome) ask.resolve(outcome.result);
      else ask.reject(outcome?.error ?? new Error("claimLead: a claim of the batch was not decided"));
    });
  } catch (error) {
    for (const ask of batch) ask.reject(error);
  }
}

type Outcome = { result: ClaimResult } | { error: AppError };
type LockedCompany = NonNullable<Awaited<ReturnType<typeof lockRequestAndCompanies>>>["companies"][number];
type Lead = typeof leads.$inferSelect;

/** An approved partner company; any other may not claim, nor see a claim it made before. */
function isActive(company: LockedCompany | undefined): company is LockedCompany {
  return company?.status === "approved" && company.isPartner;
}

/** Why this active company may not claim the request now, or null when it may (its own lead not yet claimed). */
function refusal(
  quoteRequest: typeof quoteRequests.$inferSelect,
  company: LockedCompany,
  facts: { existing: Lead | null; claimsLastDay: number; claimsLastWeek: number } | undefined,
  slotsTaken: number,
  now: Date,
): AppError | null {
  const existing = facts?.existing ?? null;
  if (isPausedOn(company, todayInUk(now))) return new AppError("CONFLICT", "leads:errors.companyPaused");
  if (existing?.status === "declined") return new AppError("CONFLICT", "leads:errors.leadDeclined");
  if (!isOpenRequest(quoteRequest.status) || movingDateHasPassed(quoteRequest, todayInUk(now))) {
    return new AppError("CONFLICT", "leads:errors.requestClosed");
  }
  // An invitation is open for LEAD_OPEN_DAYS from its offer; a Find work request from its submission,
  // and so is a lapsed invitation (its company may still claim a free place, as from Find work).
  const openSince = leadOpenSince(now);
  const expired =
    existing && existing.status !== "lapsed"
      ? existing.status !== "offered" || existing.offeredAt <= openSince
      : quoteRequest.createdAt <= openSince;
  if (expired) return new AppError("CONFLICT", "leads:errors.leadExpired");
  if (slotsTaken >= MAX_MATCHED_COMPANIES) return leadFull();
  // Caps are rolling: claims in the last 24 hours and the last 7 days.
  if (company.leadCapPerDay !== null && (facts?.claimsLastDay ?? 0) >= company.leadCapPerDay) {
    return new AppError("CONFLICT", "leads:errors.dailyCap", { params: { cap: company.leadCapPerDay } });
  }
  if (company.leadCapPerWeek !== null && (facts?.claimsLastWeek ?? 0) >= company.leadCapPerWeek) {
    return new AppError("CONFLICT", "leads:errors.weeklyCap", { params: { cap: company.leadCapPerWeek } });
  }
  return null;
}

async function claimInTransaction(
  tx: Transaction,
  requestId: string,
  batch: ClaimAsk[],
  now: Date,
): Promise<{ outcomes: Outcome[]; claimers: string[] }> {
  const companyIds = batch.map((ask) => ask.scope.companyId);
  const locked = await lockRequestAndCompanies(tx, requestId, companyIds);
  if (!locked) {
    return {
      outcomes: batch.map(() => ({ error: new AppError("FORBIDDEN", "leads:errors.companyNotActive") })),
      claimers: [],
    };
  }
  const { quoteRequest } = locked;
  const lockedCompanies = new Map(locked.companies.map((company) => [company.id, company]));
  const facts = await claimFacts(tx, quoteRequest.id, companyIds, now);
  const claimers = [...facts.claimers];
  const reveal = (lead: Lead, newlyClaimed: boolean, credit: LeadCredit | null, slotsTaken: number): ClaimResult => ({
    leadId: lead.id,
    quoteRequestId: quoteRequest.id,
    reference: quoteRequest.reference,
    pricePence: lead.pricePence,
    newlyClaimed,
    credit,
    contact: contactOf(quoteRequest),
    slotsTaken,
  });

  // Decided in order of arrival; each winner takes the next slot.
  const outcomes: (Outcome | undefined)[] = [];
  const winners: Winner[] = [];
  for (const [index, ask] of batch.entries()) {
    const company = lockedCompanies.get(ask.scope.companyId);
    const own = facts.byCompany.get(ask.scope.companyId);
    if (!isActive(company)) {
      outcomes[index] = { error: new AppError("FORBIDDEN", "leads:errors.companyNotActive") };
      continue;
    }
    if (own?.existing?.claimedAt) {
      const credit = await findLeadCredit(tx, own.existing.id);
      outcomes[index] = { result: reveal(own.existing, false, credit, claimers.length) };
      continue;
    }
    const refused = refusal(quoteRequest, company, own, claimers.length, now);
    if (refused) {
      outcomes[index] = { error: refused };
      continue;
    }
    claimers.push(company.id);
    winners.push({ index, ask, company, existing: own?.existing ?? null });
  }
  if (winners.length === 0) return { outcomes: outcomes as Outcome[], claimers };
  const written = await recordClaims(tx, quoteRequest, winners, now);
  const slotsBefore = claimers.length - winners.length;
  for (const [position, { index, company }] of winners.entries()) {
    const { lead, repeat } = written(company.id);
    // Only a repeat claim has a credit yet; the lock makes these claims the only ones counting.
    const credit = repeat ? await findLeadCredit(tx, lead.id) : null;
    outcomes[index] = { result: reveal(lead, true, credit, slotsBefore + position + 1) };
  }
  return { outcomes: outcomes as Outcome[], claimers };
}

type Winner = { index: number; ask: ClaimAsk; company: LockedCompany; existing: Lead | null };

/**
 * Writes the winners' claims: their leads (an invitation claimed, or a new lead from Find work),
 * one charge each, a credit for a repeat claim of the same customer, an Express pay invoice, and
 * the customer's emails with one new link to their request. Returns each winner's lead.
 */
async function recordClaims(
  tx: Transaction,
  quoteRequest: typeof quoteRequests.$inferSelect,
  winners: Winner[],
  now: Date,
): Promise<(companyId: string) => { lead: Lead; repeat: boolean }> {
  const claimOf = (ask: ClaimAsk) => ({
    status: "claimed" as const,
    claimedAt: now,
    claimedByUserId: ask.actorUserId,
    respondedAt: now,
  });
  const written = new Map<string, Lead>();
  for (const { ask, existing } of winners) {
    if (!existing) continue;
    const [lead] = await tx.update(leads).set(claimOf(ask)).where(eq(leads.id, existing.id)).returning();
    if (lead) written.set(lead.companyId, lead);
  }
  const fresh = winners.filter((winner) => !winner.existing);
  if (fresh.length > 0) {
    const inserted = await tx
      .insert(leads)
      .values(
        fresh.map(({ ask, company }) => ({
          ...claimOf(ask),
          quoteRequestId: quoteRequest.id,
          companyId: company.id,
          pricePence: leadPriceFor(quoteRequest),
          invited: false,
          matchRank: null,
          offeredAt: now,
        })),
      )
      .returning();
    for (const lead of inserted) written.set(lead.companyId, lead);
  }
  await markCollectingQuotes(tx, quoteRequest.id, now);
  const leadOf = (companyId: string) => {
    const lead = written.get(companyId);
    if (!lead) throw new Error("claimLead: the lead row was not written");
    return lead;
  };

  const money = winners.map(({ company }) => {
    const lead = leadOf(company.id);
    return { companyId: company.id, leadId: lead.id, pricePence: lead.pricePence, now };
  });
  await chargeLeads(
    tx,
    money.map((charge) => ({ ...charge, reference: quoteRequest.reference })),
  );
  const earlier = await findEarlierClaimsOfCustomer(tx, {
    companyIds: winners.map(({ company }) => company.id),
    quoteRequestId: quoteRequest.id,
    email: quoteRequest.email,
    phone: quoteRequest.phone,
    now,
  });
  for (const [position, { company }] of winners.entries()) {
    const charge = money[position];
    const repeatOf = earlier.get(company.id);
    if (!charge) continue;
    if (repeatOf) await creditRepeatClaim(tx, { ...charge, earlier: repeatOf });
    // Express pay: the charge (and its automatic credit) is invoiced now, not at the month's end.
    if (company.expressPay) await invoiceClaimAtOnce(tx, charge);
  }

  const requestUrl = await issueAccessLink(tx, quoteRequest.id, now);
  await queueEmails(
    tx,
    winners.map(({ company }) => ({
      to: quoteRequest.email,
      template: "customer-lead-claimed" as const,
      payload: {
        fullName: quoteRequest.fullName,
        reference: quoteRequest.reference,
        companyName: company.name,
        companyTown: company.town,
        rating: company.rating,
        reviewCount: company.reviewCount,
        profileUrl: absoluteUrl(companyPath(company.slug)),
        requestUrl,
      },
      locale: asLocale(quoteRequest.locale),
    })),
  );
  return (companyId) => ({ lead: leadOf(companyId), repeat: earlier.has(companyId) });
}
