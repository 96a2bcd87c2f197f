import { z } from "~/lib/zod";
import {
  emailFieldRequiring,
  MAX_FREE_TEXT,
  refuse,
  requiredLine,
  requiredText,
  TOO_LONG,
  ukPhoneField,
} from "./fields";

/** A company's driver, as the Add and Edit dialogs send it and the drivers service stores it. */

export const MIN_EXPERIENCE_YEARS = 0;
export const MAX_EXPERIENCE_YEARS = 50;

const EXPERIENCE_RANGE = "backOffice:drivers.errors.experienceRange";

/** Years of experience, a whole number from 0 to 50; left blank it is not known (null). */
const experienceField = z.pipe(
  z.optional(z.nullable(z.union([z.number(), z.string().check(z.trim())], { error: EXPERIENCE_RANGE }))),
  z.transform((value: number | string | null | undefined, ctx) => {
    if (value === undefined || value === null || value === "") return null;
    const years = Number(value);
    if (Number.isInteger(years) && years >= MIN_EXPERIENCE_YEARS && years <= MAX_EXPERIENCE_YEARS) return years;
    return refuse(ctx, {
      message: EXPERIENCE_RANGE,
      params: { minimum: MIN_EXPERIENCE_YEARS, maximum: MAX_EXPERIENCE_YEARS },
    });
  }),
);

export const driverSchema = z.object({
  name: requiredLine("backOffice:drivers.errors.nameRequired", 120),
  email: emailFieldRequiring("backOffice:drivers.errors.emailRequired"),
  mobile: ukPhoneField,
  // Licence numbers are read out and compared without their spaces, in capitals.
  licenceNumber: z.pipe(
    requiredText("backOffice:drivers.errors.licenceRequired", 40),
    z.transform((value: string) => value.replace(/\s+/g, "").toUpperCase()),
  ),
  experienceYears: experienceField,
  notes: z.pipe(
    z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(MAX_FREE_TEXT, TOO_LONG)))),
    z.transform((value: string | null | undefined) => value || null),
  ),
});

export type DriverInput = z.input<typeof driverSchema>;
