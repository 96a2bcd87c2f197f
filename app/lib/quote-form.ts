/**
 * The quote wizard's answers as the visitor gives them, and the spec's rules for when Next is
 * enabled. Apart from the step schemas (schemas/quote-request.ts), which the wizard downloads with
 * the visitor's first answer, so that the page itself carries no zod.
 */

/** The wizard's state, exactly the spec's quote request: every value a string, initially empty. */
export interface PropertyDetails {
  type: string;
  bedrooms: string;
  liftAvailable: string;
  floorNumber: string;
}

export interface QuoteFormState {
  moveType: string;
  movingFrom: { postcode: string; city: string; address: string };
  movingTo: { city: string; address: string };
  helpType: string;
  currentProperty: PropertyDetails;
  newProperty: PropertyDetails;
  additionalDetails: string;
  additionalDetailsText: string;
  movingDate: string;
  specificDate: string;
  /** A flexible move's window (app/lib/date-window.ts), optional: both ends or neither. */
  flexibleFrom: string;
  flexibleTo: string;
  personalDetails: { fullName: string; email: string; phone: string };
}

const emptyProperty = (): PropertyDetails => ({ type: "", bedrooms: "", liftAvailable: "", floorNumber: "" });

export function emptyQuoteForm(): QuoteFormState {
  return {
    moveType: "",
    movingFrom: { postcode: "", city: "", address: "" },
    movingTo: { city: "", address: "" },
    helpType: "",
    currentProperty: emptyProperty(),
    newProperty: emptyProperty(),
    additionalDetails: "",
    additionalDetailsText: "",
    movingDate: "",
    specificDate: "",
    flexibleFrom: "",
    flexibleTo: "",
    personalDetails: { fullName: "", email: "", phone: "" },
  };
}

/** A move can be booked up to two years ahead. */
export const MAX_DAYS_AHEAD = 730;

/**
 * Next is disabled by exactly the spec's rules (docs/product-rules.md §3); the step schemas
 * (schemas/quote-request.ts) add format checks that show as messages when Next is pressed.
 */
export function canContinue(step: number, form: QuoteFormState): boolean {
  switch (step) {
    case 1:
      return form.moveType !== "";
    case 2:
      return form.movingFrom.postcode.trim() !== "" && form.movingFrom.city.trim() !== "";
    case 3:
      return (
        form.helpType !== "" &&
        form.currentProperty.type !== "" &&
        form.newProperty.type !== "" &&
        form.movingDate !== "" &&
        !(form.movingDate === "specific" && form.specificDate === "")
      );
    case 4:
      return form.personalDetails.fullName.trim() !== "";
    default:
      return true;
  }
}
