import { formatDate, formatPounds } from "~/lib/format";
import { PRIVATE_LINK_NOTE, simpleEmail } from "./lead-loop-email";
import type { EmailContent, EmailContext } from "./types";

/** To the customer when a company sends or revises its quote. */
export interface CustomerQuoteReceivedPayload {
  fullName: string;
  reference: string;
  companyName: string;
  amountPence: number;
  validUntil: string;
  revised: boolean;
  requestUrl: string;
}

export function customerQuoteReceived(payload: CustomerQuoteReceivedPayload, context: EmailContext): EmailContent {
  const what = payload.revised ? "has revised its quote" : "has sent you a quote";
  return simpleEmail(
    {
      subject: `${payload.companyName} ${what} for request ${payload.reference}`,
      greeting: `Hello ${payload.fullName},`,
      paragraphs: [
        `${payload.companyName} ${what}: ${formatPounds(payload.amountPence)}, valid until ${formatDate(payload.validUntil)}.`,
        "Compare it with your other quotes and book the one you prefer on your request page.",
      ],
      action: { label: "Compare your quotes", url: payload.requestUrl },
      note: PRIVATE_LINK_NOTE,
    },
    context,
  );
}
