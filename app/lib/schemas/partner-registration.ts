import { z } from "zod";
import { type FieldErrors, fieldErrorsFromZod } from "../form-result";
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
import { emailField, requiredText, singleLine, TOO_LONG, ukPhoneField, ukPostcodeField } from "./fields";

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
  .array(z.enum(MOVE_TYPES, { error: "partner:errors.removalTypeUnknown" }), {
    error: "partner:errors.removalTypesRequired",
  })
  .min(1, "partner:errors.removalTypesRequired")
  .max(10, "partner:errors.removalTypesTooMany")
  // Stored in one order whatever order they were ticked in.
  .transform((types) => MOVE_TYPES.filter((type) => types.includes(type)));

const RADIUS_ISSUE = {
  message: "partner:errors.radius",
  params: { min: MIN_RADIUS_MILES, max: MAX_RADIUS_MILES },
} as const;
const LOCATION_REQUIRED = "partner:errors.locationRequired";
const CITY_REQUIRED = "partner:errors.citiesRequired";
const CITY_UNKNOWN = "partner:errors.cityUnknown";

/** Radius or regions; the fields of the option not chosen are ignored. */
export const targetAreaSchema = z
  .object(
    {
      type: z.enum(SERVICE_AREA_MODES, { error: "partner:errors.areaType" }),
      selectedCities: z.array(z.string({ error: CITY_UNKNOWN }), { error: CITY_REQUIRED }).optional(),
      location: z.string({ error: LOCATION_REQUIRED }).optional(),
      radius: z.union([z.string(), z.number()], { error: RADIUS_ISSUE.message }).optional(),
    },
    { error: "partner:errors.areaRequired" },
  )
  .transform((area, ctx) => {
    if (area.type === "radius") {
      const location = (area.location ?? "").trim();
      if (location === "") ctx.addIssue({ code: "custom", path: ["location"], message: LOCATION_REQUIRED });
      else if (location.length > MAX_LOCATION) {
        ctx.addIssue({ code: "custom", path: ["location"], message: TOO_LONG, params: { maximum: MAX_LOCATION } });
      }
      const radiusText = String(area.radius ?? "").trim();
      const radiusMiles = /^\d{1,3}$/.test(radiusText) ? Number(radiusText) : Number.NaN;
      if (!(radiusMiles >= MIN_RADIUS_MILES && radiusMiles <= MAX_RADIUS_MILES)) {
        ctx.addIssue({ code: "custom", path: ["radius"], ...RADIUS_ISSUE });
      }
      return { type: "radius" as const, location, radiusMiles };
    }
    const citySlugs = unique(area.selectedCities ?? []);
    if (citySlugs.length === 0) ctx.addIssue({ code: "custom", path: ["selectedCities"], message: CITY_REQUIRED });
    else if (citySlugs.some((slug) => !CITY_BY_SLUG.has(slug))) {
      ctx.addIssue({ code: "custom", path: ["selectedCities"], message: CITY_UNKNOWN });
    }
    return { type: "regions" as const, citySlugs };
  });

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
export const websiteField = z
  .string()
  .trim()
  .max(MAX_WEBSITE, TOO_LONG)
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    return normaliseWebsite(value) ?? ctx.addIssue({ code: "custom", message: WEBSITE_MESSAGE }) ?? z.NEVER;
  });

export const companyDetailsSchema = z
  .object(
    {
      name: singleLine(requiredText("partner:errors.companyNameRequired", MAX_COMPANY_NAME)),
      businessType: z.enum(BUSINESS_TYPES, { error: "partner:errors.businessType" }),
      companyNumber: z.string().trim().max(20, COMPANY_NUMBER_MESSAGE).optional(),
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
  .superRefine(
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
  { error: "messages:form.unreadable" },
);

export type PartnerRegistrationInput = z.input<typeof partnerRegistrationSchema>;
export type PartnerRegistration = z.output<typeof partnerRegistrationSchema>;

/** Each step's part of the form, for validating a step before moving on: its errors by full path. */
export function validateStep(step: number, form: PartnerRegistrationForm): FieldErrors {
  const [prefix, result] =
    step === 1
      ? ["removalTypes", removalTypesSchema.safeParse(form.removalTypes)]
      : step === 2
        ? ["targetArea", targetAreaSchema.safeParse(form.targetArea)]
        : step === 3
          ? ["companyDetails", companyDetailsSchema.safeParse(form.companyDetails)]
          : [];
  if (!result || result.success) return {};
  return Object.fromEntries(
    Object.entries(fieldErrorsFromZod(result.error)).map(([path, error]) => [
      path === "form" ? prefix : `${prefix}.${path}`,
      error,
    ]),
  );
}

/** A form post (no JavaScript, or another client) in the JSON body's shape: dotted names, repeated for lists. */
export function partnerRegistrationFromForm(form: FormData): unknown {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const list = (name: string) => form.getAll(name).filter((value): value is string => typeof value === "string");
  return {
    removalTypes: list("removalTypes"),
    targetArea: {
      type: text("targetArea.type"),
      selectedCities: list("targetArea.selectedCities"),
      location: text("targetArea.location"),
      radius: text("targetArea.radius"),
    },
    companyDetails: Object.fromEntries(
      [
        "name",
        "businessType",
        "companyNumber",
        "numberOfEmployees",
        "email",
        "telephone",
        "website",
        "addressLine1",
        "postCode",
      ].map((field) => [field, text(`companyDetails.${field}`)]),
    ),
  };
}

/** What the /become-partner action answers on success (inside FormResult). */
export interface PartnerRegistrationResult {
  companyName: string;
  email: string;
}

/** The step a field belongs to, so the wizard can go back to the first step with an error. */
export function stepOfField(path: string): number {
  if (path.startsWith("removalTypes")) return 1;
  if (path.startsWith("targetArea")) return 2;
  return 3;
}
