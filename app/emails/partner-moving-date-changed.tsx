import { describeMoveDate, type EmailMoveDate, simpleEmail } from "./lead-loop-email";
import type { EmailContent, EmailContext } from "./types";

/** To every company that claimed the request when the customer changes the moving date. */
export interface PartnerMovingDateChangedPayload {
  companyName: string;
  reference: string;
  area: string;
  previousDate: EmailMoveDate;
  newDate: EmailMoveDate;
  hasQuote: boolean;
  leadUrl: string;
}

export function partnerMovingDateChanged(
  payload: PartnerMovingDateChangedPayload,
  context: EmailContext,
): EmailContent {
  return simpleEmail(
    {
      subject: `New moving date for request ${payload.reference}`,
      greeting: `Hello ${payload.companyName},`,
      paragraphs: [
        `The customer of request ${payload.reference} (${payload.area}) has changed the moving date.`,
        ...(payload.hasQuote
          ? ["Your quote is now shown to the customer as given for the earlier date: revise it if the price changes."]
          : []),
      ],
      facts: [
        ["Earlier date", describeMoveDate(payload.previousDate)],
        ["New date", describeMoveDate(payload.newDate)],
      ],
      action: { label: "Open the lead", url: payload.leadUrl },
    },
    context,
  );
}
