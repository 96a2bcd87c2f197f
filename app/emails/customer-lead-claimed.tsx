import { formatRating } from "~/lib/format";
import { PRIVATE_LINK_NOTE, simpleEmail } from "./lead-loop-email";
import type { EmailContent, EmailContext } from "./types";

/** To the customer when a company claims the request: it now has their contact details. */
export interface CustomerLeadClaimedPayload {
  fullName: string;
  reference: string;
  companyName: string;
  companyTown: string;
  rating: number | null;
  reviewCount: number;
  profileUrl: string;
  requestUrl: string;
}

export function customerLeadClaimed(payload: CustomerLeadClaimedPayload, context: EmailContext): EmailContent {
  return simpleEmail(
    {
      subject: `${payload.companyName} has your details for request ${payload.reference}`,
      greeting: `Hello ${payload.fullName},`,
      paragraphs: [
        `${payload.companyName} (${payload.companyTown}) now has your name, email address and phone number for your removal request ${payload.reference}, and will contact you about a quote.`,
        `Rated ${formatRating(payload.rating)}/10 from ${payload.reviewCount} reviews. Company profile: ${payload.profileUrl}`,
      ],
      action: { label: "View your request and quotes", url: payload.requestUrl },
      note: PRIVATE_LINK_NOTE,
    },
    context,
  );
}
