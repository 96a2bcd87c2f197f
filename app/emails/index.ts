import { contactAcknowledgement } from "./contact-acknowledgement";
import { customerBookingConfirmed } from "./customer-booking-confirmed";
import { customerJobCancelled } from "./customer-job-cancelled";
import { customerJobDateAgreed } from "./customer-job-date-agreed";
import { customerLeadClaimed } from "./customer-lead-claimed";
import { customerQuoteReceived } from "./customer-quote-received";
import { customerRequestLinks } from "./customer-request-links";
import { customerRequestProgress } from "./customer-request-progress";
import { partnerAccountExists } from "./partner-account-exists";
import { partnerApplicationReceived } from "./partner-application-received";
import { partnerApprovedSetPassword } from "./partner-approved-set-password";
import { partnerCreditDecision } from "./partner-credit-decision";
import { partnerLeadDigest } from "./partner-lead-digest";
import { partnerMovingDateChanged } from "./partner-moving-date-changed";
import { partnerNewLead } from "./partner-new-lead";
import { partnerQuoteLost } from "./partner-quote-lost";
import { partnerQuoteWon } from "./partner-quote-won";
import { partnerRejected } from "./partner-rejected";
import { partnerRequestCancelled } from "./partner-request-cancelled";
import { partnerTeamInvite } from "./partner-team-invite";
import { passwordReset } from "./password-reset";
import { quoteRequestConfirmation } from "./quote-request-confirmation";
import { quoteVerificationCode } from "./quote-verification-code";
import { reviewDecision } from "./review-decision";
import { reviewInvitation } from "./review-invitation";
import { staffInvite } from "./staff-invite";
import type { EmailContent, EmailContext } from "./types";

/** Every email the app sends, by template name; the payload type follows from the name. */
export const emailTemplates = {
  "contact-acknowledgement": contactAcknowledgement,
  "quote-verification-code": quoteVerificationCode,
  "quote-request-confirmation": quoteRequestConfirmation,
  "partner-new-lead": partnerNewLead,
  "partner-application-received": partnerApplicationReceived,
  "partner-account-exists": partnerAccountExists,
  "password-reset": passwordReset,
  "partner-approved-set-password": partnerApprovedSetPassword,
  "partner-rejected": partnerRejected,
  "staff-invite": staffInvite,
  // The lead loop: claims, quotes, bookings and the customer's private links.
  "customer-lead-claimed": customerLeadClaimed,
  "customer-quote-received": customerQuoteReceived,
  "customer-booking-confirmed": customerBookingConfirmed,
  "customer-request-links": customerRequestLinks,
  // A day after the request was verified: the quotes and claims so far.
  "customer-request-progress": customerRequestProgress,
  "partner-quote-won": partnerQuoteWon,
  "partner-quote-lost": partnerQuoteLost,
  "partner-request-cancelled": partnerRequestCancelled,
  "partner-moving-date-changed": partnerMovingDateChanged,
  // Verified reviews: the invitation after a move (and its reminder), and staff's decision.
  "review-invitation": reviewInvitation,
  "review-decision": reviewDecision,
  // Payments: staff's decision on a company's request for a lead's credit.
  "partner-credit-decision": partnerCreditDecision,
  // New invitations once a day (Preferences) and a colleague added to a company's team.
  "partner-lead-digest": partnerLeadDigest,
  "partner-team-invite": partnerTeamInvite,
  // A booked job the company cancelled.
  "customer-job-cancelled": customerJobCancelled,
  // The day agreed inside a flexible window, set or changed by the company.
  "customer-job-date-agreed": customerJobDateAgreed,
} satisfies Record<string, (payload: never, context: EmailContext) => EmailContent>;

export type EmailTemplateName = keyof typeof emailTemplates;
export type EmailPayload<T extends EmailTemplateName> = Parameters<(typeof emailTemplates)[T]>[0];
