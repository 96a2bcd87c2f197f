import { type ContactAcknowledgementPayload, contactAcknowledgement } from "./contact-acknowledgement";
import { type PartnerApplicationReceivedPayload, partnerApplicationReceived } from "./partner-application-received";
import { type PartnerApprovedSetPasswordPayload, partnerApprovedSetPassword } from "./partner-approved-set-password";
import { type PartnerNewLeadPayload, partnerNewLead } from "./partner-new-lead";
import { type PasswordResetPayload, passwordReset } from "./password-reset";
import { type QuoteConfirmationPayload, quoteConfirmation } from "./quote-confirmation";
import { type QuoteVerificationCodePayload, quoteVerificationCode } from "./quote-verification-code";
import type { EmailContent } from "./types";

/** Every email the app sends, by template name; the payload type follows from the name. */
export const emailTemplates = {
  "contact-acknowledgement": contactAcknowledgement,
  "quote-verification-code": quoteVerificationCode,
  "quote-confirmation": quoteConfirmation,
  "partner-new-lead": partnerNewLead,
  "partner-application-received": partnerApplicationReceived,
  "password-reset": passwordReset,
  "partner-approved-set-password": partnerApprovedSetPassword,
} satisfies Record<string, (payload: never) => EmailContent>;

export type EmailTemplateName = keyof typeof emailTemplates;
export type EmailPayload<T extends EmailTemplateName> = Parameters<(typeof emailTemplates)[T]>[0];
export type {
  ContactAcknowledgementPayload,
  EmailContent,
  PartnerApprovedSetPasswordPayload,
  PartnerNewLeadPayload,
  PasswordResetPayload,
  QuoteConfirmationPayload,
  QuoteVerificationCodePayload,
};
