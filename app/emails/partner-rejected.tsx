import { SITE_NAME } from "~/lib/constants";
import { composeEmail } from "./email-kit";
import type { EmailContent, EmailContext } from "./types";

export interface PartnerRejectedPayload {
  companyName: string;
  reason: string;
}

export function partnerRejected({ companyName, reason }: PartnerRejectedPayload, context: EmailContext): EmailContent {
  const { t } = context;
  const intro = t("partnerRejected.intro", { company: companyName, siteName: SITE_NAME });
  // A reply is invited only where it reaches the support address (the Reply-To of every email).
  const closing = t(context.sender.supportEmail ? "partnerRejected.closing" : "partnerRejected.closingWithoutReply");
  return composeEmail(
    {
      subject: t("partnerRejected.subject", { company: companyName, siteName: SITE_NAME }),
      greeting: t("hello"),
      blocks: [intro, { facts: [[t("partnerRejected.reason"), reason]] }, closing],
    },
    context,
  );
}
