import { formatRating } from "~/lib/format";
import { composeEmail } from "./email-kit";
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
  const { t, locale } = context;
  const company = payload.companyName;
  return composeEmail(
    {
      subject: t("customerLeadClaimed.subject", { company, reference: payload.reference }),
      greeting: t("helloName", { name: payload.fullName }),
      blocks: [
        t("customerLeadClaimed.intro", { company, town: payload.companyTown, reference: payload.reference }),
        t("customerLeadClaimed.rating", {
          rating: formatRating(payload.rating, locale),
          count: payload.reviewCount,
          url: payload.profileUrl,
        }),
        { button: { label: t("customerLeadClaimed.action"), url: payload.requestUrl } },
        { note: t("privateLink") },
      ],
    },
    context,
  );
}
