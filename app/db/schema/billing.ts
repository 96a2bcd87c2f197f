import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { companies } from "./directory";
import { creditReason, creditRequestStatus, invoiceKind, invoiceStatus, ledgerKind } from "./enums";
import { leads } from "./leads";

/**
 * A company's invoice: the ledger entries that name it are its lines (every kind but
 * `payment`), and a `payment` entry naming it is the money received for it. Totals are fixed
 * when it is issued, in pence as the company owes them (positive), VAT included.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** MM-2026-000123: sequential within the year of issue, from invoice_counters. */
    number: text("number").notNull().unique(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    kind: invoiceKind("kind").notNull(),
    /** The days the lines were charged in (UK dates, both ends inclusive). */
    periodStart: date("period_start").notNull(),
    periodEnd: date("period_end").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    dueOn: date("due_on").notNull(),
    status: invoiceStatus("status").notNull().default("due"),
    totalPence: integer("total_pence").notNull(),
    /** The VAT inside the total; 0 when the platform had no VAT number when it was issued. */
    vatPence: integer("vat_pence").notNull().default(0),
    /** The platform's VAT number printed on it, as configured when it was issued. */
    vatNumber: text("vat_number"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (table) => [
    index("invoices_company_issued_idx").on(table.companyId, table.issuedAt),
    index("invoices_status_due_idx").on(table.status, table.dueOn),
    // One monthly invoice per company and month, however many sweep workers run.
    uniqueIndex("invoices_one_monthly_per_period_idx")
      .on(table.companyId, table.periodStart)
      .where(sql`${table.kind} = 'monthly'`),
    check("invoices_period_order", sql`${table.periodStart} <= ${table.periodEnd}`),
  ],
);

/**
 * The last invoice number given in each year. Taking a number updates the year's row inside the
 * issuing transaction, so concurrent issuers queue on that row and a rolled-back invoice gives
 * its number back: numbers are unique and leave no gaps.
 */
export const invoiceCounters = pgTable("invoice_counters", {
  year: integer("year").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

/**
 * A partner's money, append-only: balance is the sum of amount_pence, positive in the partner's
 * favour. A lead charge is negative (-price), its credit positive (+price).
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    kind: ledgerKind("kind").notNull(),
    amountPence: integer("amount_pence").notNull(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    /** The invoice the entry is a line of (or, for a payment, the invoice it paid); null until invoiced. */
    invoiceId: uuid("invoice_id").references(() => invoices.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("ledger_entries_company_created_idx").on(table.companyId, table.createdAt),
    index("ledger_entries_invoice_idx").on(table.invoiceId),
    // A lead is charged at most once and credited at most once, whatever retries happen.
    uniqueIndex("ledger_entries_one_charge_per_lead_idx").on(table.leadId).where(sql`${table.kind} = 'lead_charge'`),
    uniqueIndex("ledger_entries_one_credit_per_lead_idx").on(table.leadId).where(sql`${table.kind} = 'lead_credit'`),
  ],
);

/**
 * A partner's request to have a claimed lead's charge credited, with its reason; staff approve
 * (a lead_credit ledger entry) or reject it with a reason the partner is told.
 */
export const leadCreditRequests = pgTable(
  "lead_credit_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** The lead's company, repeated so every partner query can be scoped with ownedBy. */
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    reason: creditReason("reason").notNull(),
    /** What the partner adds to the reason (optional). */
    details: text("details"),
    status: creditRequestStatus("status").notNull().default("open"),
    requestedByUserId: text("requested_by_user_id").references(() => user.id, { onDelete: "set null" }),
    /** Why staff rejected it: told to the partner. */
    rejectionReason: text("rejection_reason"),
    decidedByUserId: text("decided_by_user_id").references(() => user.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("lead_credit_requests_lead_idx").on(table.leadId, table.createdAt),
    index("lead_credit_requests_status_created_idx").on(table.status, table.createdAt),
    // One open request per lead, even when two members ask at the same moment.
    uniqueIndex("lead_credit_requests_one_open_per_lead_idx").on(table.leadId).where(sql`${table.status} = 'open'`),
  ],
);
