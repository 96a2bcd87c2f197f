import fc from "fast-check";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import everyCountry from "libphonenumber-js/min/metadata";
import { describe, expect, it } from "vitest";
import type { z } from "~/lib/zod";
import { contactSchema } from "./contact";
import { driverSchema } from "./driver";
import {
  emailField,
  normaliseUkPostcode,
  optionalUkPhoneField,
  plausibleUkPhone,
  ukPhoneField,
  ukPostcodeField,
} from "./fields";
import { teamInviteSchema } from "./partner-settings";
import { fullNameField } from "./quote-request";
import { formatUkPhone, normaliseUkPhone } from "./uk-phone";
import ukPhoneMetadata from "./uk-phone-metadata.json";

describe("shared field rules", () => {
  it("normalise UK phone numbers to E.164 and refuse others", () => {
    expect(ukPhoneField.parse("07911 123456")).toBe("+447911123456");
    expect(ukPhoneField.safeParse("07700 900123").success).toBe(false); // reserved for TV and film
    expect(ukPhoneField.parse("020 7946 0000")).toBe("+442079460000");
    expect(ukPhoneField.parse("+44 161 496 0000")).toBe("+441614960000");
    expect(ukPhoneField.safeParse("12345").success).toBe(false);
    expect(ukPhoneField.safeParse("+1 212 555 0100").success).toBe(false);
  });

  it("treat a blank optional phone as absent", () => {
    expect(optionalUkPhoneField.parse("")).toBeUndefined();
    expect(optionalUkPhoneField.parse(undefined)).toBeUndefined();
    expect(optionalUkPhoneField.parse("07911123456")).toBe("+447911123456");
    expect(optionalUkPhoneField.safeParse("not a phone").success).toBe(false);
  });

  it("normalise UK postcodes", () => {
    expect(ukPostcodeField.parse(" sw1a1aa ")).toBe("SW1A 1AA");
    expect(ukPostcodeField.parse("M4 5JD")).toBe("M4 5JD");
    expect(ukPostcodeField.safeParse("12345").success).toBe(false);
    expect(ukPostcodeField.safeParse("").error?.issues[0]?.message).toBe("messages:validation.postcodeRequired");
  });

  it("lower-case emails and explain bad ones", () => {
    expect(emailField.parse(" Jane@Example.COM ")).toBe("jane@example.com");
    expect(emailField.safeParse("jane@").error?.issues[0]?.message).toBe("messages:validation.emailInvalid");
  });

  it("show stored UK numbers the way people in the UK write them", () => {
    expect(formatUkPhone("+441614960000")).toBe("0161 496 0000");
    expect(formatUkPhone("+447911123456")).toBe("07911 123456");
    expect(formatUkPhone("020 7946 0000")).toBe("020 7946 0000");
    expect(formatUkPhone("+33142685300")).toBe("+33142685300");
    expect(formatUkPhone("not a number")).toBe("not a number");
    expect(formatUkPhone(null)).toBeNull();
  });

  it("carry +44's numbering plan exactly as libphonenumber-js has it (else run scripts/uk-phone-metadata.ts)", () => {
    expect(ukPhoneMetadata.version).toBe(everyCountry.version);
    expect(ukPhoneMetadata.country_calling_codes).toEqual({ "44": everyCountry.country_calling_codes["44"] });
    for (const country of everyCountry.country_calling_codes["44"] ?? []) {
      expect(ukPhoneMetadata.countries).toHaveProperty(country, everyCountry.countries[country as "GB"]);
    }
  });

  it("accept and refuse the same numbers as with every country's metadata", () => {
    const withEveryCountry = (value: string) => {
      const parsed = parsePhoneNumberFromString(value, "GB");
      return parsed?.isValid() && parsed.countryCallingCode === "44" ? parsed.number : undefined;
    };
    const prefix = fc.constantFrom("", "0", "07", "01", "02", "+44", "+441534", "+441624", "+1", "+33", "00");
    const number = fc.tuple(prefix, fc.stringMatching(/^[0-9 ]{0,12}$/)).map(([start, rest]) => start + rest);
    fc.assert(
      fc.property(number, (value) => normaliseUkPhone(value) === withEveryCountry(value)),
      { numRuns: 2000 },
    );
    expect(normaliseUkPhone("07797 712345")).toBe(withEveryCountry("07797 712345"));
  });
});

describe("the browser's light checks", () => {
  // UK numbers as people write them: mobiles, geographic and non-geographic numbers, the shortest
  // ones (with or without their 0), the Crown dependencies, with +44, 0044 or (0), dots, dashes and slashes, words and an
  // extension around them, full-width or Arabic-Indic digits.
  const ukPhones = [
    "07911 123456",
    "07911123456",
    "+44 7911 123456",
    "+447911123456",
    "0044 7911 123456",
    "+44 (0) 7911 123456",
    "07911-123-456",
    "07911.123.456",
    "07911/123456",
    "020 7946 0000",
    "(020) 7946 0000",
    "0161 496 0000",
    "0113 496 0000",
    "0141 496 0000",
    "028 9018 1234",
    "01223 123456",
    "0800 1111",
    "800 1111",
    "0845 4647",
    "0800 123 4567",
    "0300 123 1234",
    "01534 123456",
    "01481 712345",
    "01624 456789",
    "+44 1534 123456",
    "7911123456",
    "Tel: 07911 123456",
    "07911 123456 ext. 12",
    "020 7946 0000 #12",
    "tel:+447911123456",
    "０７９１１ １２３４５６",
    "٠٧٩١١١٢٣٤٥٦",
  ];

  it("let through every phone number the full rule accepts", () => {
    for (const value of ukPhones) {
      expect(normaliseUkPhone(value), value).toBeDefined();
      expect(plausibleUkPhone(value), value).toBe(value);
    }
    const prefix = fc.constantFrom("", "0", "07", "01", "02", "08", "+44", "+44 (0)", "0044", "+441534", "+441624");
    const around = fc.constantFrom("", "Tel: ", "(", "tel:");
    const after = fc.constantFrom("", " ext. 12", "#3", ".");
    const number = fc
      .tuple(around, prefix, fc.stringMatching(/^[0-9 .()-]{0,13}$/), after)
      .map((parts) => parts.join(""));
    fc.assert(
      fc.property(number, (value) => normaliseUkPhone(value) === undefined || plausibleUkPhone(value) === value),
      { numRuns: 3000 },
    );
  });

  it("refuse what has too few digits for a phone number, and leave the rest to the server", () => {
    for (const value of ["not a phone", "12345", "0161 49", "+44", "tel: n/a"]) {
      expect(plausibleUkPhone(value), value).toBeUndefined();
    }
    // The full rule, which the fields have outside the browser, refuses these.
    expect(plausibleUkPhone("+1 212 555 0100")).toBeDefined();
    expect(ukPhoneField.safeParse("+1 212 555 0100").success).toBe(false);
  });

  it("accept and normalise UK postcodes, the same rule in the browser as on the server", () => {
    const ukPostcodes = ["SW1A 1AA", "sw1a1aa", "M1 1AE", "m11ae", "B33 8TH", "CR2 6XH", "DN55 1PT", "W1A 0AX"];
    for (const value of [...ukPostcodes, "EC1A  1BB", "LS1 4AP", "G2 1DY", "BT48 6DQ", "JE2 3AB", "IM1 1AA"]) {
      expect(normaliseUkPostcode(value), value).toBeDefined();
    }
    expect(normaliseUkPostcode("sw1a1aa")).toBe("SW1A 1AA");
    for (const value of ["12345", "SW1A", "SW1A 1A", "1AA SW1A", "GIR 0AA", "postcode", "SW1A-1AA"]) {
      expect(normaliseUkPostcode(value), value).toBeUndefined();
    }
  });
});

describe("names stay on one line", () => {
  // Every field that holds a person's or a company's name: a CR/LF there would split an email
  // header or a log line.
  const nameFields: [string, z.ZodMiniType][] = [
    ["contact first name", contactSchema.shape.firstName],
    ["contact last name", contactSchema.shape.lastName],
    ["quote request full name", fullNameField],
    ["driver name", driverSchema.shape.name],
    ["team member name", teamInviteSchema.shape.name],
  ];
  it.each(nameFields)("%s refuses line breaks and other control characters", (_, field) => {
    for (const value of ["Ada\r\nBcc: x@example.com", "Ada\nLovelace", "Ada\u0000", "Ada\tLovelace"]) {
      const result = field.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("messages:validation.singleLine");
    }
    expect(field.safeParse("Ada Lovelace-Łukasiewicz").success).toBe(true);
  });
});
