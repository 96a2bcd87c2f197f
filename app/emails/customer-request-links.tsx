import { formatDate } from "~/lib/format";
import { PRIVATE_LINK_NOTE, simpleEmail } from "./lead-loop-email";
import type { EmailContent, EmailContext } from "./types";

/** The lost-link email: a fresh private link to every request of the address. */
export interface CustomerRequestLinksPayload {
  requests: { reference: string; createdAt: string; fromCity: string; url: string }[];
}

export function customerRequestLinks({ requests }: CustomerRequestLinksPayload, context: EmailContext): EmailContent {
  return simpleEmail(
    {
      subject: "Your removal quote requests",
      greeting: "Hello,",
      paragraphs: [
        "You asked for the links to your removal quote requests. Here they are:",
        ...requests.map(
          (request) =>
            `${request.reference}, from ${request.fromCity}, sent on ${formatDate(request.createdAt)}: ${request.url}`,
        ),
      ],
      note: `${PRIVATE_LINK_NOTE} If you did not ask for these links, you can ignore this email.`,
    },
    context,
  );
}
