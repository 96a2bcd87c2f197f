import { isValid as isValidPostcode, toNormalised } from "postcode";
import { z } from "zod";
import { normaliseUkPhone } from "./uk-phone";

/**
 * Field rules shared by every form, on the client and in actions. Their messages are i18n keys
 * (app/lib/form-result.ts), translated where they are shown.
 */

export const MAX_FREE_TEXT = 2000;
/** Any text longer than its field allows; {{maximum}} comes from the issue. */
export const TOO_LONG = "messages:validation.tooLong";

/** A required line of text: `requiredKey` says what to enter ("contact:errors.firstName"). */
export const requiredText = (requiredKey: string, max = 200) =>
  z.string({ error: requiredKey }).trim().min(1, requiredKey).max(max, TOO_LONG);

const CONTROL_CHARACTERS = /\p{Cc}/u;

/**
 * Text that must stay on one line (names, addresses): a line break or other control character
 * in a name would split an email header or a log line, so it is refused, not stripped.
 */
export const singleLine = <T extends z.ZodType<string>>(schema: T) =>
  schema.refine((value) => !CONTROL_CHARACTERS.test(value), "messages:validation.singleLine");

/** A required line of text that must stay on one line, such as a person's name. */
export const requiredLine = (requiredKey: string, max = 200) => singleLine(requiredText(requiredKey, max));

/** A required email address, lower-cased; `requiredKey` says whose address to enter. */
export const emailFieldRequiring = (requiredKey: string) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .max(254, TOO_LONG)
    .pipe(z.email("messages:validation.emailInvalid"))
    .transform((value) => value.toLowerCase());

export const emailField = emailFieldRequiring("messages:validation.emailRequired");

const UK_PHONE_MESSAGE = "messages:validation.phoneInvalid";
export const ukPhoneField = z
  .string({ error: "messages:validation.phoneRequired" })
  .trim()
  .min(1, "messages:validation.phoneRequired")
  .max(30, UK_PHONE_MESSAGE)
  .transform(
    (value, ctx) => normaliseUkPhone(value) ?? ctx.addIssue({ code: "custom", message: UK_PHONE_MESSAGE }) ?? z.NEVER,
  );

/** An optional UK phone number: blank becomes undefined. */
export const optionalUkPhoneField = z
  .string()
  .trim()
  .max(30, UK_PHONE_MESSAGE)
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    return normaliseUkPhone(value) ?? ctx.addIssue({ code: "custom", message: UK_PHONE_MESSAGE }) ?? z.NEVER;
  });

/** A full UK postcode, normalised ("sw1a1aa" → "SW1A 1AA"). */
export const ukPostcodeField = z
  .string({ error: "messages:validation.postcodeRequired" })
  .trim()
  .min(1, "messages:validation.postcodeRequired")
  .max(10, "messages:validation.postcodeInvalid")
  .transform((value, ctx) => {
    const normalised = isValidPostcode(value) ? toNormalised(value) : null;
    return normalised ?? ctx.addIssue({ code: "custom", message: "messages:validation.postcodeInvalid" }) ?? z.NEVER;
  });
