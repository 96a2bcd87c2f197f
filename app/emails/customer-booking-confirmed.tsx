import { formatPounds } from "~/lib/format";
import { describeMoveDate, type EmailMoveDate, PRIVATE_LINK_NOTE, simpleEmail } from "./lead-loop-email";
import type { EmailContent, EmailContext } from "./types";

/** To the customer after accepting a quote. */
export interface CustomerBookingConfirmedPayload {
  fullName: string;
  reference: string;
  companyName: string;
  companyEmail: string;
  companyPhone: string;
  amountPence: number;
  movingDate: EmailMoveDate;
  requestUrl: string;
}

export function customerBookingConfirmed(
  payload: CustomerBookingConfirmedPayload,
  context: EmailContext,
): EmailContent {
  return simpleEmail(
    {
      subject: `Your move is booked with ${payload.companyName}`,
      greeting: `Hello ${payload.fullName},`,
      paragraphs: [
        `You accepted the quote of ${payload.companyName} for request ${payload.reference}. The company has been told and will contact you to arrange the details. The other companies have been told that you chose another mover.`,
      ],
      facts: [
        ["Price", formatPounds(payload.amountPence)],
        ["Moving date", describeMoveDate(payload.movingDate)],
        ["Company email", payload.companyEmail],
        ["Company phone", payload.companyPhone],
      ],
      action: { label: "View your booking", url: payload.requestUrl },
      note: PRIVATE_LINK_NOTE,
    },
    context,
  );
}
