import { SITE_NAME } from "~/lib/constants";
import { formatRating } from "~/lib/format";
import { LEAD_OPEN_DAYS } from "~/lib/lead-rules";
import { EmailFacts, EmailLayout } from "./email-layout";
import { describeMoveDate, type EmailMoveDate } from "./lead-loop-email";
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
  return {
    subject: t("quoteRequestConfirmation.subject", { reference }),
    element: (
      <EmailLayout preview={outcome} context={context}>
        <p>{hello}</p>
        <p>
          {thanks} {outcome}
        </p>
        {next.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <EmailFacts rows={facts} />
        {sent ? <p style={{ marginBottom: 4 }}>{t("quoteRequestConfirmation.sentTo")}</p> : null}
        {sent ? (
          <ul style={{ paddingLeft: 20, marginTop: 0 }}>
            {companies.map((company) => (
              <li key={company.slug} style={{ marginBottom: 6 }}>
                <a href={`${appUrl}/company/${company.slug}`} style={{ color: "#1744b5" }}>
                  {company.name}
                </a>
                , {companyDetails(company)}
              </li>
            ))}
          </ul>
        ) : null}
        <p>
          <a
            href={requestUrl}
            style={{
              display: "inline-block",
              backgroundColor: "#1d56e0",
              color: "#ffffff",
              padding: "10px 18px",
              borderRadius: 6,
              textDecoration: "none",
            }}
          >
            {t("quoteRequestConfirmation.viewRequest")}
          </a>
        </p>
        <p style={{ color: "#475569", fontSize: 13 }}>{t("privateLink")}</p>
      </EmailLayout>
    ),
    text: [
      hello,
      "",
      `${thanks} ${outcome}`,
      "",
      ...next.flatMap((paragraph) => [paragraph, ""]),
      ...facts.map(([label, value]) => `${label}: ${value}`),
      ...(sent
        ? [
            "",
            t("quoteRequestConfirmation.sentTo"),
            ...companies.map(
              (company) => `- ${company.name}, ${companyDetails(company)}: ${appUrl}/company/${company.slug}`,
            ),
          ]
        : []),
      "",
      t("quoteRequestConfirmation.textViewRequest", { url: requestUrl }),
      "",
      SITE_NAME,
    ].join("\n"),
  };
}
