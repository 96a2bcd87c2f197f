import { formatPounds } from "~/lib/format";
import { describeMoveDate, type EmailMoveDate, simpleEmail } from "./lead-loop-email";
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
  const { t, locale } = context;
  return simpleEmail(
    {
      subject: t("customerBookingConfirmed.subject", { company: payload.companyName }),
      greeting: t("helloName", { name: payload.fullName }),
      paragraphs: [t("customerBookingConfirmed.intro", { company: payload.companyName, reference: payload.reference })],
      facts: [
        [t("customerBookingConfirmed.price"), formatPounds(payload.amountPence, locale)],
        [t("customerBookingConfirmed.movingDate"), describeMoveDate(payload.movingDate, context)],
        [t("customerBookingConfirmed.companyEmail"), payload.companyEmail],
        [t("customerBookingConfirmed.companyPhone"), payload.companyPhone],
      ],
      action: { label: t("customerBookingConfirmed.action"), url: payload.requestUrl },
      note: t("privateLink"),
    },
    context,
  );
}
