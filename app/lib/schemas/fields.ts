import { toNormalised } from "postcode";
import { z } from "~/lib/zod";
import { normaliseUkPhone } from "./uk-phone";

/**
 * Field rules shared by every form, on the client and in actions. Their messages are i18n keys
 * (app/lib/form-result.ts), translated where they are shown.
 */

export const MAX_FREE_TEXT = 2000;
/** Any text longer than its field allows; {{maximum}} comes from the issue. */
export const TOO_LONG = "messages:validation.tooLong";

/**
 * A transform's refusal. zod/mini hands a transform the parse payload, which has no `addIssue`,
 * so the issue is added as the full API's `addIssue` adds it (code "custom", the value as input).
 * Answers z.NEVER, for a transform to return.
 */
export function refuse(
  ctx: z.core.ParsePayload,
  issue: { message: string; path?: PropertyKey[]; params?: Record<string, unknown> },
): never {
  ctx.issues.push({ code: "custom", input: ctx.value, ...issue });
  return z.NEVER;
}

/** A required line of text: `requiredKey` says what to enter ("contact:errors.firstName"). */
export const requiredText = (requiredKey: string, max = 200) =>
  z.string({ error: requiredKey }).check(z.trim(), z.minLength(1, requiredKey), z.maxLength(max, TOO_LONG));

const CONTROL_CHARACTERS = /\p{Cc}/u;

/**
 * Text that must stay on one line (names, addresses): a line break or other control character
 * in a name would split an email header or a log line, so it is refused, not stripped.
 */
export const singleLine = <T extends z.ZodMiniType<string>>(schema: T) =>
  schema.check(z.refine((value) => !CONTROL_CHARACTERS.test(value), "messages:validation.singleLine"));

/** A required line of text that must stay on one line, such as a person's name. */
export const requiredLine = (requiredKey: string, max = 200) => singleLine(requiredText(requiredKey, max));

/** A required email address, lower-cased; `requiredKey` says whose address to enter. */
export const emailFieldRequiring = (requiredKey: string) =>
  z.pipe(
    z.pipe(
      z.string({ error: requiredKey }).check(z.trim(), z.minLength(1, requiredKey), z.maxLength(254, TOO_LONG)),
      z.email("messages:validation.emailInvalid"),
    ),
    z.transform((value) => value.toLowerCase()),
  );

export const emailField = emailFieldRequiring("messages:validation.emailRequired");

/**
 * Phone numbers are checked in full by the server, whose actions decide, and only lightly in
 * the browser, whose checks just save a round trip: the full phone rule carries
 * libphonenumber and +44's numbering plan, about 11 kB of gzipped JavaScript on each form's page.
 * A light check never refuses what the full one accepts, so no visitor is stopped wrongly; what
 * only the full check refuses comes back from the action as the same message on the same field.
 *
 * Vite's client build sets import.meta.env.SSR to false, so the full rules and their imports drop
 * out of the browser's bundle. Everywhere else they apply: Vite's server build and Vitest set it to
 * true, and scripts run by tsx have no import.meta.env at all.
 */
const FULL_CHECKS = import.meta.env?.SSR !== false;

/** The shortest +44 numbers (0800 1111, 0845 4647) have seven digits besides the 0, which may be left out. */
const FEWEST_PHONE_DIGITS = 7;
/** Any script's digits: libphonenumber reads full-width and Arabic-Indic ones too. */
const DIGIT = /\p{Nd}/gu;

/**
 * The browser's phone check: enough digits for a UK number, as typed. It counts digits rather
 * than refusing other characters, as libphonenumber finds a number among words and extensions
 * ("Tel: 07911 123456 ext. 2").
 */
export function plausibleUkPhone(value: string): string | undefined {
  return (value.match(DIGIT)?.length ?? 0) >= FEWEST_PHONE_DIGITS ? value : undefined;
}

const checkUkPhone = FULL_CHECKS ? normaliseUkPhone : plausibleUkPhone;

const UK_PHONE_MESSAGE = "messages:validation.phoneInvalid";

/** A UK phone number, in E.164 (+447911123456) once the server has checked it. */
export const ukPhoneField = z.pipe(
  z
    .string({ error: "messages:validation.phoneRequired" })
    .check(z.trim(), z.minLength(1, "messages:validation.phoneRequired"), z.maxLength(30, UK_PHONE_MESSAGE)),
  z.transform((value: string, ctx) => checkUkPhone(value) ?? refuse(ctx, { message: UK_PHONE_MESSAGE })),
);

/** An optional UK phone number: blank becomes undefined. */
export const optionalUkPhoneField = z.pipe(
  z.optional(z.string().check(z.trim(), z.maxLength(30, UK_PHONE_MESSAGE))),
  z.transform((value: string | undefined, ctx) => {
    if (!value) return undefined;
    return checkUkPhone(value) ?? refuse(ctx, { message: UK_PHONE_MESSAGE });
  }),
);

/**
 * A full UK postcode, normalised ("sw1a1aa" → "SW1A 1AA"), or undefined when it is not one. The
 * same rule in the browser and on the server: the postcode package is a few hundred bytes.
 */
export function normaliseUkPostcode(value: string): string | undefined {
  return toNormalised(value) ?? undefined;
}

/** A full UK postcode, normalised ("sw1a1aa" → "SW1A 1AA"). */
export const ukPostcodeField = z.pipe(
  z
    .string({ error: "messages:validation.postcodeRequired" })
    .check(
      z.trim(),
      z.minLength(1, "messages:validation.postcodeRequired"),
      z.maxLength(10, "messages:validation.postcodeInvalid"),
    ),
  z.transform(
    (value: string, ctx) =>
      normaliseUkPostcode(value) ?? refuse(ctx, { message: "messages:validation.postcodeInvalid" }) ?? z.NEVER,
  ),
);
