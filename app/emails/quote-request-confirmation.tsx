import { MAX_MATCHED_COMPANIES, REPLY_WITHIN_HOURS, SITE_NAME } from "~/lib/constants";
import { formatRating } from "~/lib/format";
import { EmailFacts, EmailLayout } from "./email-layout";
import { describeMoveDate, type EmailMoveDate } from "./lead-loop-email";
import type { EmailContent, EmailContext } from "./types";

export interface QuoteRequestConfirmationPayload {
  fullName: string;
  reference: string;
  requestUrl: string;
  appUrl: string;
  movingDate: EmailMoveDate;
  companies: { name: string; town: string; rating: number | null; reviewCount: number; slug: string }[];
}

export function quoteRequestConfirmation(
  payload: QuoteRequestConfirmationPayload,
  context: EmailContext,
): EmailContent {
  const { t, locale } = context;
  const { fullName, reference, requestUrl, appUrl, companies } = payload;
  const hours = REPLY_WITHIN_HOURS;
  const matchedText =
    companies.length > 0
      ? t("quoteRequestConfirmation.matched", { count: companies.length, hours })
      : t("quoteRequestConfirmation.unmatched", { max: MAX_MATCHED_COMPANIES, hours });
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
      <EmailLayout preview={matchedText} context={context}>
        <p>{hello}</p>
        <p>
          {thanks} {matchedText}
        </p>
        <EmailFacts rows={facts} />
        {companies.length > 0 ? (
          <ul style={{ paddingLeft: 20 }}>
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
      `${thanks} ${matchedText}`,
      "",
      ...facts.map(([label, value]) => `${label}: ${value}`),
      ...(companies.length > 0
        ? [
            "",
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
