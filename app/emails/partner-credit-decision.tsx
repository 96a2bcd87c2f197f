import { formatPounds } from "~/lib/format";
import type { CreditReason } from "~/lib/vocabulary";
import { composeEmail } from "./email-kit";
import type { EmailContent, EmailContext } from "./types";

/** To the company once staff approve or reject its request for a lead's credit. */
export interface PartnerCreditDecisionPayload {
  companyName: string;
  reference: string;
  reason: CreditReason;
  decision: "approved" | "rejected";
  creditPence: number;
  rejectionReason: string | null;
  leadUrl: string;
}

export function partnerCreditDecision(payload: PartnerCreditDecisionPayload, context: EmailContext): EmailContent {
  const { t, locale } = context;
  const { reference } = payload;
  const approved = payload.decision === "approved";
  return composeEmail(
    {
      subject: approved
        ? t("creditDecision.approvedSubject", { reference })
        : t("creditDecision.rejectedSubject", { reference }),
      greeting: t("helloName", { name: payload.companyName }),
      blocks: [
        approved
          ? t("creditDecision.approvedIntro", { reference, amount: formatPounds(payload.creditPence, locale) })
          : t("creditDecision.rejectedIntro", { reference }),
        {
          facts: [
            [t("creditDecision.yourReason"), t(`creditDecision.reasons.${payload.reason}`)],
            ...(payload.rejectionReason
              ? [[t("creditDecision.staffReason"), payload.rejectionReason] as [string, string]]
              : []),
          ],
        },
        { button: { label: t("creditDecision.viewLead"), url: payload.leadUrl } },
      ],
    },
    context,
  );
}
