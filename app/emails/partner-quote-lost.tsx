import { composeEmail } from "./email-kit";
import type { EmailContent, EmailContext } from "./types";

/** To every other company that claimed the request once the customer booked someone else. */
export interface PartnerQuoteLostPayload {
  companyName: string;
  reference: string;
  area: string;
}

export function partnerQuoteLost(payload: PartnerQuoteLostPayload, context: EmailContext): EmailContent {
  const { t } = context;
  const { reference, area } = payload;
  return composeEmail(
    {
      subject: t("partnerQuoteLost.subject", { reference }),
      greeting: t("helloName", { name: payload.companyName }),
      blocks: [t("partnerQuoteLost.intro", { reference, area })],
    },
    context,
  );
}
