import { formatDate, formatPounds } from "~/lib/format";
import { composeEmail } from "./email-kit";
import type { EmailContent, EmailContext } from "./types";

/** To the customer when a company sends or revises its quote. */
export interface CustomerQuoteReceivedPayload {
  fullName: string;
  reference: string;
  companyName: string;
  amountPence: number;
  validUntil: string;
  revised: boolean;
  requestUrl: string;
}

export function customerQuoteReceived(payload: CustomerQuoteReceivedPayload, context: EmailContext): EmailContent {
  const { t, locale } = context;
  const company = payload.companyName;
  const quote = {
    company,
    amount: formatPounds(payload.amountPence, locale),
    date: formatDate(payload.validUntil, locale),
  };
  return composeEmail(
    {
      subject: payload.revised
        ? t("customerQuoteReceived.subjectRevised", { company, reference: payload.reference })
        : t("customerQuoteReceived.subject", { company, reference: payload.reference }),
      greeting: t("helloName", { name: payload.fullName }),
      blocks: [
        payload.revised ? t("customerQuoteReceived.introRevised", quote) : t("customerQuoteReceived.intro", quote),
        t("customerQuoteReceived.compare"),
        { button: { label: t("customerQuoteReceived.action"), url: payload.requestUrl } },
        { note: t("privateLink") },
      ],
    },
    context,
  );
}
