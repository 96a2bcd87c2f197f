import { composeEmail } from "./email-kit";
import type { EmailContent, EmailContext } from "./types";

/** To every company with a lead on a request the customer cancelled. */
export interface PartnerRequestCancelledPayload {
  companyName: string;
  reference: string;
  area: string;
  reason: string | null;
}

export function partnerRequestCancelled(payload: PartnerRequestCancelledPayload, context: EmailContext): EmailContent {
  const { t } = context;
  const { reference, area, reason } = payload;
  return composeEmail(
    {
      subject: t("partnerRequestCancelled.subject", { reference }),
      greeting: t("helloName", { name: payload.companyName }),
      blocks: [
        t("partnerRequestCancelled.intro", { reference, area }),
        ...(reason ? [t("partnerRequestCancelled.reason", { reason })] : []),
      ],
    },
    context,
  );
}
