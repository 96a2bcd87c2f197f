import { companyPath } from "~/lib/directory";
import { formatRating } from "~/lib/format";
import { LEAD_OPEN_DAYS } from "~/lib/lead-rules";
import { composeEmail, describeMoveDate, type EmailMoveDate } from "./email-kit";
import type { EmailContent, EmailContext } from "./types";

export interface QuoteRequestConfirmationPayload {
  fullName: string;
  reference: string;
  requestUrl: string;
  appUrl: string;
  movingDate: EmailMoveDate;
  /** The companies invited at submission (the first wave): possibly none. */
  companies: { name: string; town: string; rating: number | null; reviewCount: number; slug: string }[];
}

/**
 * What the customer is told once the request is sent (docs/product-rules.md §7.2): how many
 * companies covering the area it was sent to, that those that take it on will contact them, and
 * that their private page shows each company's state; with none invited, that companies can
 * still find it in Find work for LEAD_OPEN_DAYS, and nothing more (nothing offers it again later).
 */
export function quoteRequestConfirmation(
  payload: QuoteRequestConfirmationPayload,
  context: EmailContext,
): EmailContent {
  const { t, locale } = context;
  const { fullName, reference, requestUrl, appUrl, companies } = payload;
  const sent = companies.length > 0;
  const outcome = sent
    ? t("quoteRequestConfirmation.sent", { count: companies.length })
    : t("quoteRequestConfirmation.none", { count: LEAD_OPEN_DAYS });
  const next = [...(sent ? [t("quoteRequestConfirmation.next")] : []), t("quoteRequestConfirmation.page")];
  const thanks = t("quoteRequestConfirmation.thanks", { reference });
  const companyDetails = (company: QuoteRequestConfirmationPayload["companies"][number]) =>
    [
      company.town,
      company.rating == null
        ? t("quoteRequestConfirmation.noRating")
        : t("quoteRequestConfirmation.rating", { rating: formatRating(company.rating, locale) }),
      t("quoteRequestConfirmation.reviews", { count: company.reviewCount }),
    ].join(" · ");
  const hello = t("helloName", { name: fullName });
  const facts: [string, string][] = [
    [t("quoteRequestConfirmation.movingDate"), describeMoveDate(payload.movingDate, context)],
  ];
  return composeEmail(
    {
      subject: t("quoteRequestConfirmation.subject", { reference }),
      greeting: hello,
      preview: outcome,
      blocks: [
        `${thanks} ${outcome}`,
        ...next,
        { facts },
        sent && {
          links: {
            heading: t("quoteRequestConfirmation.sentTo"),
            items: companies.map((company) => ({
              label: company.name,
              url: `${appUrl}${companyPath(company.slug)}`,
              detail: companyDetails(company),
            })),
          },
        },
        { button: { label: t("quoteRequestConfirmation.viewRequest"), url: requestUrl } },
        { note: t("privateLink") },
      ],
    },
    context,
  );
}
