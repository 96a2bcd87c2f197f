import { MAX_MATCHED_COMPANIES, REPLY_WITHIN_HOURS, SITE_NAME } from "~/lib/constants";
import { EmailLayout } from "./email-layout";
import type { EmailContent } from "./types";

export interface QuoteRequestConfirmationPayload {
  fullName: string;
  reference: string;
  requestUrl: string;
  appUrl: string;
  companies: { name: string; town: string; rating: number | null; reviewCount: number; slug: string }[];
}

export function quoteRequestConfirmation(payload: QuoteRequestConfirmationPayload): EmailContent {
  const { fullName, reference, requestUrl, appUrl, companies } = payload;
  const subject = `Your removal quote request ${reference} has been sent`;
  const matchedText =
    companies.length > 0
      ? `We have sent your request to ${companies.length} removal ${companies.length === 1 ? "company" : "companies"} that cover your area. They will contact you within ${REPLY_WITHIN_HOURS} hours by email, phone or chat with a quote.`
      : `We are finding removal companies that cover your area and will send your request to up to ${MAX_MATCHED_COMPANIES} of them. Our team will be in touch within ${REPLY_WITHIN_HOURS} hours.`;
  const companyLines = companies.map(
    (company) =>
      `- ${company.name}, ${company.town} (${company.rating == null ? "no rating yet" : `${company.rating.toFixed(1)}/10`}, ${company.reviewCount} reviews): ${appUrl}/company/${company.slug}`,
  );
  return {
    subject,
    element: (
      <EmailLayout preview={matchedText}>
        <p>Hello {fullName},</p>
        <p>
          Thank you for your request (reference <strong>{reference}</strong>). {matchedText}
        </p>
        {companies.length > 0 ? (
          <ul style={{ paddingLeft: 20 }}>
            {companies.map((company) => (
              <li key={company.slug} style={{ marginBottom: 6 }}>
                <a href={`${appUrl}/company/${company.slug}`} style={{ color: "#1744b5" }}>
                  {company.name}
                </a>
                , {company.town} · {company.rating == null ? "no rating yet" : `${company.rating.toFixed(1)}/10`} ·{" "}
                {company.reviewCount} reviews
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
            View your request and quotes
          </a>
        </p>
        <p style={{ color: "#475569", fontSize: 13 }}>
          This link is private to you: anyone with it can see your request, so please do not share it.
        </p>
      </EmailLayout>
    ),
    text: [
      `Hello ${fullName},`,
      "",
      `Thank you for your request (reference ${reference}). ${matchedText}`,
      ...(companyLines.length > 0 ? ["", ...companyLines] : []),
      "",
      `View your request and quotes (private link, please do not share it): ${requestUrl}`,
      "",
      `${SITE_NAME}`,
    ].join("\n"),
  };
}
