import { href } from "react-router";
import type { InvoiceKind } from "./vocabulary";

/**
 * The rules of a partner's money, in one place: invoices (numbers, payment terms, VAT), the
 * payments statement's filters and payment types, and lead credit requests.
 */

/** An invoice is due this many days after it is issued, monthly and express alike. */
export const INVOICE_PAYMENT_TERMS_DAYS = 14;
/** VAT, shown when the platform has a VAT number; lead prices include it. */
export const VAT_RATE_PERCENT = 20;
export const INVOICE_NUMBER_PREFIX = "MM";

/** MM-2026-000123: the prefix, the year of issue and the year's sequence, six digits. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `${INVOICE_NUMBER_PREFIX}-${year}-${String(sequence).padStart(6, "0")}`;
}

/** The VAT inside a VAT-inclusive amount (pence, rounded to the nearest penny). */
export function vatIncluded(totalPence: number): number {
  return Math.round((totalPence * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));
}

/**
 * The statement's status filter (the spec's Scheduled, Pending, Completed): an entry not yet on
 * an invoice is scheduled, one on an invoice still due is pending, one on a paid invoice is
 * completed (a payment received always is).
 */
export const STATEMENT_STATUSES = ["scheduled", "pending", "completed"] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

/**
 * How a lead was paid for: on the monthly invoice, or invoiced at once with Express pay (free
 * when the lead was credited).
 */
export const PAYMENT_TYPES = ["standard", "express", "express_free"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export function paymentTypeOf(chargeInvoiceKind: InvoiceKind | null, credited: boolean): PaymentType {
  if (chargeInvoiceKind !== "express") return "standard";
  return credited ? "express_free" : "express";
}

/** A partner may ask for a lead's credit within this many days of claiming it. */
export const LEAD_CREDIT_REQUEST_DAYS = 7;
export const CREDIT_DETAILS_MAX = 1000;
export const CREDIT_REJECTION_MAX = 1000;
export const PAYMENT_REFERENCE_MAX = 100;

export const PARTNER_PAYMENTS_PATH = href("/partner/admin/payments");
export const partnerInvoicePdfPath = (invoiceId: string) =>
  href("/partner/admin/payments/invoices/:id", { id: invoiceId });
export const ADMIN_INVOICES_PATH = href("/admin/invoices");
export const ADMIN_CREDITS_PATH = href("/admin/credits");

/** The calendar month before the one `today` (a UK date, YYYY-MM-DD) is in: its first and last day. */
export function previousMonth(today: string): { start: string; end: string } {
  const [year = 0, month = 1] = today.split("-").map(Number);
  const previous = new Date(Date.UTC(year, month - 2, 1));
  const lastDay = new Date(Date.UTC(year, month - 1, 0));
  return { start: previous.toISOString().slice(0, 10), end: lastDay.toISOString().slice(0, 10) };
}
