import { z } from "~/lib/zod";
import { findServiceCity, MAX_RADIUS_MILES, MIN_RADIUS_MILES } from "../service-areas";
import { BUSINESS_TYPES, EMPLOYEE_RANGES, MOVE_TYPES, type MoveType, SERVICE_AREA_MODES } from "../vocabulary";
import { emailField, refuse, requiredText, singleLine, TOO_LONG, ukPhoneField, ukPostcodeField } from "./fields";

/**
 * The partner registration's schemas (docs/product-rules.md §2). The wizard validates each step
 * with these (partner-registration-wizard.ts) and the /become-partner action validates the whole
 * application with the same ones.
 */

export const MAX_COMPANY_NAME = 200;
export const MAX_LOCATION = 100;
export const MAX_WEBSITE = 200;

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

export const removalTypesSchema = z.pipe(
  z
    .array(z.enum(MOVE_TYPES, { error: "partner:errors.removalTypeUnknown" }), {
      error: "partner:errors.removalTypesRequired",
    })
    .check(
      z.minLength(1, "partner:errors.removalTypesRequired"),
      z.maxLength(10, "partner:errors.removalTypesTooMany"),
    ),
  // Stored in one order whatever order they were ticked in.
  z.transform((types: MoveType[]) => MOVE_TYPES.filter((type) => types.includes(type))),
);

const RADIUS_ISSUE = {
  message: "partner:errors.radius",
  params: { min: MIN_RADIUS_MILES, max: MAX_RADIUS_MILES },
} as const;
const LOCATION_REQUIRED = "partner:errors.locationRequired";
const CITY_REQUIRED = "partner:errors.citiesRequired";
const CITY_UNKNOWN = "partner:errors.cityUnknown";

/** Radius or regions; the fields of the option not chosen are ignored. */
const targetAreaFields = z.object(
  {
    type: z.enum(SERVICE_AREA_MODES, { error: "partner:errors.areaType" }),
    selectedCities: z.optional(z.array(z.string({ error: CITY_UNKNOWN }), { error: CITY_REQUIRED })),
    location: z.optional(z.string({ error: LOCATION_REQUIRED })),
    radius: z.optional(z.union([z.string(), z.number()], { error: RADIUS_ISSUE.message })),
  },
  { error: "partner:errors.areaRequired" },
);

export const targetAreaSchema = z.pipe(
  targetAreaFields,
  z.transform((area: z.output<typeof targetAreaFields>, ctx) => {
    if (area.type === "radius") {
      const location = (area.location ?? "").trim();
      if (location === "") refuse(ctx, { path: ["location"], message: LOCATION_REQUIRED });
      else if (location.length > MAX_LOCATION) {
        refuse(ctx, { path: ["location"], message: TOO_LONG, params: { maximum: MAX_LOCATION } });
      }
      const radiusText = String(area.radius ?? "").trim();
      const radiusMiles = /^\d{1,3}$/.test(radiusText) ? Number(radiusText) : Number.NaN;
      if (!(radiusMiles >= MIN_RADIUS_MILES && radiusMiles <= MAX_RADIUS_MILES)) {
        refuse(ctx, { path: ["radius"], ...RADIUS_ISSUE });
      }
      return { type: "radius" as const, location, radiusMiles };
    }
    const citySlugs = unique(area.selectedCities ?? []);
    if (citySlugs.length === 0) refuse(ctx, { path: ["selectedCities"], message: CITY_REQUIRED });
    else if (citySlugs.some((slug) => !findServiceCity(slug))) {
      refuse(ctx, { path: ["selectedCities"], message: CITY_UNKNOWN });
    }
    return { type: "regions" as const, citySlugs };
  }),
);

/** Companies House: 8 digits, or a 2-character prefix (Scotland, Northern Ireland, LLPs…) and 6 digits. */
const COMPANY_NUMBER = /^(\d{8}|(SC|NI|OC|SO|NC|R0)\d{6})$/;
const COMPANY_NUMBER_MESSAGE = "partner:errors.companyNumberInvalid";

/** "sc 123456" → "SC123456"; anything that is not a string → "". */
function normaliseCompanyNumber(value: unknown): string {
  return typeof value === "string" ? value.replace(/\s+/g, "").toUpperCase() : "";
}

/** A company's website: http(s) only; a bare domain ("example.co.uk") gets https:// in front. */
export function normaliseWebsite(value: string): string | undefined {
  const text = value.trim();
  if (/\s/.test(text)) return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text.replace(/^\/\//, "")}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  if (url.username || url.password) return undefined;
  // A public host name: labels of letters, digits and hyphens, with a dot and a top-level domain.
  if (!/^([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9]$/i.test(url.hostname)) return undefined;
  const href = url.href;
  return url.pathname === "/" && !url.search && !url.hash && !withScheme.endsWith("/") ? href.slice(0, -1) : href;
}

const WEBSITE_MESSAGE = "partner:errors.websiteInvalid";

/** An optional website, normalised by `normaliseWebsite`; blank becomes undefined. */
export const websiteField = z.pipe(
  z.optional(z.string().check(z.trim(), z.maxLength(MAX_WEBSITE, TOO_LONG))),
  z.transform((value: string | undefined, ctx) => {
    if (!value) return undefined;
    return normaliseWebsite(value) ?? refuse(ctx, { message: WEBSITE_MESSAGE });
  }),
);

const companyDetailsFields = z
  .object(
    {
      name: singleLine(requiredText("partner:errors.companyNameRequired", MAX_COMPANY_NAME)),
      businessType: z.enum(BUSINESS_TYPES, { error: "partner:errors.businessType" }),
      companyNumber: z.optional(z.string().check(z.trim(), z.maxLength(20, COMPANY_NUMBER_MESSAGE))),
      numberOfEmployees: z.enum(EMPLOYEE_RANGES, { error: "partner:errors.employees" }),
      email: emailField,
      telephone: ukPhoneField,
      website: websiteField,
      addressLine1: singleLine(requiredText("partner:errors.addressRequired")),
      postCode: ukPostcodeField,
    },
    { error: "partner:errors.companyDetailsRequired" },
  )
  // Runs even when other fields are wrong, so every error shows at once.
  .check(
    z.superRefine(
      (details, ctx) => {
        if (details.businessType !== "company") return;
        const normalised = normaliseCompanyNumber(details.companyNumber);
        if (normalised === "") {
          ctx.addIssue({ code: "custom", path: ["companyNumber"], message: "partner:errors.companyNumberRequired" });
        } else if (!COMPANY_NUMBER.test(normalised)) {
          ctx.addIssue({ code: "custom", path: ["companyNumber"], message: COMPANY_NUMBER_MESSAGE });
        }
      },
      // Not when the details are not an object at all: then there is nothing to look into.
      { when: ({ value }) => typeof value === "object" && value !== null && !Array.isArray(value) },
    ),
  );

export const companyDetailsSchema = z.pipe(
  companyDetailsFields,
  // A sole trader has no company number: whatever was typed into the field is dropped.
  z.transform(({ companyNumber, ...details }: z.output<typeof companyDetailsFields>) => ({
    ...details,
    companyNumber: details.businessType === "company" ? normaliseCompanyNumber(companyNumber) : undefined,
  })),
);

export const partnerRegistrationSchema = z.object(
  {
    removalTypes: removalTypesSchema,
    targetArea: targetAreaSchema,
    companyDetails: companyDetailsSchema,
  },
  { error: "messages:form.unreadable" },
);

export type PartnerRegistrationInput = z.input<typeof partnerRegistrationSchema>;
export type PartnerRegistration = z.output<typeof partnerRegistrationSchema>;
