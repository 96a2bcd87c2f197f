import { data } from "react-router";
import { AppError } from "~/lib/errors";
import { invoicePaymentSchema } from "~/lib/schemas/billing";
import { staffContext } from "~/server/auth/middleware.server";
import { getInvoiceDocument, renderInvoicePdf } from "~/server/billing/invoice-pdf.server";
import { recordInvoicePayment } from "~/server/billing/invoices.server";
import { failureFromError, formSuccess, parseSubmission } from "~/server/forms.server";
import type { Route } from "./+types/invoices.$id";
import { readRecordId } from "./detail.server";

/** GET /admin/invoices/:id: the invoice as a PDF, as the company gets it. */
export async function loader({ params }: Route.LoaderArgs) {
  try {
    const invoice = await getInvoiceDocument(readRecordId(params.id), null);
    return new Response(new Uint8Array(await renderInvoicePdf(invoice)), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `inline; filename="${invoice.number}.pdf"`,
        "cache-control": "private, no-store",
      },
    });
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") throw data(null, { status: 404 });
    throw error;
  }
}

/** POST (`reference`): the invoice's total was received; it is paid (audited, on the ledger). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const actorUserId = context.get(staffContext).id;
  const submission = await parseSubmission(request, invoicePaymentSchema);
  if (!submission.ok) return submission.failure;
  try {
    await recordInvoicePayment({ invoiceId: readRecordId(params.id), actorUserId, ...submission.data });
    return formSuccess({ paid: true });
  } catch (error) {
    return failureFromError(error);
  }
}
