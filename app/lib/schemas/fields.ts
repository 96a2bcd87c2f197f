import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { isValid as isValidPostcode, toNormalised } from "postcode";
import { z } from "zod";

/** Field rules shared by every form, on the client and in actions. */

export const MAX_FREE_TEXT = 2000;

export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `Enter your ${label}` })
    .trim()
    .min(1, `Enter your ${label}`)
    .max(max, `${label.charAt(0).toUpperCase()}${label.slice(1)} must be ${max} characters or fewer`);

export const emailField = z
  .string({ error: "Enter your email address" })
  .trim()
  .min(1, "Enter your email address")
  .max(254, "Email address must be 254 characters or fewer")
  .pipe(z.email("Enter an email address like name@example.com"))
  .transform((value) => value.toLowerCase());

const UK_PHONE_MESSAGE = "Enter a UK phone number, like 07911 123456 or 020 7946 0000";

/**
 * A UK phone number (+44, which includes the Channel Islands and the Isle of Man) in E.164
 * (+447911123456), or undefined when it is not one.
 */
export function normaliseUkPhone(value: string): string | undefined {
  const parsed = parsePhoneNumberFromString(value, "GB");
  return parsed?.isValid() && parsed.countryCallingCode === "44" ? parsed.number : undefined;
}

/** How people in the UK write a stored number (+441614960000 → 0161 496 0000); others unchanged. */
export function formatUkPhone(value: string): string;
export function formatUkPhone(value: string | null): string | null;
export function formatUkPhone(value: string | null): string | null {
  if (value === null) return null;
  const parsed = parsePhoneNumberFromString(value, "GB");
  return parsed?.isValid() && parsed.countryCallingCode === "44" ? parsed.formatNational() : value;
}

export const ukPhoneField = z
  .string({ error: "Enter a phone number" })
  .trim()
  .min(1, "Enter a phone number")
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
  .string({ error: "Enter a postcode" })
  .trim()
  .min(1, "Enter a postcode")
  .max(10, "Enter a UK postcode, like SW1A 1AA")
  .transform((value, ctx) => {
    const normalised = isValidPostcode(value) ? toNormalised(value) : null;
    return normalised ?? ctx.addIssue({ code: "custom", message: "Enter a UK postcode, like SW1A 1AA" }) ?? z.NEVER;
  });
