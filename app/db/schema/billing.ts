import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies } from "./directory";
import { invoiceKind, invoiceStatus } from "./enums";

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
