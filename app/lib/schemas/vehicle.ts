import { z } from "~/lib/zod";
import { VEHICLE_CATEGORIES, VEHICLE_TYPES } from "../vocabulary";
import { MAX_FREE_TEXT, refuse, requiredText, TOO_LONG } from "./fields";

/** A company's vehicle, as the Add dialog sends it and the vehicles service stores it. */

export const MIN_VEHICLE_YEAR = 1900;

/**
 * The UK (DVLA) number plate formats, matched on the plate in capitals without spaces. Each
 * pattern has two groups: the plate is written with one space between them.
 *
 *   current   since 2001      AB12 CDE   two letters (area), two digits (age), three letters
 *   prefix    1983 to 2001    A123 BCD   an age letter, 1 to 3 digits, three letters
 *   suffix    1963 to 1983    ABC 123D   three letters, 1 to 3 digits, an age letter
 *   dateless  before 1963     AB 1234    1 to 3 letters and 1 to 4 digits, in either order
 *             (and cherished) 1234 AB
 *
 * Northern Ireland plates (ABZ 1234) are dateless-shaped and match too.
 */
const UK_PLATE_FORMATS: readonly RegExp[] = [
  /^([A-Z]{2}[0-9]{2})([A-Z]{3})$/,
  /^([A-Z][0-9]{1,3})([A-Z]{3})$/,
  /^([A-Z]{3})([0-9]{1,3}[A-Z])$/,
  /^([A-Z]{1,3})([0-9]{1,4})$/,
  /^([0-9]{1,4})([A-Z]{1,3})$/,
];

/** A UK number plate as it is written ("ab12cde" → "AB12 CDE"), or undefined when it is not one. */
export function normaliseUkPlate(value: string): string | undefined {
  const compact = value.replace(/\s+/g, "").toUpperCase();
  for (const format of UK_PLATE_FORMATS) {
    const match = format.exec(compact);
    if (match) return `${match[1]} ${match[2]}`;
  }
  return undefined;
}

const PLATE_INVALID = "backOffice:vehicles.errors.plateInvalid";
const YEAR_RANGE = "backOffice:vehicles.errors.yearRange";
const YEAR_REQUIRED = "backOffice:vehicles.errors.yearRequired";

const plateField = z.pipe(
  requiredText("backOffice:vehicles.errors.plateRequired", 20),
  z.transform((value: string, ctx) => normaliseUkPlate(value) ?? refuse(ctx, { message: PLATE_INVALID })),
);

/** The year of manufacture: 1900 to this year, checked on the day it is entered. */
const yearField = z.pipe(
  z.union([z.number(), z.string().check(z.trim())], { error: YEAR_REQUIRED }),
  z.transform((value: number | string, ctx) => {
    if (value === "") {
      return refuse(ctx, { message: YEAR_REQUIRED });
    }
    const year = Number(value);
    const thisYear = new Date().getFullYear();
    if (Number.isInteger(year) && year >= MIN_VEHICLE_YEAR && year <= thisYear) return year;
    return refuse(ctx, { message: YEAR_RANGE, params: { minimum: MIN_VEHICLE_YEAR, maximum: thisYear } });
  }),
);

const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, TOO_LONG)))),
    z.transform((value: string | null | undefined) => value || null),
  );

/** A switch or checkbox: sent as "on" (or true) when set, absent when not. */
const switchField = z.pipe(
  z.optional(z.union([z.boolean(), z.string()])),
  z.transform((value: boolean | string | undefined) => value === true || value === "on" || value === "true"),
);

export const vehicleSchema = z.object({
  type: z.enum(VEHICLE_TYPES, { error: "backOffice:vehicles.errors.typeRequired" }),
  category: z.enum(VEHICLE_CATEGORIES, { error: "backOffice:vehicles.errors.categoryRequired" }),
  make: requiredText("backOffice:vehicles.errors.makeRequired", 60),
  model: requiredText("backOffice:vehicles.errors.modelRequired", 60),
  numberPlate: plateField,
  year: yearField,
  color: optionalText(40),
  description: optionalText(MAX_FREE_TEXT),
  branded: switchField,
});

export type VehicleInput = z.input<typeof vehicleSchema>;
