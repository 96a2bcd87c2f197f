import { formatUkPhone } from "~/lib/schemas/uk-phone";

/** What a company learns about the customer once it has claimed the lead (and only then). */
export interface CustomerContact {
  reference: string;
  fullName: string;
  email: string;
  phone: string | null;
  fromAddress: string | null;
  fromPostcode: string;
  toAddress: string | null;
  toCity: string | null;
}

export function contactOf(quoteRequest: CustomerContact): CustomerContact {
  return {
    reference: quoteRequest.reference,
    fullName: quoteRequest.fullName,
    email: quoteRequest.email,
    phone: formatUkPhone(quoteRequest.phone),
    fromAddress: quoteRequest.fromAddress,
    fromPostcode: quoteRequest.fromPostcode,
    toAddress: quoteRequest.toAddress,
    toCity: quoteRequest.toCity,
  };
}
