import { composeEmail, describeMoveDate, type EmailMoveDate } from "./email-kit";
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
  const { t } = context;
  const { reference, area } = payload;
  return composeEmail(
    {
      subject: t("partnerMovingDateChanged.subject", { reference }),
      greeting: t("helloName", { name: payload.companyName }),
      blocks: [
        t("partnerMovingDateChanged.intro", { reference, area }),
        ...(payload.hasQuote ? [t("partnerMovingDateChanged.quoteForEarlierDate")] : []),
        {
          facts: [
            [t("partnerMovingDateChanged.earlierDate"), describeMoveDate(payload.previousDate, context)],
            [t("partnerMovingDateChanged.newDate"), describeMoveDate(payload.newDate, context)],
          ],
        },
        { button: { label: t("partnerMovingDateChanged.action"), url: payload.leadUrl } },
      ],
    },
    context,
  );
}
