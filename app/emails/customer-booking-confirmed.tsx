import { formatPounds } from "~/lib/format";
import { formatUkPhone } from "~/lib/schemas/uk-phone";
import type { QuoteVat } from "~/lib/vocabulary";
import { composeEmail, describeMoveDate, type EmailMoveDate } from "./email-kit";
import type { EmailContent, EmailContext } from "./types";

/** To the customer after accepting a quote. */
export interface CustomerBookingConfirmedPayload {
  fullName: string;
  reference: string;
  companyName: string;
  companyEmail: string;
  companyPhone: string;
  amountPence: number;
  /** The quote's own terms, as the company wrote them. */
  vat: QuoteVat | null;
  depositTerms: string | null;
  cancellationTerms: string | null;
  movingDate: EmailMoveDate;
  requestUrl: string;
}

export function customerBookingConfirmed(
  payload: CustomerBookingConfirmedPayload,
  context: EmailContext,
): EmailContent {
  const { t, locale } = context;
  const company = payload.companyName;
  const price = formatPounds(payload.amountPence, locale);
  const terms: [string, string][] = [];
  if (payload.depositTerms) terms.push([t("customerBookingConfirmed.depositTerms"), payload.depositTerms]);
  if (payload.cancellationTerms) {
    terms.push([t("customerBookingConfirmed.cancellationTerms"), payload.cancellationTerms]);
  }
  return composeEmail(
    {
      subject: t("customerBookingConfirmed.subject", { company }),
      greeting: t("helloName", { name: payload.fullName }),
      blocks: [
        t("customerBookingConfirmed.intro", { company, reference: payload.reference }),
        t("customerBookingConfirmed.payment", { company }),
        ...(terms.length === 0 ? [t("customerBookingConfirmed.noTerms", { company })] : []),
        {
          facts: [
            [
              t("customerBookingConfirmed.price"),
              payload.vat ? t(`customerBookingConfirmed.vat.${payload.vat}`, { price, company }) : price,
            ],
            ...terms,
            [t("customerBookingConfirmed.movingDate"), describeMoveDate(payload.movingDate, context)],
            [t("customerBookingConfirmed.companyEmail"), payload.companyEmail],
            [t("customerBookingConfirmed.companyPhone"), formatUkPhone(payload.companyPhone)],
          ],
        },
        { button: { label: t("customerBookingConfirmed.action"), url: payload.requestUrl } },
        { note: t("privateLink") },
      ],
    },
    context,
  );
}
