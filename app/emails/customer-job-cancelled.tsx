import { formatDate } from "~/lib/format";
import { formatUkPhone } from "~/lib/schemas/uk-phone";
import { composeEmail } from "./email-kit";
import type { EmailContent, EmailContext } from "./types";

/** To the customer when the company they booked cancels the job, with the company's reason. */
export interface CustomerJobCancelledPayload {
  fullName: string;
  reference: string;
  companyName: string;
  companyEmail: string;
  companyPhone: string;
  /** The UK day the move was to start (YYYY-MM-DD). */
  pickupDay: string;
  reason: string;
}

export function customerJobCancelled(payload: CustomerJobCancelledPayload, context: EmailContext): EmailContent {
  const { t, locale } = context;
  const company = payload.companyName;
  return composeEmail(
    {
      subject: t("customerJobCancelled.subject", { company }),
      greeting: t("helloName", { name: payload.fullName }),
      blocks: [
        t("customerJobCancelled.intro", {
          company,
          date: formatDate(payload.pickupDay, locale),
          reference: payload.reference,
        }),
        t("customerJobCancelled.reason", { reason: payload.reason }),
        t("customerJobCancelled.next", { company }),
        {
          facts: [
            [t("customerJobCancelled.companyEmail"), payload.companyEmail],
            [t("customerJobCancelled.companyPhone"), formatUkPhone(payload.companyPhone)],
          ],
        },
      ],
    },
    context,
  );
}
