import { z } from "~/lib/zod";
import { contactSchema } from "./contact";
import { requiredText } from "./fields";

/** The longest subject a partner's support message takes. */
export const MAX_SUPPORT_SUBJECT = 150;

/** A partner's message to the MoveMatch team (Support), checked by the page and the action. */
export const supportMessageSchema = z.object({
  subject: requiredText("backOffice:support.errors.subject", MAX_SUPPORT_SUBJECT),
  // The same limits and messages as the public contact form's.
  message: contactSchema.shape.message,
});

export type SupportMessage = z.output<typeof supportMessageSchema>;

/** The category a partner's support message is stored with; the public form's are its topic keys (schemas/contact). */
export const SUPPORT_CATEGORY = "partner_support";
