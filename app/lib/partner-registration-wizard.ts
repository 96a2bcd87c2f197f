import { type FieldErrors, fieldErrorsFromZod } from "./form-result";
import { companyDetailsSchema, removalTypesSchema, targetAreaSchema } from "./schemas/partner-registration";
import { DEFAULT_RADIUS_MILES, MAX_RADIUS_MILES, MIN_RADIUS_MILES } from "./service-areas";
import type { BusinessType, EmployeeRange, MoveType, ServiceAreaMode } from "./vocabulary";

/**
 * The partner registration wizard's helpers (docs/product-rules.md §2): its state, when Continue
 * is enabled, each step's validation with the schemas of schemas/partner-registration.ts, and
 * the form post read in the same shape.
 */

/** 4 steps (docs/product-rules.md §2.1). */
export const REGISTRATION_STEPS = 4;

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
