import { formatPounds } from "~/lib/format";
import { formatUkPhone } from "~/lib/schemas/uk-phone";
import { composeEmail, describeMoveDate, type EmailMoveDate } from "./email-kit";
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
  const { t, locale } = context;
  const job = payload.jobReference;
  return composeEmail(
    {
      subject: t("partnerQuoteWon.subject", { job }),
      greeting: t("helloName", { name: payload.companyName }),
      blocks: [
        t("partnerQuoteWon.intro", { customer: payload.customerName, reference: payload.reference, job }),
        {
          facts: [
            [t("partnerQuoteWon.price"), formatPounds(payload.amountPence, locale)],
            [t("partnerQuoteWon.movingDate"), describeMoveDate(payload.movingDate, context)],
            [t("partnerQuoteWon.customerEmail"), payload.customerEmail],
            [
              t("partnerQuoteWon.customerPhone"),
              formatUkPhone(payload.customerPhone) ?? t("partnerQuoteWon.phoneNotGiven"),
            ],
          ],
        },
        { button: { label: t("partnerQuoteWon.action"), url: payload.workUrl } },
      ],
    },
    context,
  );
}
