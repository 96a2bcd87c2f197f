import { and, desc, eq } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { invoices } from "~/db/schema";
import { partnerInvoicePdfPath, VAT_RATE_PERCENT, vatIncluded } from "~/lib/billing";
import { formatDate, formatPounds } from "~/lib/format";
import { todayInUk } from "~/lib/uk-time";
import { decideCreditRequest, requestLeadCredit } from "~/server/billing/credit-requests.server";
import { getInvoiceDocument, renderInvoicePdf } from "~/server/billing/invoice-pdf.server";
import { issueMonthlyInvoices } from "~/server/billing/invoices.server";
import { parseEnv } from "~/server/env.server";
import { claimLead } from "~/server/leads/claim-lead.server";
import { supplierFrom } from "~/server/supplier.server";
import { createCompany } from "../../factories/companies";
import { createOpenRequest } from "../../factories/leads";
import { createSignedInUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { page } from "../../support/http";
import { pdfText } from "../../support/pdf-text";
import { callRoute } from "../../support/routes";
import { TEST_SUPPLIER_SETTINGS } from "../../support/supplier-settings";

/**
 * The invoice PDF: the claim's charge on it, VAT with a VAT number, the supplier and where to
 * pay, lines in date order with each credit's reason and the charge it reverses, any language's
 * letters, for its company only.
 */

// Read when configuration is first loaded, during the first test. Test values, not real ones.
for (const [name, value] of Object.entries(TEST_SUPPLIER_SETTINGS)) vi.stubEnv(name, value);
vi.stubEnv("VAT_NUMBER", "GB123456789");
afterAll(() => vi.unstubAllEnvs());

describe("invoice PDF", () => {
  const db = setupTestDatabase();

  it("shows the claim's charge, both parties, the number and the VAT", async () => {
    const company = await createCompany(db(), { expressPay: true, name: "Pennine Removals" });
    const owner = await createSignedInUser({ role: "partner", company });
    const request = await createOpenRequest(db());
    const claim = await claimLead({ companyId: company.id }, { quoteRequestId: request.id, actorUserId: owner.id });
    const [invoice] = await db().select().from(invoices).where(eq(invoices.companyId, company.id));
    if (!invoice) throw new Error("expected the express invoice");
    expect(invoice).toMatchObject({ vatNumber: "GB123456789", vatPence: vatIncluded(claim.pricePence) });

    const text = pdfText(await renderInvoicePdf(await getInvoiceDocument(invoice.id, { companyId: company.id })));
    expect(text).toContain(`Invoice ${invoice.number}`);
    expect(text).toContain("Pennine Removals");
    expect(text).toContain(`Lead ${claim.reference}`);
    expect(text).toContain(formatPounds(claim.pricePence, "en-GB"));
    expect(text).toContain("VAT number GB123456789");
    expect(text).toContain(`VAT at ${VAT_RATE_PERCENT}%`);
    expect(text).toContain(formatPounds(vatIncluded(claim.pricePence), "en-GB"));

    const answer = await callRoute(page(partnerInvoicePdfPath(invoice.id), { cookie: owner.cookie }));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(answer.headers.get("content-disposition")).toContain(`${invoice.number}.pdf`);

    const stranger = await createSignedInUser({ role: "partner", company: await createCompany(db()) });
    expect((await callRoute(page(partnerInvoicePdfPath(invoice.id), { cookie: stranger.cookie }))).status).toBe(404);
    expect((await callRoute(page(partnerInvoicePdfPath("not-an-id"), { cookie: owner.cookie }))).status).toBe(404);
  });

  it("names the supplier and prints where to pay: the bank account and the invoice's number as reference", async () => {
    const company = await createCompany(db(), { expressPay: true });
    const owner = await createSignedInUser({ role: "partner", company });
    await claimLead(
      { companyId: company.id },
      { quoteRequestId: (await createOpenRequest(db())).id, actorUserId: owner.id },
    );
    const [invoice] = await db().select().from(invoices).where(eq(invoices.companyId, company.id));
    if (!invoice) throw new Error("expected the express invoice");

    const text = pdfText(await renderInvoicePdf(await getInvoiceDocument(invoice.id, null)));
    for (const line of ["MoveMatch Test Ltd", "1 Test Street", "Testville", "TE1 1ST", "Company number 00000000"]) {
      expect(text).toContain(line);
    }
    expect(text).toContain("support@movematch.example");
    expect(text).toContain("How to pay");
    expect(text).toContain("Bank transfer to MoveMatch Test Ltd");
    expect(text).toContain("Sort code 00-00-00");
    expect(text).toContain("Account number 00000000");
    expect(text).toContain(`Reference ${invoice.number}`);
  });

  it("says plainly that the supplier's details are not configured rather than print any", async () => {
    const company = await createCompany(db(), { expressPay: true });
    const owner = await createSignedInUser({ role: "partner", company });
    await claimLead(
      { companyId: company.id },
      { quoteRequestId: (await createOpenRequest(db())).id, actorUserId: owner.id },
    );
    const [invoice] = await db().select().from(invoices).where(eq(invoices.companyId, company.id));
    if (!invoice) throw new Error("expected the express invoice");
    const localRun = supplierFrom(
      parseEnv({ NODE_ENV: "production", LOCAL_RUN: "true", BETTER_AUTH_SECRET: "s".repeat(40) }),
    );

    const text = pdfText(await renderInvoicePdf(await getInvoiceDocument(invoice.id, null), localRun));
    expect(text).toContain("Supplier details not configured");
    expect(text).toContain("Payment details not configured");
    expect(text).not.toContain("Sort code");
  });

  it("prints Lithuanian letters as written", async () => {
    const company = await createCompany(db(), {
      expressPay: true,
      name: "Žemaitė ąčęėįšųūž",
      addressLine1: "Šilutės g. 7",
      town: "Kaunas",
    });
    const owner = await createSignedInUser({ role: "partner", company });
    await claimLead(
      { companyId: company.id },
      { quoteRequestId: (await createOpenRequest(db())).id, actorUserId: owner.id },
    );
    const [invoice] = await db().select().from(invoices).where(eq(invoices.companyId, company.id));
    if (!invoice) throw new Error("expected the express invoice");

    const text = pdfText(await renderInvoicePdf(await getInvoiceDocument(invoice.id, null)));
    expect(text).toContain("Žemaitė ąčęėįšųūž");
    expect(text).toContain("Šilutės g. 7");
  });

  it("lists a repeat claim's charge before the credit that reverses it, with the credit's reason", async () => {
    const company = await createCompany(db(), { expressPay: true });
    const owner = await createSignedInUser({ role: "partner", company });
    const scope = { companyId: company.id };
    // The charge and its credit are written at one instant; several pairs rule out luck.
    for (let pair = 0; pair < 4; pair += 1) {
      const email = `repeat-${pair}-${company.id}@example.com`;
      const first = await claimLead(scope, {
        quoteRequestId: (await createOpenRequest(db(), { email })).id,
        actorUserId: owner.id,
      });
      const repeat = await claimLead(scope, {
        quoteRequestId: (await createOpenRequest(db(), { email })).id,
        actorUserId: owner.id,
      });
      expect(repeat.credit).not.toBeNull();
      const [invoice] = await db()
        .select()
        .from(invoices)
        .where(eq(invoices.companyId, company.id))
        .orderBy(desc(invoices.number));
      if (!invoice) throw new Error("expected the repeat claim's express invoice");

      const text = pdfText(await renderInvoicePdf(await getInvoiceDocument(invoice.id, scope))).replace(/\s+/g, " ");
      const today = formatDate(todayInUk(), "en-GB");
      const charge = text.indexOf(`Lead ${repeat.reference}`);
      const credit = text.indexOf(
        `Credit for lead ${repeat.reference}: a repeat request: the same customer's ${first.reference} was claimed on ${today}; reverses the charge of ${today} on invoice ${invoice.number}`,
      );
      expect(charge).toBeGreaterThan(-1);
      expect(credit).toBeGreaterThan(charge);
    }
  });

  it("states an approved credit's reason and the earlier invoice whose charge it reverses", async () => {
    const company = await createCompany(db(), { expressPay: true });
    const owner = await createSignedInUser({ role: "partner", company });
    const staff = await createSignedInUser({ role: "staff", twoFactor: true });
    const scope = { companyId: company.id };
    const claimedAt = new Date("2026-03-10T10:00:00Z");
    const claim = await claimLead(scope, {
      quoteRequestId: (await createOpenRequest(db())).id,
      actorUserId: owner.id,
      now: claimedAt,
    });
    const [express] = await db().select().from(invoices).where(eq(invoices.companyId, company.id));
    if (!express) throw new Error("expected the express invoice");
    const asked = await requestLeadCredit(scope, {
      leadId: claim.leadId,
      reason: "contact_details_wrong",
      details: null,
      actorUserId: owner.id,
      now: new Date("2026-03-11T10:00:00Z"),
    });
    await decideCreditRequest({
      requestId: asked.id,
      decision: "approve",
      actorUserId: staff.id,
      now: new Date("2026-03-12T10:00:00Z"),
    });
    await db().transaction((tx) => issueMonthlyInvoices(tx, [company.id], new Date("2026-04-02T08:00:00Z")));
    const [monthly] = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.companyId, company.id), eq(invoices.kind, "monthly")));
    if (!monthly) throw new Error("expected the monthly invoice");

    const text = pdfText(await renderInvoicePdf(await getInvoiceDocument(monthly.id, scope))).replace(/\s+/g, " ");
    expect(text).toContain(
      `Credit for lead ${claim.reference}: contact details wrong or unreachable; reverses the charge of 10 March 2026 on invoice ${express.number}`,
    );
  });
});
