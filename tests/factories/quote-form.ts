import type { QuoteFormState } from "~/lib/quote-form";
import { ukDate } from "./leads";

/**
 * The quote wizard's answers as a customer completes them: a house move from Manchester to
 * Leeds 30 days from now (UK dates), with `email` as the contact; override any answer.
 */
export function validQuoteForm(email: string, overrides: Partial<QuoteFormState> = {}): QuoteFormState {
  return {
    moveType: "domestic",
    movingFrom: { postcode: "m1 1ae", city: "Manchester", address: "1 Piccadilly" },
    movingTo: { city: "Leeds", address: "" },
    helpType: "full",
    currentProperty: { type: "house", bedrooms: "3", liftAvailable: "", floorNumber: "" },
    newProperty: { type: "apartment", bedrooms: "", liftAvailable: "no", floorNumber: "5+" },
    additionalDetails: "yes",
    additionalDetailsText: "A piano.",
    movingDate: "specific",
    specificDate: ukDate(30),
    flexibleFrom: "",
    flexibleTo: "",
    personalDetails: { fullName: "Jane Smith", email, phone: "07911 123456" },
    ...overrides,
  };
}
