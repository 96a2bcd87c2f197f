import { SITE_NAME } from "~/lib/constants";
import { EmailLayout } from "./email-layout";
import type { EmailContent } from "./types";

export interface PartnerRejectedPayload {
  companyName: string;
  reason: string;
}

export function partnerRejected({ companyName, reason }: PartnerRejectedPayload): EmailContent {
  const subject = `Your ${SITE_NAME} partner application for ${companyName}`;
  const intro = `Thank you for applying to become a ${SITE_NAME} partner. We have reviewed the application for ${companyName} and cannot approve it at this time.`;
  const closing = "If you can address the reason above, you are welcome to apply again or reply to this email.";
  return {
    subject,
    element: (
      <EmailLayout preview={intro}>
        <p>Hello,</p>
        <p>{intro}</p>
        <p>
          <strong>Reason:</strong> {reason}
        </p>
        <p>{closing}</p>
      </EmailLayout>
    ),
    text: `Hello,\n\n${intro}\n\nReason: ${reason}\n\n${closing}\n`,
  };
}
