import { type MetadataJson, parsePhoneNumberFromString } from "libphonenumber-js/core";
import ukPhoneMetadata from "./uk-phone-metadata.json";

/**
 * UK phone numbers in full, by libphonenumber's rules for +44 (about 11 kB of the browser's
 * JavaScript wherever it is imported): the rule that actions check numbers with (fields.ts), and
 * how stored numbers are shown.
 */

/**
 * +44's numbering plan only (scripts/uk-phone-metadata.ts): other countries' numbers are refused
 * anyway. (A JSON import types its arrays loosely, not as the tuples MetadataJson spells out.)
 */
const UK_PHONE_METADATA = ukPhoneMetadata as unknown as MetadataJson;

/**
 * A UK phone number (+44, which includes the Channel Islands and the Isle of Man) in E.164
 * (+447911123456), or undefined when it is not one.
 */
export function normaliseUkPhone(value: string): string | undefined {
  const parsed = parsePhoneNumberFromString(value, "GB", UK_PHONE_METADATA);
  return parsed?.isValid() && parsed.countryCallingCode === "44" ? parsed.number : undefined;
}

/**
 * Numbers already formatted: a directory or admin list formats the same numbers on every render,
 * and parsing one costs tens of microseconds (3% of a city page's render). Bounded: emptied when full.
 */
const formattedPhones = new Map<string, string>();
const FORMATTED_PHONES_KEPT = 10_000;

/** How people in the UK write a stored number (+441614960000 → 0161 496 0000); others unchanged. */
export function formatUkPhone(value: string): string;
export function formatUkPhone(value: string | null): string | null;
export function formatUkPhone(value: string | null): string | null {
  if (value === null) return null;
  let shown = formattedPhones.get(value);
  if (shown === undefined) {
    const parsed = parsePhoneNumberFromString(value, "GB", UK_PHONE_METADATA);
    shown = parsed?.isValid() && parsed.countryCallingCode === "44" ? parsed.formatNational() : value;
    if (formattedPhones.size >= FORMATTED_PHONES_KEPT) formattedPhones.clear();
    formattedPhones.set(value, shown);
  }
  return shown;
}
