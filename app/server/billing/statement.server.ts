import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { companies, invoices, leads, ledgerEntries, quoteRequests } from "~/db/schema";
import { type PaymentType, paymentTypeOf, type StatementStatus } from "~/lib/billing";
import type { InvoiceKind, InvoiceStatus, LedgerKind } from "~/lib/vocabulary";
import { getDb } from "../db.server";
import { paginate } from "../lists/paginate.server";
import { type CompanyScope, ownedBy } from "../partners/company-scope.server";
import { ukDay } from "../uk-day-sql.server";
import { companyBalance } from "./invoices.server";

/**
 * A company's payments statement, read from the ledger: lead charges, automatic and approved
 * credits and payments received, newest first, each with the balance after it (the running sum
 * of the whole ledger, whatever the filter shows) and the invoice it is on.
 */

export interface StatementEntry {
  id: string;
  /** The UK day it was recorded (the statement is grouped by it). */
  day: string;
  createdAt: string;
  kind: LedgerKind;
  amountPence: number;
  balancePence: number;
  /** The lead's request reference, for a lead's charge or credit. */
  reference: string | null;
  leadId: string | null;
  status: StatementStatus;
  /** A lead's payment type; null for entries that are not a lead's (a payment received). */
  paymentType: PaymentType | null;
  invoice: { id: string; number: string; dueOn: string; status: InvoiceStatus } | null;
}

export async function getStatement(
  scope: CompanyScope,
  { page, status }: { page: number; status: StatementStatus | null },
) {
  const db = await getDb();
  const charge = alias(ledgerEntries, "charge");
  const chargeInvoice = alias(invoices, "charge_invoice");
  const credit = alias(ledgerEntries, "credit");
  // The running balance is computed over the company's whole ledger before any filter.
  const running = db
    .select({
      id: ledgerEntries.id,
      createdAt: ledgerEntries.createdAt,
      kind: ledgerEntries.kind,
      amountPence: ledgerEntries.amountPence,
      leadId: ledgerEntries.leadId,
      invoiceId: ledgerEntries.invoiceId,
      balancePence:
        sql<number>`(sum(${ledgerEntries.amountPence}) over (order by ${ledgerEntries.createdAt}, ${ledgerEntries.id}))::int`.as(
          "balance_pence",
        ),
    })
    .from(ledgerEntries)
    .where(ownedBy(ledgerEntries, scope))
    .as("running");
  const where: SQL | undefined = {
    all: undefined,
    scheduled: isNull(running.invoiceId),
    pending: eq(invoices.status, "due"),
    completed: eq(invoices.status, "paid"),
  }[status ?? "all"];
  const paged = paginate({
    page,
    count: async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(running)
        .leftJoin(invoices, eq(invoices.id, running.invoiceId))
        .where(where);
      return row?.n ?? 0;
    },
    rows: ({ limit, offset }) => {
      // The page's entries first (the filter needs only their invoice), then the details of
      // those 25 alone: joined before the limit, every entry of the company's ledger was.
      const shown = db
        .select({
          id: running.id,
          createdAt: running.createdAt,
          kind: running.kind,
          amountPence: running.amountPence,
          balancePence: running.balancePence,
          leadId: running.leadId,
          // A name of its own: the query around this one joins other rows with an invoice_id.
          invoiceId: sql<string | null>`${invoices.id}`.as("entry_invoice_id"),
          invoiceNumber: invoices.number,
          invoiceDueOn: invoices.dueOn,
          invoiceStatus: invoices.status,
        })
        .from(running)
        .leftJoin(invoices, eq(invoices.id, running.invoiceId))
        .where(where)
        .orderBy(desc(running.createdAt), desc(running.id))
        .limit(limit)
        .offset(offset)
        .as("shown");
      return db
        .select({
          id: shown.id,
          day: sql<string>`(${ukDay(shown.createdAt)})::text`,
          createdAt: shown.createdAt,
          kind: shown.kind,
          amountPence: shown.amountPence,
          balancePence: shown.balancePence,
          leadId: shown.leadId,
          reference: quoteRequests.reference,
          invoiceId: shown.invoiceId,
          invoiceNumber: shown.invoiceNumber,
          invoiceDueOn: shown.invoiceDueOn,
          invoiceStatus: shown.invoiceStatus,
          chargeInvoiceKind: chargeInvoice.kind,
          credited: sql<boolean>`${credit.id} is not null`,
        })
        .from(shown)
        .leftJoin(leads, eq(leads.id, shown.leadId))
        .leftJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
        .leftJoin(charge, and(eq(charge.leadId, shown.leadId), eq(charge.kind, "lead_charge")))
        .leftJoin(chargeInvoice, eq(chargeInvoice.id, charge.invoiceId))
        .leftJoin(credit, and(eq(credit.leadId, shown.leadId), eq(credit.kind, "lead_credit")))
        .orderBy(desc(shown.createdAt), desc(shown.id));
    },
  });
  // The page, the company's Express pay setting and its totals, read together.
  const [{ rows, ...paging }, [company], totals] = await Promise.all([
    paged,
    db.select({ expressPay: companies.expressPay }).from(companies).where(eq(companies.id, scope.companyId)),
    companyBalance(db, scope.companyId),
  ]);
  const entries: StatementEntry[] = rows.map((row) => ({
    id: row.id,
    day: row.day,
    createdAt: row.createdAt.toISOString(),
    kind: row.kind,
    amountPence: row.amountPence,
    balancePence: row.balancePence,
    reference: row.reference,
    leadId: row.leadId,
    status: row.invoiceStatus === null ? "scheduled" : row.invoiceStatus === "due" ? "pending" : "completed",
    paymentType: row.leadId ? paymentTypeOf(row.chargeInvoiceKind as InvoiceKind | null, row.credited) : null,
    invoice:
      row.invoiceId && row.invoiceNumber && row.invoiceDueOn && row.invoiceStatus
        ? { id: row.invoiceId, number: row.invoiceNumber, dueOn: row.invoiceDueOn, status: row.invoiceStatus }
        : null,
  }));
  return { entries, ...paging, expressPay: company?.expressPay ?? false, totals };
}
export type Statement = Awaited<ReturnType<typeof getStatement>>;

/** Turns Express pay on or off for the company's next claims (earlier entries keep their invoices). */
export async function setExpressPay(scope: CompanyScope, expressPay: boolean): Promise<void> {
  const db = await getDb();
  await db.update(companies).set({ expressPay, updatedAt: new Date() }).where(eq(companies.id, scope.companyId));
}
