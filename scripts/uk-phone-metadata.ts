import { writeFileSync } from "node:fs";
import metadata from "libphonenumber-js/min/metadata";

/**
 * Writes app/lib/schemas/uk-phone-metadata.json: libphonenumber-js's metadata for +44 alone
 * (the United Kingdom, Guernsey, the Isle of Man, Jersey), the only numbers the site accepts. The
 * browser then carries about 1 kB of it instead of about 19 kB for every country. Run it after
 * upgrading libphonenumber-js (app/lib/schemas/fields.test.ts fails until then).
 */
const UK = "44";
const countries = metadata.country_calling_codes[UK] ?? [];
const subset = {
  version: metadata.version,
  country_calling_codes: { [UK]: countries },
  countries: Object.fromEntries(
    countries.map((country) => [country, metadata.countries[country as keyof typeof metadata.countries]]),
  ),
};
writeFileSync("app/lib/schemas/uk-phone-metadata.json", `${JSON.stringify(subset)}\n`);
