import { z } from "zod";
import { MAX_CANCELLATION_REASON } from "../lead-rules";
import { MOVING_DATE_CHOICES } from "../vocabulary";
import { addDays, MAX_DAYS_AHEAD } from "./quote-request";

/** The customer's changes on their request page. */

const optionalDate = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

/**
 * A new moving date: a specific day, or flexible with an optional window (both ends, in order).
 * Dates are today or later and within the wizard's two years.
 */
export function movingDateChangeSchema(today: string) {
  const latest = addDays(today, MAX_DAYS_AHEAD);
  const day = z.iso
    .date("leads:errors.dateInvalid")
    .refine((date) => date >= today, "leads:errors.datePast")
    .refine((date) => date <= latest, "leads:errors.dateTooFar");
  return z
    .object({
      movingDate: z.enum(MOVING_DATE_CHOICES, { error: "leads:errors.dateChoiceRequired" }),
      specificDate: optionalDate.pipe(day.optional()),
      flexibleFrom: optionalDate.pipe(day.optional()),
      flexibleTo: optionalDate.pipe(day.optional()),
    })
    .superRefine((value, ctx) => {
      if (value.movingDate === "specific" && !value.specificDate) {
        ctx.addIssue({ code: "custom", path: ["specificDate"], message: "leads:errors.dateRequired" });
      }
      if (value.movingDate === "flexible" && Boolean(value.flexibleFrom) !== Boolean(value.flexibleTo)) {
        ctx.addIssue({ code: "custom", path: ["flexibleTo"], message: "leads:errors.windowIncomplete" });
      }
      if (value.flexibleFrom && value.flexibleTo && value.flexibleFrom > value.flexibleTo) {
        ctx.addIssue({ code: "custom", path: ["flexibleTo"], message: "leads:errors.windowOrder" });
      }
    })
    .transform((value) =>
      value.movingDate === "specific"
        ? {
            movingDate: "specific" as const,
            specificDate: value.specificDate ?? null,
            flexibleFrom: null,
            flexibleTo: null,
          }
        : {
            movingDate: "flexible" as const,
            specificDate: null,
            flexibleFrom: value.flexibleFrom ?? null,
            flexibleTo: value.flexibleTo ?? null,
          },
    );
}

export const cancellationSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(MAX_CANCELLATION_REASON, "leads:errors.reasonTooLong")
    .optional()
    .transform((value) => value || null),
});

/** The lost-link form: one email address (any case), checked only for shape. */
export const lostLinkSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "leads:errors.emailRequired")
    .max(254, "leads:errors.emailInvalid")
    .pipe(z.email("leads:errors.emailInvalid"))
    .transform((value) => value.toLowerCase()),
});
