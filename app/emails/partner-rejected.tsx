import { SITE_NAME } from "~/lib/constants";
import { EmailLayout } from "./email-layout";
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
  return {
    subject: t("partnerRejected.subject", { company: companyName, siteName: SITE_NAME }),
    element: (
      <EmailLayout preview={intro} context={context}>
        <p>{t("hello")}</p>
        <p>{intro}</p>
        <p>
          <strong>{t("partnerRejected.reason")}</strong> {reason}
        </p>
        <p>{closing}</p>
      </EmailLayout>
    ),
    text: `${t("hello")}\n\n${intro}\n\n${t("partnerRejected.reason")} ${reason}\n\n${closing}\n`,
  };
}
