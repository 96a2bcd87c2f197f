import { simpleEmail } from "./lead-loop-email";
import type { EmailContent, EmailContext } from "./types";

/** To every other company that claimed the request once the customer booked someone else. */
export interface PartnerQuoteLostPayload {
  companyName: string;
  reference: string;
  area: string;
}

export function partnerQuoteLost(payload: PartnerQuoteLostPayload, context: EmailContext): EmailContent {
  return simpleEmail(
    {
      subject: `The customer of request ${payload.reference} chose another company`,
      greeting: `Hello ${payload.companyName},`,
      paragraphs: [
        `The customer of request ${payload.reference} (${payload.area}) has booked another company. Thank you for your interest; there is nothing more to do on this lead.`,
      ],
    },
    context,
  );
}
