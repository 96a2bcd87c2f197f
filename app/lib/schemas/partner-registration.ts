import { z } from "zod";
import {
  BUSINESS_TYPES,
  type BusinessType,
  EMPLOYEE_RANGES,
  type EmployeeRange,
  MOVE_TYPES,
  type MoveType,
  SERVICE_AREA_MODES,
  type ServiceAreaMode,
} from "../vocabulary";
import { emailField, requiredText, ukPhoneField, ukPostcodeField } from "./fields";

/**
 * The partner registration wizard (docs/product-rules.md §2). The wizard validates each step
 * with these schemas and the /become-partner action validates the whole application with the
 * same ones.
 */

/** 4 steps; radius 1 to 200 miles, 30 by default (docs/product-rules.md §2.1, §2.3). */
export const REGISTRATION_STEPS = 4;
export const DEFAULT_RADIUS_MILES = 30;
export const MIN_RADIUS_MILES = 1;
export const MAX_RADIUS_MILES = 200;
export const MAX_COMPANY_NAME = 200;
export const MAX_LOCATION = 100;
export const MAX_WEBSITE = 200;

export interface ServiceCity {
  /** The city's slug, as on the city pages (movers/{region}/{slug}) and in matching. */
  slug: string;
  name: string;
  postcodeAreas: readonly string[];
}

export interface ServiceRegion {
  slug: "england" | "scotland" | "wales" | "northern-ireland";
  name: string;
  cities: readonly ServiceCity[];
}

const city = (name: string, postcodeAreas: string[], slug = name.toLowerCase().replace(/\s+/g, "-")): ServiceCity => ({
  slug,
  name,
  postcodeAreas,
});

/** The regions option's cities and the postcode areas each one stands for. */
export const SERVICE_REGIONS: readonly ServiceRegion[] = [
  {
    slug: "england",
    name: "England",
    cities: [
      city("London", ["E", "EC", "N", "NW", "SE", "SW", "W", "WC"]),
      city("Birmingham", ["B"]),
      city("Manchester", ["M"]),
      city("Leeds", ["LS"]),
      city("Liverpool", ["L"]),
      city("Newcastle", ["NE"], "newcastle-upon-tyne"),
      city("Sheffield", ["S"]),
      city("Bristol", ["BS"]),
      city("Nottingham", ["NG"]),
      city("Southampton", ["SO"]),
    ],
  },
  {
    slug: "scotland",
    name: "Scotland",
    cities: [
      city("Edinburgh", ["EH"]),
      city("Glasgow", ["G"]),
      city("Aberdeen", ["AB"]),
      city("Dundee", ["DD"]),
      city("Inverness", ["IV"]),
      city("Perth", ["PH"]),
      city("Stirling", ["FK"]),
    ],
  },
  {
    slug: "wales",
    name: "Wales",
    cities: [
      city("Cardiff", ["CF"]),
      city("Llandrindod Wells", ["LD"]),
      city("Llandudno", ["LL"]),
      city("Newport", ["NP"]),
      city("Shrewsbury", ["SY"]),
      city("Swansea", ["SA"]),
    ],
  },
  {
    slug: "northern-ireland",
    name: "Northern Ireland",
    cities: [
      city("Belfast", ["BT"]),
      city("Derry", ["BT"]),
      city("Lisburn", ["BT"]),
      city("Newry", ["BT"]),
      city("Armagh", ["BT"]),
    ],
  },
];

export const SERVICE_CITIES: readonly ServiceCity[] = SERVICE_REGIONS.flatMap((region) => region.cities);
const CITY_BY_SLUG = new Map(SERVICE_CITIES.map((entry) => [entry.slug, entry]));

export function findServiceCity(slug: string): ServiceCity | undefined {
  return CITY_BY_SLUG.get(slug);
}

/** "London (E, EC, N, NW, SE, SW, W, WC)". */
export function serviceCityLabel(entry: ServiceCity): string {
  return `${entry.name} (${entry.postcodeAreas.join(", ")})`;
}

/** The wizard's state (docs/product-rules.md §2.1): every text value a string, initially empty. */
export interface PartnerRegistrationForm {
  removalTypes: MoveType[];
  targetArea: {
    type: ServiceAreaMode | "";
    selectedCities: string[];
    location: string;
    /** Text, as typed into the number field. */
    radius: string;
  };
  companyDetails: {
    name: string;
    businessType: BusinessType | "";
    companyNumber: string;
    numberOfEmployees: EmployeeRange | "";
    email: string;
    telephone: string;
    website: string;
    addressLine1: string;
    postCode: string;
  };
}

export function emptyPartnerRegistration(): PartnerRegistrationForm {
  return {
    removalTypes: [],
    targetArea: { type: "", selectedCities: [], location: "", radius: String(DEFAULT_RADIUS_MILES) },
    companyDetails: {
      name: "",
      businessType: "",
      companyNumber: "",
      numberOfEmployees: "",
      email: "",
      telephone: "",
      website: "",
      addressLine1: "",
      postCode: "",
    },
  };
}

/**
 * The radius the map shows: the typed number kept within 1-200, or 30 when it is not a number
 * (docs/product-rules.md §2.3).
 */
export function radiusForMap(text: string): number {
  const miles = Number.parseInt(text, 10);
  if (!Number.isFinite(miles)) return DEFAULT_RADIUS_MILES;
  return Math.min(MAX_RADIUS_MILES, Math.max(MIN_RADIUS_MILES, miles));
}

/** Continue is disabled by exactly the spec's rules (docs/product-rules.md §2.2); the schemas add the format checks. */
export function canContinue(step: number, form: PartnerRegistrationForm): boolean {
  switch (step) {
    case 1:
      return form.removalTypes.length > 0;
    case 2:
      if (form.targetArea.type === "radius") return form.targetArea.location.trim() !== "";
      if (form.targetArea.type === "regions") return form.targetArea.selectedCities.length > 0;
      return false;
    case 3:
      return (
        form.companyDetails.name.trim() !== "" &&
        form.companyDetails.email.trim() !== "" &&
        form.companyDetails.telephone.trim() !== ""
      );
    default:
      return true;
  }
}

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

export const removalTypesSchema = z
  .array(z.enum(MOVE_TYPES, { error: "Choose domestic, international or commercial removals" }), {
    error: "Choose at least one type of removals",
  })
  .min(1, "Choose at least one type of removals")
  .max(10, "Choose at most three types of removals")
  // Stored in one order whatever order they were ticked in.
  .transform((types) => MOVE_TYPES.filter((type) => types.includes(type)));

const RADIUS_MESSAGE = `Enter a radius between ${MIN_RADIUS_MILES} and ${MAX_RADIUS_MILES} miles`;
const LOCATION_REQUIRED = "Enter an address or postcode";
const CITY_REQUIRED = "Select at least one city";

/** Radius or regions; the fields of the option not chosen are ignored. */
export const targetAreaSchema = z
  .object(
    {
      type: z.enum(SERVICE_AREA_MODES, { error: "Choose a radius around a location or a list of regions" }),
      selectedCities: z.array(z.string({ error: "Choose cities from the list" }), { error: CITY_REQUIRED }).optional(),
      location: z.string({ error: LOCATION_REQUIRED }).optional(),
      radius: z.union([z.string(), z.number()], { error: RADIUS_MESSAGE }).optional(),
    },
    { error: "Choose your targeting area" },
  )
  .transform((area, ctx) => {
    if (area.type === "radius") {
      const location = (area.location ?? "").trim();
      if (location === "") ctx.addIssue({ code: "custom", path: ["location"], message: LOCATION_REQUIRED });
      else if (location.length > MAX_LOCATION) {
        ctx.addIssue({
          code: "custom",
          path: ["location"],
          message: `The location must be ${MAX_LOCATION} characters or fewer`,
        });
      }
      const radiusText = String(area.radius ?? "").trim();
      const radiusMiles = /^\d{1,3}$/.test(radiusText) ? Number(radiusText) : Number.NaN;
      if (!(radiusMiles >= MIN_RADIUS_MILES && radiusMiles <= MAX_RADIUS_MILES)) {
        ctx.addIssue({ code: "custom", path: ["radius"], message: RADIUS_MESSAGE });
      }
      return { type: "radius" as const, location, radiusMiles };
    }
    const citySlugs = unique(area.selectedCities ?? []);
    if (citySlugs.length === 0) ctx.addIssue({ code: "custom", path: ["selectedCities"], message: CITY_REQUIRED });
    else if (citySlugs.some((slug) => !CITY_BY_SLUG.has(slug))) {
      ctx.addIssue({ code: "custom", path: ["selectedCities"], message: "Choose cities from the list" });
    }
    return { type: "regions" as const, citySlugs };
  });

/** Companies House: 8 digits, or a 2-character prefix (Scotland, Northern Ireland, LLPs…) and 6 digits. */
const COMPANY_NUMBER = /^(\d{8}|(SC|NI|OC|SO|NC|R0)\d{6})$/;
const COMPANY_NUMBER_MESSAGE = "Enter a Companies House number like 01234567 or SC123456";

/** "sc 123456" → "SC123456"; anything that is not a string → "". */
function normaliseCompanyNumber(value: unknown): string {
  return typeof value === "string" ? value.replace(/\s+/g, "").toUpperCase() : "";
}
const CONTROL_CHARACTERS = /\p{Cc}/u;

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

const WEBSITE_MESSAGE = "Enter a website address like www.example.co.uk";

const singleLine = (schema: z.ZodString, label: string) =>
  schema.refine((value) => !CONTROL_CHARACTERS.test(value), `${label} must be on one line`);

export const companyDetailsSchema = z
  .object(
    {
      name: singleLine(requiredText("company name", MAX_COMPANY_NAME), "Company name"),
      businessType: z.enum(BUSINESS_TYPES, { error: "Choose sole trader or limited company" }),
      companyNumber: z.string().trim().max(20, COMPANY_NUMBER_MESSAGE).optional(),
      numberOfEmployees: z.enum(EMPLOYEE_RANGES, { error: "Choose the number of employees" }),
      email: emailField,
      telephone: ukPhoneField,
      website: z
        .string()
        .trim()
        .max(MAX_WEBSITE, `Website must be ${MAX_WEBSITE} characters or fewer`)
        .optional()
        .transform((value, ctx) => {
          if (!value) return undefined;
          return normaliseWebsite(value) ?? ctx.addIssue({ code: "custom", message: WEBSITE_MESSAGE }) ?? z.NEVER;
        }),
      addressLine1: singleLine(
        z
          .string({ error: "Enter the first line of your business address" })
          .trim()
          .min(1, "Enter the first line of your business address")
          .max(200, "Address line 1 must be 200 characters or fewer"),
        "Address line 1",
      ),
      postCode: ukPostcodeField,
    },
    { error: "Enter your company details" },
  )
  // Runs even when other fields are wrong, so every error shows at once.
  .superRefine(
    (details, ctx) => {
      if (details.businessType !== "company") return;
      const normalised = normaliseCompanyNumber(details.companyNumber);
      if (normalised === "") {
        ctx.addIssue({ code: "custom", path: ["companyNumber"], message: "Enter your Companies House number" });
      } else if (!COMPANY_NUMBER.test(normalised)) {
        ctx.addIssue({ code: "custom", path: ["companyNumber"], message: COMPANY_NUMBER_MESSAGE });
      }
    },
    // Not when the details are not an object at all: then there is nothing to look into.
    { when: ({ value }) => typeof value === "object" && value !== null && !Array.isArray(value) },
  )
  // A sole trader has no company number: whatever was typed into the field is dropped.
  .transform(({ companyNumber, ...details }) => ({
    ...details,
    companyNumber: details.businessType === "company" ? normaliseCompanyNumber(companyNumber) : undefined,
  }));

export const partnerRegistrationSchema = z.object(
  {
    removalTypes: removalTypesSchema,
    targetArea: targetAreaSchema,
    companyDetails: companyDetailsSchema,
  },
  { error: "The application could not be read" },
);

export type PartnerRegistrationInput = z.input<typeof partnerRegistrationSchema>;
export type PartnerRegistration = z.output<typeof partnerRegistrationSchema>;

/** Each step's part of the form, for validating a step before moving on. */
export function validateStep(step: number, form: PartnerRegistrationForm): Record<string, string> {
  const result =
    step === 1
      ? removalTypesSchema.safeParse(form.removalTypes)
      : step === 2
        ? targetAreaSchema.safeParse(form.targetArea)
        : step === 3
          ? companyDetailsSchema.safeParse(form.companyDetails)
          : undefined;
  if (!result || result.success) return {};
  const prefix = step === 1 ? "removalTypes" : step === 2 ? "targetArea" : "companyDetails";
  return errorsByPath(result.error, [prefix]);
}

/** "companyDetails.email" → first message, for showing each error next to its field. */
export function errorsByPath(error: z.ZodError, prefix: readonly PropertyKey[] = []): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = [...prefix, ...issue.path].map(String).join(".") || "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The step a field belongs to, so the wizard can go back to the first step with an error. */
export function stepOfField(path: string): number {
  if (path.startsWith("removalTypes")) return 1;
  if (path.startsWith("targetArea")) return 2;
  return 3;
}
