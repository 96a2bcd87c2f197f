import { formatUkPhone } from "~/lib/schemas/fields";

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

export function contactOf(request: CustomerContact): CustomerContact {
  return {
    reference: request.reference,
    fullName: request.fullName,
    email: request.email,
    phone: formatUkPhone(request.phone),
    fromAddress: request.fromAddress,
    fromPostcode: request.fromPostcode,
    toAddress: request.toAddress,
    toCity: request.toCity,
  };
}
