import { z } from "zod";
import { emailField, optionalUkPhoneField, requiredText } from "./fields";

/** Contact topics: the subject the visitor picks decides the category and priority staff see. */
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

export const MAX_CONTACT_MESSAGE = 5000;

export const contactSchema = z.object({
  firstName: requiredText("first name", 100),
  lastName: requiredText("last name", 100),
  email: emailField,
  phone: optionalUkPhoneField,
  subject: z.enum(CONTACT_TOPIC_KEYS, {
    error: "Choose what your message is about",
  }),
  message: z
    .string({ error: "Enter your message" })
    .trim()
    .min(10, "Your message must be at least 10 characters")
    .max(
      MAX_CONTACT_MESSAGE,
      `Your message must be ${MAX_CONTACT_MESSAGE.toLocaleString("en-GB")} characters or fewer`,
    ),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactSubmission = z.output<typeof contactSchema>;

/** Field name → first error message, for rendering next to each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}
