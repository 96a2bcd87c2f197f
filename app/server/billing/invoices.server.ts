import { and, desc, eq, inArray, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { companies, invoiceCounters, invoices, ledgerEntries } from "~/db/schema";
import { formatInvoiceNumber, INVOICE_PAYMENT_TERMS_DAYS, previousMonth, vatIncluded } from "~/lib/billing";
import { AppError } from "~/lib/errors";
import { addDays, todayInUk } from "~/lib/uk-time";
import type { InvoiceKind, InvoiceStatus } from "~/lib/vocabulary";
import { recordAudit } from "../audit/audit-log.server";
import { getDb } from "../db.server";
import { getEnv } from "../env.server";
import { matchesSearch, paginate } from "../lists/paginate.server";
import { ukDay } from "../uk-day-sql.server";
import { assertId } from "../validation.server";

/**
 * Invoices: a monthly one per company for last month's un-invoiced ledger entries (issued by the
 * time sweeps), or, with Express pay, one per claim issued inside the claim's transaction.
 * Staff record the payment received for an invoice, which marks it paid.
 */

/** The UK calendar day of a ledger entry. */
const entryDay = ukDay(ledgerEntries.createdAt);
/** Entries that are invoice lines (a payment is not a line: it pays an invoice). */
const isLine = ne(ledgerEntries.kind, "payment");

/**
 * The next number of the year: the year's counter row is created or incremented in the caller's
 * transaction, so concurrent issuers wait for each other and a rollback gives the number back.
 */
async function allocateInvoiceNumber(tx: Transaction, year: number): Promise<string> {
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!counter) throw new Error("allocateInvoiceNumber: the counter was not written");
  return formatInvoiceNumber(year, counter.lastNumber);
}

interface InvoiceToIssue {
  companyId: string;
  kind: InvoiceKind;
  periodStart: string;
  periodEnd: string;
  /** Which of the company's un-invoiced lines go on it. */
  lines: SQL;
  now: Date;
}

/**
 * Issues an invoice for the company's un-invoiced lines matching `lines`, and returns its id.
 * Lead prices include VAT, so the VAT is the part of the total at VAT_RATE_PERCENT when the
 * platform has a VAT number. An invoice with nothing to pay (a credited claim) is paid at issue.
 */
async function issueInvoice(tx: Transaction, { companyId, kind, periodStart, periodEnd, lines, now }: InvoiceToIssue) {
  const today = todayInUk(now);
  const vatNumber = getEnv().VAT_NUMBER ?? null;
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number: await allocateInvoiceNumber(tx, Number(today.slice(0, 4))),
      companyId,
      kind,
      periodStart,
      periodEnd,
      issuedAt: now,
      dueOn: addDays(today, INVOICE_PAYMENT_TERMS_DAYS),
      totalPence: 0,
      vatNumber,
    })
    .returning({ id: invoices.id });
  if (!invoice) throw new Error("issueInvoice: the invoice was not written");
  const invoiced = await tx
    .update(ledgerEntries)
    .set({ invoiceId: invoice.id })
    .where(and(eq(ledgerEntries.companyId, companyId), isNull(ledgerEntries.invoiceId), isLine, lines))
    .returning({ amountPence: ledgerEntries.amountPence });
  // The ledger is signed from the partner's side: what the company owes is minus the sum.
  const totalPence = -invoiced.reduce((sum, line) => sum + line.amountPence, 0);
  const settled = totalPence <= 0;
  await tx
    .update(invoices)
    .set({
      totalPence,
      vatPence: vatNumber && totalPence > 0 ? vatIncluded(totalPence) : 0,
      status: settled ? "paid" : "due",
      paidAt: settled ? now : null,
    })
    .where(eq(invoices.id, invoice.id));
  return invoice.id;
}

/**
 * Express pay: the claim's charge (and an automatic credit given with it) is invoiced at once,
 * inside the claim's transaction. Called right after the claim is charged.
 */
export async function invoiceClaimAtOnce(
  tx: Transaction,
  { companyId, leadId, now }: { companyId: string; leadId: string; now: Date },
): Promise<string> {
  const today = todayInUk(now);
  return issueInvoice(tx, {
    companyId,
    kind: "express",
    periodStart: today,
    periodEnd: today,
    lines: eq(ledgerEntries.leadId, leadId),
    now,
  });
}

/** Lines charged before the month `now` is in (UK dates) and not yet invoiced. */
function uninvoicedBefore(now: Date, companyId: SQL | string) {
  const monthStart = `${todayInUk(now).slice(0, 7)}-01`;
  return and(
    eq(ledgerEntries.companyId, companyId),
    isNull(ledgerEntries.invoiceId),
    isLine,
    sql`${entryDay} < ${monthStart}::date`,
  );
}

/**
 * Companies owed a monthly invoice: they have lines from before this month not yet invoiced,
 * and last month's invoice has not been issued. (Lines that reach the ledger after it was, with
 * an earlier date, go on the next month's.)
 */
export function monthlyInvoiceDue(now: Date): SQL {
  const { start } = previousMonth(todayInUk(now));
  return sql`exists (select 1 from ${ledgerEntries} where ${uninvoicedBefore(now, sql`${companies.id}`)})
    and not exists (select 1 from ${invoices} where ${invoices.companyId} = ${companies.id}
      and ${invoices.kind} = 'monthly' and ${invoices.periodStart} = ${start}::date)`;
}

/**
 * Issues last month's invoice to each of these companies (rows the sweep has locked), if it is
 * still due; returns how many were issued.
 */
export async function issueMonthlyInvoices(tx: Transaction, companyIds: string[], now: Date): Promise<number> {
  const { start, end } = previousMonth(todayInUk(now));
  const stillDue = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(inArray(companies.id, companyIds), monthlyInvoiceDue(now)));
  for (const { id } of stillDue) {
    await issueInvoice(tx, {
      companyId: id,
      kind: "monthly",
      periodStart: start,
      periodEnd: end,
      lines: uninvoicedBefore(now, id) as SQL,
      now,
    });
  }
  return stillDue.length;
}

/** Every company's invoices for staff, newest first; `status` narrows to due or paid ones. */
export async function listInvoices({ page, status, q }: { page: number; status: InvoiceStatus | null; q: string }) {
  const db = await getDb();
  const where = and(
    status ? eq(invoices.status, status) : undefined,
    matchesSearch(q, [invoices.number, companies.name]),
  );
  const { rows, ...paging } = await paginate({
    page,
    count: async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(invoices)
        .innerJoin(companies, eq(companies.id, invoices.companyId))
        .where(where);
      return row?.n ?? 0;
    },
    rows: ({ limit, offset }) =>
      db
        .select({
          id: invoices.id,
          number: invoices.number,
          companyName: companies.name,
          kind: invoices.kind,
          periodStart: invoices.periodStart,
          periodEnd: invoices.periodEnd,
          issuedAt: invoices.issuedAt,
          dueOn: invoices.dueOn,
          status: invoices.status,
          totalPence: invoices.totalPence,
          paidAt: invoices.paidAt,
        })
        .from(invoices)
        .innerJoin(companies, eq(companies.id, invoices.companyId))
        .where(where)
        .orderBy(desc(invoices.issuedAt), desc(invoices.number))
        .limit(limit)
        .offset(offset),
  });
  return {
    rows: rows.map((row) => ({
      ...row,
      issuedAt: row.issuedAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
    })),
    ...paging,
  };
}
export type StaffInvoiceRow = Awaited<ReturnType<typeof listInvoices>>["rows"][number];

/**
 * Staff record that an invoice's total was received: the invoice is paid and a `payment` entry
 * of the total (in the company's favour) goes on the ledger, audited, in one transaction.
 * Throws NOT_FOUND for an unknown invoice and CONFLICT for one already paid.
 */
export async function recordInvoicePayment({
  invoiceId,
  reference,
  actorUserId,
  now = new Date(),
}: {
  invoiceId: string;
  reference: string | null;
  actorUserId: string;
  now?: Date;
}): Promise<void> {
  assertId(invoiceId, "admin:billing.errors.invoiceNotFound");
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update");
    if (!invoice) throw new AppError("NOT_FOUND", "admin:billing.errors.invoiceNotFound");
    if (invoice.status === "paid") throw new AppError("CONFLICT", "admin:billing.errors.alreadyPaid");
    await tx.update(invoices).set({ status: "paid", paidAt: now }).where(eq(invoices.id, invoice.id));
    await tx.insert(ledgerEntries).values({
      companyId: invoice.companyId,
      kind: "payment",
      amountPence: invoice.totalPence,
      invoiceId: invoice.id,
      description: reference ? `Payment of ${invoice.number} (${reference})` : `Payment of ${invoice.number}`,
      createdAt: now,
    });
    await recordAudit(tx, {
      actorUserId,
      action: "invoice.record-payment",
      subjectType: "invoice",
      subjectId: invoice.id,
      before: { status: invoice.status },
      after: { status: "paid", amountPence: invoice.totalPence, reference },
    });
  });
}

/** The company's figures the payments screen opens with (pence, signed from the partner's side). */
export async function companyBalance(db: Database | Transaction, companyId: string) {
  const due = db
    .select({ duePence: sql<number>`coalesce(sum(${invoices.totalPence}), 0)::int` })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.status, "due")));
  // One statement: the ledger's sums, and the invoices' as a subquery.
  const [row] = await db
    .select({
      balancePence: sql<number>`coalesce(sum(${ledgerEntries.amountPence}), 0)::int`,
      scheduledPence: sql<number>`coalesce(sum(${ledgerEntries.amountPence}) filter (where ${ledgerEntries.invoiceId} is null), 0)::int`,
      duePence: sql<number>`(${due})`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.companyId, companyId));
  return {
    balancePence: row?.balancePence ?? 0,
    scheduledPence: row?.scheduledPence ?? 0,
    duePence: row?.duePence ?? 0,
  };
}
