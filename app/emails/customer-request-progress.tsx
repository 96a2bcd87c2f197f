import { composeEmail } from "./email-kit";
import type { EmailContent, EmailContext } from "./types";

/**
 * To the customer once, a day after the request was verified, while it is open
 * (docs/product-rules.md §7.3): the quotes so far, the companies that have their details, and
 * only when it happened that more companies were asked since the first invitations.
 */
export interface CustomerRequestProgressPayload {
  fullName: string;
  reference: string;
  /** Quotes the customer can see on the page (withdrawn ones are not counted). */
  quotes: number;
  /** Companies that claimed the request: they have the customer's contact details. */
  withDetails: number;
  /** Invitations made after the first ones (later waves, staff offers): 0 when none. */
  moreAsked: number;
  requestUrl: string;
}

export function customerRequestProgress(payload: CustomerRequestProgressPayload, context: EmailContext): EmailContent {
  const { t } = context;
  const { quotes, withDetails, moreAsked } = payload;
  return composeEmail(
    {
      subject: t("customerRequestProgress.subject", { reference: payload.reference }),
      greeting: t("helloName", { name: payload.fullName }),
      blocks: [
        t("customerRequestProgress.intro", { reference: payload.reference }),
        quotes > 0 ? t("customerRequestProgress.quotes", { count: quotes }) : t("customerRequestProgress.noQuotes"),
        withDetails > 0
          ? t("customerRequestProgress.withDetails", { count: withDetails })
          : t("customerRequestProgress.noneWithDetails"),
        ...(moreAsked > 0 ? [t("customerRequestProgress.moreAsked", { count: moreAsked })] : []),
        t("customerRequestProgress.page"),
        { button: { label: t("customerRequestProgress.action"), url: payload.requestUrl } },
        { note: t("privateLink") },
      ],
    },
    context,
  );
}
