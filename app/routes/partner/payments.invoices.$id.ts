import { data } from "react-router";
import { AppError } from "~/lib/errors";
import { partnerContext, requireOwner } from "~/server/auth/middleware.server";
import { getInvoiceDocument, renderInvoicePdf } from "~/server/billing/invoice-pdf.server";
import { scopeOf } from "~/server/partners/company-scope.server";
import type { Route } from "./+types/payments.invoices.$id";

/** GET /partner/admin/payments/invoices/:id (owners only): the company's invoice as a PDF. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const partner = context.get(partnerContext);
  requireOwner(partner);
  try {
    const invoice = await getInvoiceDocument(params.id, scopeOf(partner));
    const pdf = await renderInvoicePdf(invoice);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `inline; filename="${invoice.number}.pdf"`,
        "cache-control": "private, no-store",
      },
    });
  } catch (error) {
    // Another company's invoice, or an id that is no id.
    if (error instanceof AppError && error.code === "NOT_FOUND") throw data(null, { status: 404 });
    throw error;
  }
}
