import { formatDate } from "~/lib/format";
import { formatUkPhone } from "~/lib/schemas/uk-phone";
import { composeEmail } from "./email-kit";
import type { EmailContent, EmailContext } from "./types";

/**
 * To the customer when the company they booked records the day agreed with them inside their
 * flexible window, and again each time it changes that day.
 */
export interface CustomerJobDateAgreedPayload {
  fullName: string;
  reference: string;
  companyName: string;
  companyEmail: string;
  companyPhone: string;
  /** The agreed UK day (YYYY-MM-DD). */
  agreedDate: string;
  /** Whether a day had been agreed before (the company changed it). */
  changed: boolean;
  requestUrl: string;
}

export function customerJobDateAgreed(payload: CustomerJobDateAgreedPayload, context: EmailContext): EmailContent {
  const { t, locale } = context;
  const company = payload.companyName;
  const date = formatDate(payload.agreedDate, locale);
  const kind = payload.changed ? "changed" : "agreed";
  return composeEmail(
    {
      subject: t(`customerJobDateAgreed.subject.${kind}`, { company, date }),
      greeting: t("helloName", { name: payload.fullName }),
      blocks: [
        t(`customerJobDateAgreed.intro.${kind}`, { company, date, reference: payload.reference }),
        t("customerJobDateAgreed.contact", { company }),
        {
          facts: [
            [t("customerJobDateAgreed.date"), date],
            [t("customerJobDateAgreed.company"), company],
            [t("customerJobDateAgreed.companyEmail"), payload.companyEmail],
            [t("customerJobDateAgreed.companyPhone"), formatUkPhone(payload.companyPhone)],
          ],
        },
        { button: { label: t("customerJobDateAgreed.action"), url: payload.requestUrl } },
        { note: t("privateLink") },
      ],
    },
    context,
  );
}
