import { createRequire } from "node:module";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { companies, invoices, leadCreditRequests, leads, ledgerEntries, quoteRequests } from "~/db/schema";
import { serverI18n } from "~/i18n/catalogues.server";
import { INVOICE_PAYMENT_TERMS_DAYS, VAT_RATE_PERCENT } from "~/lib/billing";
import { AppError } from "~/lib/errors";
import { formatDate, formatPounds } from "~/lib/format";
import { todayInUk } from "~/lib/uk-time";
import type { CreditReason, LedgerKind } from "~/lib/vocabulary";
import { getDb } from "../db.server";
import { type CompanyScope, ownedBy } from "../partners/company-scope.server";
import { getSupplier } from "../supplier.server";
import { assertId } from "../validation.server";

/**
 * An invoice as a PDF (pdfkit): its number, the supplier's and the company's details, every
 * line in date order (a credit with its reason and the charge it reverses), the total, the VAT
 * inside it when the platform has a VAT number, and where to pay. It is written in English, the
 * language of a UK tax document, in DejaVu Sans, embedded, so names and addresses in any
 * language (Lithuanian ones included) print as written.
 */

const PDF_LOCALE = "en-GB";

export interface InvoiceDocument {
  number: string;
  kind: "monthly" | "express";
  status: "due" | "paid";
  periodStart: string;
  periodEnd: string;
  issuedOn: string;
  dueOn: string;
  totalPence: number;
  vatPence: number;
  vatNumber: string | null;
  company: { name: string; addressLine1: string; town: string; postcode: string; companyNumber: string | null };
  lines: InvoiceLine[];
}

export interface InvoiceLine {
  day: string;
  kind: LedgerKind;
  reference: string | null;
  amountPence: number;
  /** For a credit: why, and the charge it reverses (its day, and its invoice once invoiced). */
  credit: {
    reason: { kind: "request"; reason: CreditReason } | { kind: "repeat"; reference: string; day: string } | null;
    chargeDay: string | null;
    chargeInvoice: string | null;
  } | null;
}

/** The invoice's data, for the company that owns it (`scope`), or for staff (no scope). */
export async function getInvoiceDocument(invoiceId: string, scope: CompanyScope | null): Promise<InvoiceDocument> {
  assertId(invoiceId, "backOffice:payments.errors.invoiceNotFound");
  const db = await getDb();
  const [row] = await db
    .select({ invoice: invoices, company: companies })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(and(eq(invoices.id, invoiceId), scope ? ownedBy(invoices, scope) : undefined));
  if (!row) throw new AppError("NOT_FOUND", "backOffice:payments.errors.invoiceNotFound");
  const charge = alias(ledgerEntries, "charge");
  const chargeInvoice = alias(invoices, "charge_invoice");
  const earlierLead = alias(leads, "earlier_lead");
  const earlierRequest = alias(quoteRequests, "earlier_request");
  const isCredit = eq(ledgerEntries.kind, "lead_credit");
  const lines = await db
    .select({
      createdAt: ledgerEntries.createdAt,
      kind: ledgerEntries.kind,
      reference: quoteRequests.reference,
      amountPence: ledgerEntries.amountPence,
      requestReason: leadCreditRequests.reason,
      earlierReference: earlierRequest.reference,
      earlierClaimedAt: earlierLead.claimedAt,
      chargedAt: charge.createdAt,
      chargeInvoice: chargeInvoice.number,
    })
    .from(ledgerEntries)
    .leftJoin(leads, eq(leads.id, ledgerEntries.leadId))
    .leftJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
    .leftJoin(
      leadCreditRequests,
      and(isCredit, eq(leadCreditRequests.leadId, ledgerEntries.leadId), eq(leadCreditRequests.status, "approved")),
    )
    .leftJoin(earlierLead, and(isCredit, eq(earlierLead.id, leads.duplicateOfLeadId)))
    .leftJoin(earlierRequest, eq(earlierRequest.id, earlierLead.quoteRequestId))
    .leftJoin(charge, and(isCredit, eq(charge.leadId, ledgerEntries.leadId), eq(charge.kind, "lead_charge")))
    .leftJoin(chargeInvoice, eq(chargeInvoice.id, charge.invoiceId))
    .where(and(eq(ledgerEntries.invoiceId, invoiceId), ne(ledgerEntries.kind, "payment")))
    // A repeat claim's credit is written with its charge, at the same instant: the charge first.
    .orderBy(asc(ledgerEntries.createdAt), sql`${isCredit}`, asc(ledgerEntries.id));
  const { invoice, company } = row;
  return {
    number: invoice.number,
    kind: invoice.kind,
    status: invoice.status,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    issuedOn: todayInUk(invoice.issuedAt),
    dueOn: invoice.dueOn,
    totalPence: invoice.totalPence,
    vatPence: invoice.vatPence,
    vatNumber: invoice.vatNumber,
    company: {
      name: company.name,
      addressLine1: company.addressLine1,
      town: company.town,
      postcode: company.postcode,
      companyNumber: company.companyNumber,
    },
    // On the invoice, a charge is what the company owes (positive) and a credit takes off.
    lines: lines.map((line) => ({
      day: todayInUk(line.createdAt),
      kind: line.kind,
      reference: line.reference,
      amountPence: -line.amountPence,
      credit:
        line.kind === "lead_credit"
          ? {
              reason: line.requestReason
                ? { kind: "request", reason: line.requestReason }
                : line.earlierReference && line.earlierClaimedAt
                  ? { kind: "repeat", reference: line.earlierReference, day: todayInUk(line.earlierClaimedAt) }
                  : null,
              chargeDay: line.chargedAt ? todayInUk(line.chargedAt) : null,
              chargeInvoice: line.chargeInvoice,
            }
          : null,
    })),
  };
}

const MARGIN = 50;
const PAGE_WIDTH = 595.28; // A4 in points
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const AMOUNT_WIDTH = 100;

/** DejaVu Sans from its npm package, so a deployment needs no system fonts. */
const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`);
const REGULAR = "DejaVuSans";
const BOLD = "DejaVuSans-Bold";

/** Renders the invoice; pdfkit is loaded on first use, so only PDF requests pay for it. */
export async function renderInvoicePdf(invoice: InvoiceDocument, supplier = getSupplier()): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const t = serverI18n(PDF_LOCALE).getFixedT(PDF_LOCALE, "backOffice", "payments.pdf");
  const money = (pence: number) => formatPounds(pence, PDF_LOCALE);
  const date = (day: string) => formatDate(day, PDF_LOCALE);

  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    font: fontFile(REGULAR),
    info: { Title: t("title", { number: invoice.number }), Author: supplier.name },
  });
  doc.registerFont(REGULAR, fontFile(REGULAR));
  doc.registerFont(BOLD, fontFile(BOLD));
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc
    .font(BOLD)
    .fontSize(20)
    .text(t("title", { number: invoice.number }));
  doc.font(REGULAR).fontSize(10).moveDown(0.5);
  doc.text(t(invoice.kind === "express" ? "kindExpress" : "kindMonthly"));
  doc.text(t("issued", { date: date(invoice.issuedOn) }));
  doc.text(t("period", { from: date(invoice.periodStart), to: date(invoice.periodEnd) }));
  doc.text(t("due", { date: date(invoice.dueOn), days: INVOICE_PAYMENT_TERMS_DAYS }));
  doc.text(t(invoice.status === "paid" ? "statusPaid" : "statusDue"));
  doc.moveDown();

  const partiesTop = doc.y;
  const half = CONTENT_WIDTH / 2 - 10;
  const { details } = supplier;
  const platform = [
    supplier.name,
    ...(details
      ? [...details.addressLines, t("companyNumber", { number: details.companyNumber })]
      : [t("supplierNotConfigured")]),
    invoice.vatNumber ? t("vatNumber", { number: invoice.vatNumber }) : null,
    supplier.supportEmail,
  ].filter((line): line is string => Boolean(line));
  const customer = [
    invoice.company.name,
    invoice.company.addressLine1,
    `${invoice.company.town} ${invoice.company.postcode}`,
    invoice.company.companyNumber ? t("companyNumber", { number: invoice.company.companyNumber }) : null,
  ].filter((line): line is string => Boolean(line));
  doc.font(BOLD).text(t("from"), MARGIN, partiesTop, { width: half });
  doc.font(REGULAR).text(platform.join("\n"), { width: half });
  const leftBottom = doc.y;
  doc.font(BOLD).text(t("to"), MARGIN + half + 20, partiesTop, { width: half });
  doc.font(REGULAR).text(customer.join("\n"), { width: half });
  doc.y = Math.max(leftBottom, doc.y);
  doc.moveDown(1.5);

  const row = (left: string, right: string, bold = false) => {
    const top = doc.y;
    doc.font(bold ? BOLD : REGULAR);
    doc.text(left, MARGIN, top, { width: CONTENT_WIDTH - AMOUNT_WIDTH - 10 });
    const bottom = doc.y;
    doc.text(right, PAGE_WIDTH - MARGIN - AMOUNT_WIDTH, top, { width: AMOUNT_WIDTH, align: "right" });
    doc.y = Math.max(bottom, doc.y);
    doc.moveDown(0.3);
  };
  const rule = () => {
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(PAGE_WIDTH - MARGIN, doc.y)
      .stroke();
    doc.moveDown(0.3);
  };

  // A charge names its lead; a credit also says why, and which charge (on which invoice) it reverses.
  const lineText = (line: InvoiceLine) => {
    const what = t(`lineKinds.${line.kind === "lead_credit" ? "lead_credit" : "lead_charge"}`, {
      reference: line.reference ?? "",
    });
    if (!line.credit) return what;
    const { reason, chargeDay, chargeInvoice } = line.credit;
    const why: (string | null)[] = [
      reason?.kind === "request" ? t(`creditReasons.${reason.reason}`) : null,
      reason?.kind === "repeat"
        ? t("creditReasons.repeat", { reference: reason.reference, date: date(reason.day) })
        : null,
      chargeDay && chargeInvoice ? t("reverses", { date: date(chargeDay), invoice: chargeInvoice }) : null,
      chargeDay && !chargeInvoice ? t("reversesUninvoiced", { date: date(chargeDay) }) : null,
    ];
    const said = why.filter((part): part is string => Boolean(part));
    return said.length > 0 ? `${what}: ${said.join("; ")}` : what;
  };
  row(t("line"), t("amount"), true);
  rule();
  for (const line of invoice.lines) row(`${date(line.day)}  ${lineText(line)}`, money(line.amountPence));
  if (invoice.lines.length === 0) row(t("noLines"), money(0));
  rule();
  if (invoice.vatNumber) {
    row(t("net"), money(invoice.totalPence - invoice.vatPence));
    row(t("vat", { rate: VAT_RATE_PERCENT }), money(invoice.vatPence));
  }
  row(t("total"), money(invoice.totalPence), true);
  doc.moveDown();
  doc
    .font(REGULAR)
    .fontSize(9)
    .text(t(invoice.vatNumber ? "pricesIncludeVat" : "noVat"), MARGIN);

  if (invoice.status === "due" && invoice.totalPence > 0) {
    doc.moveDown();
    doc.font(BOLD).fontSize(10).text(t("howToPay"), MARGIN);
    doc
      .font(REGULAR)
      .text(
        details
          ? [
              t("payTo", { name: details.bank.accountName }),
              t("sortCode", { code: details.bank.sortCode }),
              t("accountNumber", { number: details.bank.accountNumber }),
              t("payReference", { number: invoice.number }),
            ].join("\n")
          : t("bankNotConfigured"),
      );
  }

  doc.end();
  return finished;
}
