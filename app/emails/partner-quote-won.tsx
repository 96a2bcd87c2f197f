import { formatPounds } from "~/lib/format";
import { describeMoveDate, type EmailMoveDate, simpleEmail } from "./lead-loop-email";
import type { EmailContent, EmailContext } from "./types";

/** To the company whose quote the customer accepted: the job is in its My work. */
export interface PartnerQuoteWonPayload {
  companyName: string;
  reference: string;
  jobReference: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  movingDate: EmailMoveDate;
  amountPence: number;
  workUrl: string;
}

export function partnerQuoteWon(payload: PartnerQuoteWonPayload, context: EmailContext): EmailContent {
  return simpleEmail(
    {
      subject: `You won the job ${payload.jobReference}`,
      greeting: `Hello ${payload.companyName},`,
      paragraphs: [
        `${payload.customerName} accepted your quote for request ${payload.reference}. The job ${payload.jobReference} is now in My work; please contact the customer to confirm the details.`,
      ],
      facts: [
        ["Price", formatPounds(payload.amountPence)],
        ["Moving date", describeMoveDate(payload.movingDate)],
        ["Customer email", payload.customerEmail],
        ["Customer phone", payload.customerPhone ?? "Not given"],
      ],
      action: { label: "Open My work", url: payload.workUrl },
    },
    context,
  );
}
