import { describe, expect, it } from "vitest";
import { en } from "~/i18n/en-GB";
import { lt } from "~/i18n/lt";
import { z } from "~/lib/zod";
import { forgotPasswordSchema } from "./account";
import { companyQuoteSchema } from "./company-quote";
import { lostLinkSchema } from "./customer-request";
import { driverSchema } from "./driver";
import { emailField, ukPhoneField, ukPostcodeField } from "./fields";
import { companyDetailsSchema } from "./partner-registration";
import { fullNameField } from "./quote-request";
import { vehicleSchema } from "./vehicle";

/**
 * A hint, placeholder or error message that shows an example ("like 07911 123456", "pvz., AB12
 * CDE", "e.g. Mrs Jane Smith") shows one its own field accepts, in both languages: a person who
 * types the example is never refused.
 */

const TODAY = "2026-06-01";

/** Whether `schema` raises no issue at `field` when it is `value` (other fields may be wrong). */
function fieldAccepts(schema: z.ZodMiniType, field: string, base: Record<string, unknown> = {}) {
  return (value: string) => {
    const result = schema.safeParse({ ...base, [field]: value });
    return result.success || !result.error.issues.some((issue) => issue.path[0] === field);
  };
}
const alone = (field: z.ZodMiniType) => fieldAccepts(z.object({ value: field }), "value");

/** Every text with an example, by its catalogue path, and the check of the field it belongs to. */
const FIELDS: Record<string, (example: string) => boolean> = {
  "backOffice.drivers.hints.mobile": fieldAccepts(driverSchema, "mobile"),
  "backOffice.vehicles.hints.numberPlate": fieldAccepts(vehicleSchema, "numberPlate"),
  "backOffice.vehicles.errors.plateInvalid": fieldAccepts(vehicleSchema, "numberPlate"),
  "messages.validation.phoneInvalid": alone(ukPhoneField),
  "messages.validation.postcodeInvalid": alone(ukPostcodeField),
  "messages.validation.emailInvalid": alone(emailField),
  "auth.forgot.errors.invalidEmail": fieldAccepts(forgotPasswordSchema, "email"),
  "leads.errors.priceInvalid": fieldAccepts(companyQuoteSchema(TODAY), "price"),
  "leads.errors.insuranceCoverInvalid": fieldAccepts(companyQuoteSchema(TODAY), "insuranceCover"),
  "leads.errors.emailInvalid": fieldAccepts(lostLinkSchema, "email"),
  "partner.company.companyNumberDescription": fieldAccepts(companyDetailsSchema, "companyNumber", {
    businessType: "company",
  }),
  "partner.errors.companyNumberInvalid": fieldAccepts(companyDetailsSchema, "companyNumber", {
    businessType: "company",
  }),
  "partner.errors.websiteInvalid": fieldAccepts(companyDetailsSchema, "website"),
  "quote.personal.fullNamePlaceholder": alone(fullNameField),
};

/** "… like 07911 123456 or 020 7946 0000." → the examples; an example holds a digit, @, a dot or a capital. */
const EXAMPLE = /(?:\blike|\be\.g\.|\bpvz\.,?|\bpavyzdžiui,)\s+((?=\S*[\d@.]|[A-Z])[^,]+?)\.?$/;

/** Texts whose example is of what to take out, not of what to type. */
const NOT_INPUT_EXAMPLES = new Set(["messages.form.controlCharacters"]);

function examplesIn(text: string): string[] {
  const match = EXAMPLE.exec(text);
  return match?.[1] ? match[1].split(/\s+(?:or|arba)\s+/) : [];
}

function entries(catalogue: object, prefix = ""): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]): [string, string][] =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : entries(value, `${prefix}${key}.`),
  );
}

describe.each([
  ["en-GB", en],
  ["lt", lt],
])("examples shown in %s", (_locale, catalogue) => {
  const withExamples = entries(catalogue).filter(
    ([key, text]) => !NOT_INPUT_EXAMPLES.has(key) && examplesIn(text).length > 0,
  );

  it("are all known, each with its field's check", () => {
    expect(withExamples.map(([key]) => key).sort()).toEqual(Object.keys(FIELDS).sort());
  });

  it.each(withExamples)("%s: its examples pass its own validation", (key, text) => {
    const accepts = FIELDS[key];
    for (const example of examplesIn(text)) expect(accepts?.(example), `${key}: "${example}"`).toBe(true);
  });
});
