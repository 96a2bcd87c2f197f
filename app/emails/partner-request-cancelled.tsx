import { simpleEmail } from "./lead-loop-email";
import type { EmailContent, EmailContext } from "./types";

/** To every company with a lead on a request the customer cancelled. */
export interface PartnerRequestCancelledPayload {
  companyName: string;
  reference: string;
  area: string;
  reason: string | null;
}

export function partnerRequestCancelled(payload: PartnerRequestCancelledPayload, context: EmailContext): EmailContent {
  return simpleEmail(
    {
      subject: `Request ${payload.reference} was cancelled by the customer`,
      greeting: `Hello ${payload.companyName},`,
      paragraphs: [
        `The customer of request ${payload.reference} (${payload.area}) has cancelled it. It no longer takes claims or quotes, and any booking on it is cancelled.`,
        ...(payload.reason ? [`The customer's reason: ${payload.reason}`] : []),
      ],
    },
    context,
  );
}
