import { eq } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { leads, type quoteRequests } from "~/db/schema";
import { asLocale } from "~/i18n/config";
import { companyPath } from "~/lib/directory";
import { AppError } from "~/lib/errors";
import { leadPriceFor } from "~/lib/lead-pricing";
import { invoiceClaimAtOnce } from "../billing/invoices.server";
import {
  chargeLeads,
  creditRepeatClaim,
  findEarlierClaimsOfCustomer,
  findLeadCredit,
  type LeadCredit,
} from "../billing/lead-charges.server";
import { queueEmails } from "../email/outbox.server";
import { absoluteUrl } from "../env.server";
import type { CompanyScope } from "../partners/company-scope.server";
import { issueAccessLink } from "../quote-requests/access-links.server";
import { markCollectingQuotes } from "../quote-requests/request-status.server";
import { claimFacts, isActive, type LockedCompany, lockRequestAndCompanies, refusal } from "./claim-rules.server";
import { type CustomerContact, contactOf } from "./customer-contact.server";

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

/** Who claims: the company, and the user claiming for it. */
export interface Claimant {
  scope: CompanyScope;
  actorUserId: string;
}

type Outcome = { result: ClaimResult } | { error: AppError };
type Lead = typeof leads.$inferSelect;

/**
 * Decides a batch of claims of one request, in order of arrival, and writes the winners' claims,
 * all under the request's lock. Returns each claim's outcome (in the batch's order) and the
 * companies holding the request's slots afterwards.
 */
export async function claimInTransaction(
  tx: Transaction,
  requestId: string,
  batch: Claimant[],
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

type Winner = { index: number; ask: Claimant; company: LockedCompany; existing: Lead | null };

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
  const claimOf = (ask: Claimant) => ({
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
