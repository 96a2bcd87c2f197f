import { z } from "~/lib/zod";
import { emailField, optionalUkPhoneField, requiredLine } from "./fields";

/**
 * Contact topics: the subject the visitor picks decides the category and priority staff see.
 * The label is what staff read (stored in English); visitors see contact:topics.<key>.
 */
export const CONTACT_TOPICS = {
  quote: { label: "Getting quotes for my move", priority: "medium" },
  company: { label: "A problem with a removal company", priority: "high" },
  partner: { label: "Becoming a partner", priority: "medium" },
  account: { label: "My account or sign-in", priority: "medium" },
  feedback: { label: "Feedback or a suggestion", priority: "low" },
  other: { label: "Something else", priority: "low" },
} as const;
export type ContactTopic = keyof typeof CONTACT_TOPICS;
export const CONTACT_TOPIC_KEYS = Object.keys(CONTACT_TOPICS) as [ContactTopic, ...ContactTopic[]];

export const MIN_CONTACT_MESSAGE = 10;
export const MAX_CONTACT_MESSAGE = 5000;
/** Bots fill every field; people never see this one. */
export const CONTACT_HONEYPOT = "website";

export const contactSchema = z.object({
  firstName: requiredLine("contact:errors.firstName", 100),
  lastName: requiredLine("contact:errors.lastName", 100),
  email: emailField,
  phone: optionalUkPhoneField,
  subject: z.enum(CONTACT_TOPIC_KEYS, { error: "contact:errors.subject" }),
  message: z
    .string({ error: "contact:errors.message" })
    .check(
      z.trim(),
      z.minLength(MIN_CONTACT_MESSAGE, "contact:errors.messageTooShort"),
      z.maxLength(MAX_CONTACT_MESSAGE, "contact:errors.messageTooLong"),
    ),
  [CONTACT_HONEYPOT]: z.optional(z.string()),
});

/** The fields a page without JavaScript gets back to fill in again after a refusal. */
export const CONTACT_FIELDS = ["firstName", "lastName", "email", "phone", "subject", "message"] as const;

export type ContactInput = z.input<typeof contactSchema>;
export type ContactSubmission = z.output<typeof contactSchema>;
