import { perDay, z } from "~/lib/zod";
import { MAX_WINDOW_DAYS, windowDays } from "../date-window";
import { MAX_DAYS_AHEAD } from "../quote-form";
import { addDays } from "../uk-time";
import { HELP_TYPES, MOVE_TYPES, MOVING_DATE_CHOICES, PROPERTY_TYPES, ROOM_COUNTS, YES_NO } from "../vocabulary";
import { emailField, MAX_FREE_TEXT, optionalUkPhoneField, singleLine, TOO_LONG, ukPostcodeField } from "./fields";

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(
    z.optional(z.union([z.literal(""), z.enum(values)])),
    z.transform((value: "" | T[number] | undefined) => (value ? value : undefined)),
  );

const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, TOO_LONG))),
    z.transform((value: string | undefined) => (value ? value : undefined)),
  );

const propertySchema = (which: "current" | "new") =>
  z.pipe(
    z.object({
      type: choice(PROPERTY_TYPES, `quote:errors.${which}PropertyType`),
      bedrooms: optionalChoice(ROOM_COUNTS),
      liftAvailable: optionalChoice(YES_NO),
      floorNumber: optionalChoice(ROOM_COUNTS),
    }),
    z.transform((property) =>
      // Only what the wizard asked for is kept: bedrooms for a house, lift (and floor without one) for a flat.
      property.type === "house"
        ? { type: property.type, bedrooms: property.bedrooms }
        : {
            type: property.type,
            liftAvailable: property.liftAvailable,
            floorNumber: property.liftAvailable === "no" ? property.floorNumber : undefined,
          },
    ),
  );

export const moveTypeStep = z.object({ moveType: choice(MOVE_TYPES, "quote:errors.moveType") });

export const locationStep = z.object({
  movingFrom: z.object({
    postcode: ukPostcodeField,
    city: z
      .string({ error: "quote:errors.fromCity" })
      .check(z.trim(), z.minLength(1, "quote:errors.fromCity"), z.maxLength(100, TOO_LONG)),
    address: optionalText(200),
  }),
  movingTo: z.object({
    city: optionalText(100),
    address: optionalText(200),
  }),
});

const optionalDay = z.pipe(
  z.optional(z.string().check(z.trim())),
  z.transform((value: string | undefined) => (value ? value : undefined)),
);

/** Why a moving day cannot be chosen: not a date, in the UK's past, or beyond MAX_DAYS_AHEAD. */
function movingDayProblem(date: string, today: string, latest: string): string | undefined {
  if (!z.iso.date().safeParse(date).success) return "quote:errors.dateInvalid";
  if (date < today) return "quote:errors.datePast";
  if (date > latest) return "quote:errors.dateTooFar";
  return undefined;
}

/**
 * The move's details. Only the dates of the chosen kind are checked and kept: a window picked
 * before switching to a specific date (or the reverse) is dropped, not refused.
 */
export const moveDetailsStep = perDay((today: string) => {
  const latest = addDays(today, MAX_DAYS_AHEAD);
  const fields = z
    .object({
      helpType: choice(HELP_TYPES, "quote:errors.helpType"),
      currentProperty: propertySchema("current"),
      newProperty: propertySchema("new"),
      additionalDetails: optionalChoice(YES_NO),
      additionalDetailsText: optionalText(MAX_FREE_TEXT),
      movingDate: choice(MOVING_DATE_CHOICES, "quote:errors.movingDate"),
      specificDate: optionalDay,
      flexibleFrom: optionalDay,
      flexibleTo: optionalDay,
    })
    .check(
      z.superRefine((value, ctx) => {
        const problem = (path: "specificDate" | "flexibleFrom" | "flexibleTo", message: string, params?: object) =>
          ctx.addIssue({ code: "custom", path: [path], message, params });
        const days =
          value.movingDate === "specific" ? (["specificDate"] as const) : (["flexibleFrom", "flexibleTo"] as const);
        for (const path of days) {
          const date = value[path];
          const dayProblem = date ? movingDayProblem(date, today, latest) : undefined;
          if (dayProblem) problem(path, dayProblem);
        }
        if (value.movingDate === "specific" && !value.specificDate)
          problem("specificDate", "quote:errors.dateRequired");
        if (value.movingDate !== "flexible") return;
        const { flexibleFrom: from, flexibleTo: to } = value;
        if (Boolean(from) !== Boolean(to)) problem("flexibleTo", "quote:errors.windowIncomplete");
        else if (from && to && from > to) problem("flexibleTo", "quote:errors.windowOrder");
        else if (from && to && windowDays(from, to) > MAX_WINDOW_DAYS) {
          problem("flexibleTo", "quote:errors.windowTooLong", { max: MAX_WINDOW_DAYS });
        }
      }),
    );
  return z.pipe(
    fields,
    z.transform((value: z.output<typeof fields>) => {
      const specific = value.movingDate === "specific";
      return {
        ...value,
        specificDate: specific ? value.specificDate : undefined,
        flexibleFrom: specific ? undefined : value.flexibleFrom,
        flexibleTo: specific ? undefined : value.flexibleTo,
        additionalDetailsText: value.additionalDetails === "yes" ? value.additionalDetailsText : undefined,
      };
    }),
  );
});

export const fullNameField = singleLine(
  z
    .string({ error: "quote:errors.fullName" })
    .check(z.trim(), z.minLength(2, "quote:errors.fullNameTooShort"), z.maxLength(100, TOO_LONG)),
);

export const personalStep = z.object({ personalDetails: z.object({ fullName: fullNameField }) });

export const contactStep = z.object({
  personalDetails: z.object({ fullName: fullNameField, email: emailField, phone: optionalUkPhoneField }),
});

/** The whole request, as the server accepts it. */
export const quoteRequestSchema = perDay((today: string) => {
  return z.intersection(
    z.object({
      ...moveTypeStep.shape,
      ...locationStep.shape,
      personalDetails: contactStep.shape.personalDetails,
    }),
    moveDetailsStep(today),
  );
});

export type QuoteRequestInput = z.output<ReturnType<typeof quoteRequestSchema>>;

/** The schema that validates the fields of a wizard step, for messages when Next is pressed. */
export function schemaForStep(step: number, today: string): z.ZodMiniType | undefined {
  switch (step) {
    case 1:
      return moveTypeStep;
    case 2:
      return locationStep;
    case 3:
      return moveDetailsStep(today);
    case 4:
      return personalStep;
    case 5:
      return contactStep;
    default:
      return undefined;
  }
}

/**
 * What the wizard posts to the /quote action: a code for the email address, or the whole
 * request with that code. The request's fields sit at the top level, so field errors are named
 * by the wizard's own paths ("movingFrom.postcode").
 */
export const quoteRequestActionSchema = perDay((today: string) => {
  return z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("send-code"), personalDetails: z.object({ email: emailField }) }),
    // A pipe through a plain object first: the union picks the branch by `intent` before the
    // request's own (intersected) schema runs.
    z.pipe(
      z.looseObject({ intent: z.literal("submit") }),
      z.intersection(
        z.object({
          intent: z.literal("submit"),
          code: z.string({ error: "quote:errors.codeFormat" }).check(z.maxLength(12, "quote:errors.codeFormat")),
          idempotencyKey: z.string().check(z.minLength(8), z.maxLength(100)),
          /** The slug of the company whose page the request came from (an unknown one is ignored). */
          company: z.optional(z.string().check(z.maxLength(200))),
        }),
        quoteRequestSchema(today),
      ),
    ),
  ]);
});

export interface MatchedCompanySummary {
  slug: string;
  name: string;
  town: string;
  rating: number | null;
  reviewCount: number;
}

/** What the /quote action answers on success, by intent (inside FormResult). */
export type QuoteRequestActionData =
  | { intent: "send-code"; resendAfterSeconds: number }
  | { intent: "submit"; reference: string; companies: MatchedCompanySummary[] };
