import { addDays } from "~/lib/uk-time";
import { perDay, z } from "~/lib/zod";
import { MAX_WINDOW_DAYS, windowDays } from "../date-window";
import { MAX_CANCELLATION_REASON } from "../lead-rules";
import { MAX_DAYS_AHEAD } from "../quote-form";
import { MOVING_DATE_CHOICES } from "../vocabulary";

/** The customer's changes on their request page. */

/** Empty, missing or null (the schema's own output, so a parsed change parses again) is "none". */
const optionalDate = z.pipe(
  z.optional(z.nullable(z.string().check(z.trim()))),
  z.transform((value: string | null | undefined) => value || undefined),
);

/** A form posts both choices' fields; only the chosen one's are read (and checked). */
function onlyChosenFields(input: unknown): unknown {
  if (typeof input !== "object" || input === null) return input;
  const { specificDate, flexibleFrom, flexibleTo, ...rest } = input as Record<string, unknown>;
  if (rest.movingDate === "specific") return { ...rest, specificDate };
  if (rest.movingDate === "flexible") return { ...rest, flexibleFrom, flexibleTo };
  return input;
}

/**
 * A new moving date: a specific day, or flexible with an optional window (both ends, in order).
 * Dates are today or later and within the wizard's two years; a window is at most
 * MAX_WINDOW_DAYS long, as in the wizard.
 */
export const movingDateChangeSchema = perDay((today: string) => {
  const latest = addDays(today, MAX_DAYS_AHEAD);
  const day = z.iso.date("leads:errors.dateInvalid").check(
    z.refine((date) => date >= today, "leads:errors.datePast"),
    z.refine((date) => date <= latest, "leads:errors.dateTooFar"),
  );
  const fields = z
    .object({
      movingDate: z.enum(MOVING_DATE_CHOICES, { error: "leads:errors.dateChoiceRequired" }),
      specificDate: z.pipe(optionalDate, z.optional(day)),
      flexibleFrom: z.pipe(optionalDate, z.optional(day)),
      flexibleTo: z.pipe(optionalDate, z.optional(day)),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (value.movingDate === "specific" && !value.specificDate) {
          ctx.addIssue({ code: "custom", path: ["specificDate"], message: "leads:errors.dateRequired" });
        }
        if (value.movingDate === "flexible" && Boolean(value.flexibleFrom) !== Boolean(value.flexibleTo)) {
          ctx.addIssue({ code: "custom", path: ["flexibleTo"], message: "leads:errors.windowIncomplete" });
        }
        if (value.flexibleFrom && value.flexibleTo && value.flexibleFrom > value.flexibleTo) {
          ctx.addIssue({ code: "custom", path: ["flexibleTo"], message: "leads:errors.windowOrder" });
        } else if (
          value.flexibleFrom &&
          value.flexibleTo &&
          windowDays(value.flexibleFrom, value.flexibleTo) > MAX_WINDOW_DAYS
        ) {
          // The wizard's limit and message: one window rule wherever a customer gives a window.
          ctx.addIssue({
            code: "custom",
            path: ["flexibleTo"],
            message: "quote:errors.windowTooLong",
            params: { max: MAX_WINDOW_DAYS },
          });
        }
      }),
    );
  return z.pipe(
    z.pipe(z.transform(onlyChosenFields), fields),
    z.transform((value: z.output<typeof fields>) =>
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
    ),
  );
});

export const cancellationSchema = z.object({
  reason: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(MAX_CANCELLATION_REASON, "leads:errors.reasonTooLong"))),
    z.transform((value: string | undefined) => value || null),
  ),
});

/** Accepting a quote names it and the version the customer saw (a revised quote is refused). */
export const acceptanceSchema = z.object({
  quoteId: z.string().check(z.trim(), z.maxLength(64, "leads:errors.quoteNotFound")),
  version: z.coerce.number("leads:errors.quoteNotCurrent").check(z.int(), z.gte(1, "leads:errors.quoteNotCurrent")),
});

export const CUSTOMER_REQUEST_INTENTS = ["accept", "cancel", "change-date", "end-other-links"] as const;
export type CustomerRequestIntent = (typeof CUSTOMER_REQUEST_INTENTS)[number];

/**
 * What the request page posts: an acceptance, a cancellation, a new moving date or the end of
 * every other link to the page, told apart by `intent`. A new date is parsed by its own schema once the union has picked its branch.
 */
export const customerRequestActionSchema = perDay((today: string) => {
  return z.discriminatedUnion(
    "intent",
    [
      z.extend(acceptanceSchema, { intent: z.literal("accept") }),
      z.extend(cancellationSchema, { intent: z.literal("cancel") }),
      z.object({ intent: z.literal("end-other-links") }),
      z.pipe(
        z.looseObject({ intent: z.literal("change-date") }),
        z.intersection(z.object({ intent: z.literal("change-date") }), movingDateChangeSchema(today)),
      ),
    ],
    "messages:form.unreadable",
  );
});

/** The lost-link form: one email address (any case), checked only for shape. */
export const lostLinkSchema = z.object({
  email: z.pipe(
    z.pipe(
      z
        .string()
        .check(z.trim(), z.minLength(1, "leads:errors.emailRequired"), z.maxLength(254, "leads:errors.emailInvalid")),
      z.email("leads:errors.emailInvalid"),
    ),
    z.transform((value: string) => value.toLowerCase()),
  ),
});
