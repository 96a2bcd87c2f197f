import { and, desc, eq, gte, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "~/db/client.server";
import { leadCreditRequests, leads, ledgerEntries, quoteRequests } from "~/db/schema";
import { businessDaysBefore } from "~/lib/business-days";
import { DUPLICATE_CLAIM_BUSINESS_DAYS } from "~/lib/lead-rules";
import { todayInUk } from "~/lib/uk-time";

/**
 * The money side of a claim. The ledger is append-only and signed from the partner's side: a
 * lead charge is -price, its credit +price, so the balance is the plain sum. Unique indexes
 * allow one charge and one credit per lead, so no retry can charge twice.
 */

interface LeadMoney {
  companyId: string;
  leadId: string;
  pricePence: number;
  now: Date;
}

/** Charges each claimed lead its price, in one insert (a batch of claims of one request). */
export async function chargeLeads(
  tx: Transaction,
  charges: readonly (LeadMoney & { reference: string })[],
): Promise<void> {
  if (charges.length === 0) return;
  await tx.insert(ledgerEntries).values(
    charges.map(({ companyId, leadId, pricePence, reference, now }) => ({
      companyId,
      leadId,
      kind: "lead_charge" as const,
      amountPence: -pricePence,
      description: `Lead ${reference}`,
      createdAt: now,
    })),
  );
}

export interface EarlierClaim {
  leadId: string;
  reference: string;
  claimedAt: Date;
}

/**
 * Each company's most recent claim, within DUPLICATE_CLAIM_BUSINESS_DAYS, of another request by
 * the same customer: the same (verified) email address, or the same phone number. Keyed by
 * company; a company without one is absent.
 */
export async function findEarlierClaimsOfCustomer(
  tx: Transaction,
  {
    companyIds,
    quoteRequestId,
    email,
    phone,
    now,
  }: { companyIds: readonly string[]; quoteRequestId: string; email: string; phone: string | null; now: Date },
): Promise<Map<string, EarlierClaim>> {
  if (companyIds.length === 0) return new Map();
  const sameCustomer = phone
    ? or(sql`lower(${quoteRequests.email}) = lower(${email})`, eq(quoteRequests.phone, phone))
    : sql`lower(${quoteRequests.email}) = lower(${email})`;
  const rows = await tx
    .selectDistinctOn([leads.companyId], {
      companyId: leads.companyId,
      leadId: leads.id,
      reference: quoteRequests.reference,
      claimedAt: leads.claimedAt,
    })
    .from(leads)
    .innerJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
    .where(
      and(
        inArray(leads.companyId, [...companyIds]),
        ne(leads.quoteRequestId, quoteRequestId),
        isNotNull(leads.claimedAt),
        gte(leads.claimedAt, businessDaysBefore(now, DUPLICATE_CLAIM_BUSINESS_DAYS)),
        sameCustomer,
      ),
    )
    .orderBy(leads.companyId, desc(leads.claimedAt));
  return new Map(
    rows.flatMap(({ companyId, leadId, reference, claimedAt }) =>
      claimedAt ? [[companyId, { leadId, reference, claimedAt }] as const] : [],
    ),
  );
}

/** Gives back a repeat claim's charge and records which earlier claim made it a repeat. */
export async function creditRepeatClaim(
  tx: Transaction,
  { companyId, leadId, pricePence, now, earlier }: LeadMoney & { earlier: EarlierClaim },
): Promise<void> {
  await tx.insert(ledgerEntries).values({
    companyId,
    leadId,
    kind: "lead_credit",
    amountPence: pricePence,
    description: `Repeat request: the same customer's request ${earlier.reference} was claimed on ${todayInUk(earlier.claimedAt)}`,
    createdAt: now,
  });
  await tx.update(leads).set({ duplicateOfLeadId: earlier.leadId }).where(eq(leads.id, leadId));
}

/** Why a lead was credited, as the partner is told (a message key for the UI). */
export interface LeadCredit {
  amountPence: number;
  reason: { key: string; params: Record<string, string> };
}

/** A lead's credit, if it has one: automatic for a repeat claim, or a credit request staff approved. */
export async function findLeadCredit(db: Database | Transaction, leadId: string): Promise<LeadCredit | null> {
  const earlierLead = alias(leads, "earlier_lead");
  const [row] = await db
    .select({
      amountPence: ledgerEntries.amountPence,
      reference: quoteRequests.reference,
      claimedAt: earlierLead.claimedAt,
      requestReason: leadCreditRequests.reason,
    })
    .from(ledgerEntries)
    .innerJoin(leads, eq(leads.id, ledgerEntries.leadId))
    .leftJoin(earlierLead, eq(earlierLead.id, leads.duplicateOfLeadId))
    .leftJoin(quoteRequests, eq(quoteRequests.id, earlierLead.quoteRequestId))
    .leftJoin(
      leadCreditRequests,
      and(eq(leadCreditRequests.leadId, ledgerEntries.leadId), eq(leadCreditRequests.status, "approved")),
    )
    .where(and(eq(ledgerEntries.leadId, leadId), eq(ledgerEntries.kind, "lead_credit")));
  if (!row) return null;
  if (row.requestReason) {
    return {
      amountPence: row.amountPence,
      reason: { key: `backOffice:credits.creditedBecause.${row.requestReason}`, params: {} },
    };
  }
  return {
    amountPence: row.amountPence,
    reason: {
      key: "leads:credit.repeatCustomer",
      params: { reference: row.reference ?? "", date: row.claimedAt ? todayInUk(row.claimedAt) : "" },
    },
  };
}
