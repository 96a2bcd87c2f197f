import { and, asc, eq, ne } from "drizzle-orm";
import { companies, invoices, leads, ledgerEntries, quoteRequests } from "~/db/schema";
import { serverI18n } from "~/i18n/catalogues.server";
import { INVOICE_PAYMENT_TERMS_DAYS, VAT_RATE_PERCENT } from "~/lib/billing";
import { AppError } from "~/lib/errors";
import { formatDate, formatPounds } from "~/lib/format";
import { todayInUk } from "~/lib/schemas/quote-request";
import type { LedgerKind } from "~/lib/vocabulary";
import { getDb } from "../db.server";
import { getEnv } from "../env.server";
import { type CompanyScope, ownedBy } from "../partners/company-scope.server";
import { assertId } from "../validation.server";

/**
 * An invoice as a PDF (pdfkit): its number, the platform's and the company's details, every
 * line, the total and, when the platform has a VAT number, the VAT inside it. It is written in
 * English, the language of a UK tax document; Helvetica, a standard PDF font that needs nothing
 * embedded, has no Lithuanian letters anyway.
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
  lines: { day: string; kind: LedgerKind; reference: string | null; amountPence: number }[];
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
  const lines = await db
    .select({
      createdAt: ledgerEntries.createdAt,
      kind: ledgerEntries.kind,
      reference: quoteRequests.reference,
      amountPence: ledgerEntries.amountPence,
    })
    .from(ledgerEntries)
    .leftJoin(leads, eq(leads.id, ledgerEntries.leadId))
    .leftJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
    .where(and(eq(ledgerEntries.invoiceId, invoiceId), ne(ledgerEntries.kind, "payment")))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
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
    })),
  };
}

const MARGIN = 50;
const PAGE_WIDTH = 595.28; // A4 in points
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const AMOUNT_WIDTH = 100;

/** Renders the invoice; pdfkit is loaded on first use, so only PDF requests pay for it. */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const env = getEnv();
  const t = serverI18n(PDF_LOCALE).getFixedT(PDF_LOCALE, "backOffice", "payments.pdf");
  const money = (pence: number) => formatPounds(pence, PDF_LOCALE);
  const date = (day: string) => formatDate(day, PDF_LOCALE);

  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: t("title", { number: invoice.number }), Author: env.BUSINESS_NAME },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc
    .font("Helvetica-Bold")
    .fontSize(20)
    .text(t("title", { number: invoice.number }));
  doc.font("Helvetica").fontSize(10).moveDown(0.5);
  doc.text(t(invoice.kind === "express" ? "kindExpress" : "kindMonthly"));
  doc.text(t("issued", { date: date(invoice.issuedOn) }));
  doc.text(t("period", { from: date(invoice.periodStart), to: date(invoice.periodEnd) }));
  doc.text(t("due", { date: date(invoice.dueOn), days: INVOICE_PAYMENT_TERMS_DAYS }));
  doc.text(t(invoice.status === "paid" ? "statusPaid" : "statusDue"));
  doc.moveDown();

  const partiesTop = doc.y;
  const half = CONTENT_WIDTH / 2 - 10;
  const platform = [
    env.BUSINESS_NAME,
    ...(env.BUSINESS_ADDRESS ? env.BUSINESS_ADDRESS.split(",").map((part) => part.trim()) : []),
    env.BUSINESS_COMPANY_NUMBER ? t("companyNumber", { number: env.BUSINESS_COMPANY_NUMBER }) : null,
    invoice.vatNumber ? t("vatNumber", { number: invoice.vatNumber }) : null,
    env.SUPPORT_EMAIL ?? null,
  ].filter((line): line is string => Boolean(line));
  const customer = [
    invoice.company.name,
    invoice.company.addressLine1,
    `${invoice.company.town} ${invoice.company.postcode}`,
    invoice.company.companyNumber ? t("companyNumber", { number: invoice.company.companyNumber }) : null,
  ].filter((line): line is string => Boolean(line));
  doc.font("Helvetica-Bold").text(t("from"), MARGIN, partiesTop, { width: half });
  doc.font("Helvetica").text(platform.join("\n"), { width: half });
  const leftBottom = doc.y;
  doc.font("Helvetica-Bold").text(t("to"), MARGIN + half + 20, partiesTop, { width: half });
  doc.font("Helvetica").text(customer.join("\n"), { width: half });
  doc.y = Math.max(leftBottom, doc.y);
  doc.moveDown(1.5);

  const row = (left: string, right: string, bold = false) => {
    const top = doc.y;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica");
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

  row(t("line"), t("amount"), true);
  rule();
  for (const line of invoice.lines) {
    const what = t(`lineKinds.${line.kind === "lead_credit" ? "lead_credit" : "lead_charge"}`, {
      reference: line.reference ?? "",
    });
    row(`${date(line.day)}  ${what}`, money(line.amountPence));
  }
  if (invoice.lines.length === 0) row(t("noLines"), money(0));
  rule();
  if (invoice.vatNumber) {
    row(t("net"), money(invoice.totalPence - invoice.vatPence));
    row(t("vat", { rate: VAT_RATE_PERCENT }), money(invoice.vatPence));
  }
  row(t("total"), money(invoice.totalPence), true);
  doc.moveDown();
  doc
    .font("Helvetica")
    .fontSize(9)
    .text(t(invoice.vatNumber ? "pricesIncludeVat" : "noVat"), MARGIN);

  doc.end();
  return finished;
}
