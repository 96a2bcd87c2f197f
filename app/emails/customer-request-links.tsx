import { formatDate } from "~/lib/format";
import { composeEmail } from "./email-kit";
import type { EmailContent, EmailContext } from "./types";

/** The lost-link email: a fresh private link to every request of the address. */
export interface CustomerRequestLinksPayload {
  requests: { reference: string; createdAt: string; fromCity: string; url: string }[];
}

export function customerRequestLinks({ requests }: CustomerRequestLinksPayload, context: EmailContext): EmailContent {
  const { t, locale } = context;
  return composeEmail(
    {
      subject: t("customerRequestLinks.subject"),
      greeting: t("hello"),
      blocks: [
        t("customerRequestLinks.intro"),
        ...requests.map((request) =>
          t("customerRequestLinks.request", {
            reference: request.reference,
            city: request.fromCity,
            date: formatDate(request.createdAt, locale),
            url: request.url,
          }),
        ),
        { note: `${t("privateLink")} ${t("customerRequestLinks.notAsked")}` },
      ],
    },
    context,
  );
}
