import { contactAcknowledgement } from "./contact-acknowledgement";
import { partnerApplicationReceived } from "./partner-application-received";
import { partnerApprovedSetPassword } from "./partner-approved-set-password";
import { partnerNewLead } from "./partner-new-lead";
import { partnerRejected } from "./partner-rejected";
import { passwordReset } from "./password-reset";
import { quoteRequestConfirmation } from "./quote-request-confirmation";
import { quoteVerificationCode } from "./quote-verification-code";
import { staffInvite } from "./staff-invite";
import type { EmailContent, EmailContext } from "./types";

/** Every email the app sends, by template name; the payload type follows from the name. */
export const emailTemplates = {
  "contact-acknowledgement": contactAcknowledgement,
  "quote-verification-code": quoteVerificationCode,
  "quote-request-confirmation": quoteRequestConfirmation,
  "partner-new-lead": partnerNewLead,
  "partner-application-received": partnerApplicationReceived,
  "password-reset": passwordReset,
  "partner-approved-set-password": partnerApprovedSetPassword,
  "partner-rejected": partnerRejected,
  "staff-invite": staffInvite,
} satisfies Record<string, (payload: never, context: EmailContext) => EmailContent>;

export type EmailTemplateName = keyof typeof emailTemplates;
export type EmailPayload<T extends EmailTemplateName> = Parameters<(typeof emailTemplates)[T]>[0];
