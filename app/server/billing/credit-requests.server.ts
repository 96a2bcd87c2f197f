import { and, asc, desc, eq } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { companies, leadCreditRequests, leads, ledgerEntries, quoteRequests } from "~/db/schema";
import { asLocale } from "~/i18n/config";
import { LEAD_CREDIT_REQUEST_DAYS } from "~/lib/billing";
import { AppError } from "~/lib/errors";
import { partnerLeadPath } from "~/lib/lead-rules";
import type { CreditReason, CreditRequestStatus } from "~/lib/vocabulary";
import { recordAudit } from "../audit/audit-log.server";
import { getDb } from "../db.server";
import { queueEmail } from "../email/outbox.server";
import { absoluteUrl } from "../env.server";
import { paginate } from "../lists/paginate.server";
import { type CompanyScope, ownedBy } from "../partners/company-scope.server";
import { assertId } from "../validation.server";

/**
 * Lead credits a partner asks for: within LEAD_CREDIT_REQUEST_DAYS of claiming a lead, with a
 * reason; one open request per lead, none for a lead already credited. Staff approve (a
 * lead_credit ledger entry) or reject with a reason; either way the company is emailed and the
 * decision audited.
 */

const DAY_MS = 24 * 3600 * 1000;

export interface CreditRequestView {
  id: string;
  reason: CreditReason;
  details: string | null;
  status: CreditRequestStatus;
  rejectionReason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** What the lead page shows of credits: every request, and until when a new one can be made. */
export interface LeadCreditRequests {
  requests: CreditRequestView[];
  /** The last moment a request can be made (ISO). */
  openUntil: string;
  /** True while a request can be made now: in time, no open request, not credited. */
  canRequest: boolean;
}

function requestDeadline(claimedAt: Date): Date {
  return new Date(claimedAt.getTime() + LEAD_CREDIT_REQUEST_DAYS * DAY_MS);
}

async function isCredited(db: Database | Transaction, leadId: string): Promise<boolean> {
  const [credit] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.leadId, leadId), eq(ledgerEntries.kind, "lead_credit")));
  return credit !== undefined;
}

/** The credit requests of a company's claimed lead, oldest first. */
export async function creditRequestsOfLead(
  db: Database,
  scope: CompanyScope,
  { leadId, claimedAt, now = new Date() }: { leadId: string; claimedAt: Date; now?: Date },
): Promise<LeadCreditRequests> {
  const rows = await db
    .select()
    .from(leadCreditRequests)
    .where(and(eq(leadCreditRequests.leadId, leadId), ownedBy(leadCreditRequests, scope)))
    .orderBy(asc(leadCreditRequests.createdAt));
  const deadline = requestDeadline(claimedAt);
  const canRequest = now <= deadline && !rows.some((row) => row.status === "open") && !(await isCredited(db, leadId));
  return {
    requests: rows.map((row) => ({
      id: row.id,
      reason: row.reason,
      details: row.details,
      status: row.status,
      rejectionReason: row.rejectionReason,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    })),
    openUntil: deadline.toISOString(),
    canRequest,
  };
}

/**
 * A partner asks for a claimed lead's credit. The lead row is locked, so two members asking at
 * once make one request. Throws NOT_FOUND for another company's lead, CONFLICT when the lead is
 * not claimed, the window has passed, a request is open or the lead is already credited.
 */
export async function requestLeadCredit(
  scope: CompanyScope,
  {
    leadId,
    reason,
    details,
    actorUserId,
    now = new Date(),
  }: { leadId: string; reason: CreditReason; details: string | null; actorUserId: string; now?: Date },
): Promise<CreditRequestView> {
  assertId(leadId, "leads:errors.notFound");
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: leads.id, claimedAt: leads.claimedAt })
      .from(leads)
      .where(and(eq(leads.id, leadId), ownedBy(leads, scope)))
      .for("update");
    if (!lead) throw new AppError("NOT_FOUND", "leads:errors.notFound");
    if (!lead.claimedAt) throw new AppError("CONFLICT", "leads:errors.notClaimed");
    if (now > requestDeadline(lead.claimedAt)) {
      throw new AppError("CONFLICT", "backOffice:credits.errors.tooLate", {
        params: { days: LEAD_CREDIT_REQUEST_DAYS },
      });
    }
    if (await isCredited(tx, lead.id)) throw new AppError("CONFLICT", "backOffice:credits.errors.alreadyCredited");
    const [open] = await tx
      .select({ id: leadCreditRequests.id })
      .from(leadCreditRequests)
      .where(and(eq(leadCreditRequests.leadId, lead.id), eq(leadCreditRequests.status, "open")));
    if (open) throw new AppError("CONFLICT", "backOffice:credits.errors.alreadyOpen");
    const [row] = await tx
      .insert(leadCreditRequests)
      .values({
        leadId: lead.id,
        companyId: scope.companyId,
        reason,
        details: details?.trim() || null,
        requestedByUserId: actorUserId,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error("requestLeadCredit: the request was not written");
    return {
      id: row.id,
      reason: row.reason,
      details: row.details,
      status: row.status,
      rejectionReason: null,
      createdAt: row.createdAt.toISOString(),
      decidedAt: null,
    };
  });
}

/** Credit requests for staff: open ones oldest first, or decided ones newest first. */
export async function listCreditRequests({ page, status }: { page: number; status: CreditRequestStatus }) {
  const db = await getDb();
  const where = eq(leadCreditRequests.status, status);
  const { rows, ...paging } = await paginate({
    page,
    count: () => db.$count(leadCreditRequests, where),
    rows: ({ limit, offset }) =>
      db
        .select({
          id: leadCreditRequests.id,
          createdAt: leadCreditRequests.createdAt,
          reason: leadCreditRequests.reason,
          details: leadCreditRequests.details,
          status: leadCreditRequests.status,
          rejectionReason: leadCreditRequests.rejectionReason,
          decidedAt: leadCreditRequests.decidedAt,
          companyName: companies.name,
          reference: quoteRequests.reference,
          quoteRequestId: quoteRequests.id,
          pricePence: leads.pricePence,
          claimedAt: leads.claimedAt,
        })
        .from(leadCreditRequests)
        .innerJoin(companies, eq(companies.id, leadCreditRequests.companyId))
        .innerJoin(leads, eq(leads.id, leadCreditRequests.leadId))
        .innerJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
        .where(where)
        .orderBy(
          status === "open" ? asc(leadCreditRequests.createdAt) : desc(leadCreditRequests.decidedAt),
          asc(leadCreditRequests.id),
        )
        .limit(limit)
        .offset(offset),
  });
  return {
    rows: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      claimedAt: row.claimedAt?.toISOString() ?? null,
    })),
    ...paging,
  };
}
export type StaffCreditRequestRow = Awaited<ReturnType<typeof listCreditRequests>>["rows"][number];

export type CreditDecision = { decision: "approve" } | { decision: "reject"; reason: string };

/**
 * Staff's decision on an open credit request, in one transaction: approving writes the lead's
 * credit (+ the price charged) on the ledger; rejecting keeps the reason the partner is told.
 * The company is emailed and the decision audited. Throws NOT_FOUND for an unknown request and
 * CONFLICT for one already decided or a lead credited meanwhile.
 */
export async function decideCreditRequest({
  requestId,
  actorUserId,
  now = new Date(),
  ...input
}: CreditDecision & { requestId: string; actorUserId: string; now?: Date }): Promise<void> {
  assertId(requestId, "admin:billing.errors.creditRequestNotFound");
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        creditRequest: leadCreditRequests,
        leadId: leads.id,
        reference: quoteRequests.reference,
        company: { name: companies.name, email: companies.email, locale: companies.locale },
      })
      .from(leadCreditRequests)
      .innerJoin(leads, eq(leads.id, leadCreditRequests.leadId))
      .innerJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
      .innerJoin(companies, eq(companies.id, leadCreditRequests.companyId))
      .where(eq(leadCreditRequests.id, requestId))
      .for("update", { of: leadCreditRequests });
    if (!row) throw new AppError("NOT_FOUND", "admin:billing.errors.creditRequestNotFound");
    const { creditRequest } = row;
    if (creditRequest.status !== "open") throw new AppError("CONFLICT", "admin:billing.errors.alreadyDecided");

    const approved = input.decision === "approve";
    const rejectionReason = input.decision === "reject" ? input.reason.trim() : null;
    let creditPence = 0;
    if (approved) {
      if (await isCredited(tx, row.leadId)) throw new AppError("CONFLICT", "admin:billing.errors.alreadyCredited");
      const [charge] = await tx
        .select({ amountPence: ledgerEntries.amountPence })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.leadId, row.leadId), eq(ledgerEntries.kind, "lead_charge")));
      creditPence = -(charge?.amountPence ?? 0);
      await tx.insert(ledgerEntries).values({
        companyId: creditRequest.companyId,
        leadId: row.leadId,
        kind: "lead_credit",
        amountPence: creditPence,
        description: `Credit approved (${creditRequest.reason.replaceAll("_", " ")}) for lead ${row.reference}`,
        createdAt: now,
      });
    }
    const status = approved ? "approved" : "rejected";
    await tx
      .update(leadCreditRequests)
      .set({ status, rejectionReason, decidedAt: now, decidedByUserId: actorUserId })
      .where(eq(leadCreditRequests.id, creditRequest.id));
    await recordAudit(tx, {
      actorUserId,
      action: approved ? "lead_credit.approve" : "lead_credit.reject",
      subjectType: "lead_credit_request",
      subjectId: creditRequest.id,
      before: { status: creditRequest.status, reason: creditRequest.reason },
      after: { status, reason: rejectionReason, creditPence },
    });
    await queueEmail(tx, {
      to: row.company.email,
      template: "partner-credit-decision",
      payload: {
        companyName: row.company.name,
        reference: row.reference,
        reason: creditRequest.reason,
        decision: status,
        creditPence,
        rejectionReason,
        leadUrl: absoluteUrl(partnerLeadPath(row.leadId)),
      },
      locale: asLocale(row.company.locale),
    });
  });
}
