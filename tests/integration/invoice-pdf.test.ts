import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { invoices } from "~/db/schema";
import { partnerInvoicePdfPath, VAT_RATE_PERCENT, vatIncluded } from "~/lib/billing";
import { formatPounds } from "~/lib/format";
import { getInvoiceDocument, renderInvoicePdf } from "~/server/billing/invoice-pdf.server";
import { claimLead } from "~/server/leads/claim-lead.server";
import { createCompany } from "../factories/companies";
import { createOpenRequest } from "../factories/leads";
import { createSignedInUser } from "../factories/users";
import { setupTestDatabase } from "../setup/test-database";
import { page } from "../support/http";
import { pdfText } from "../support/pdf-text";
import { callRoute } from "../support/routes";

/** The invoice PDF: the claim's charge on it, VAT with a VAT number, for its company only. */

// Read when configuration is first loaded, during the first test.
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
});
