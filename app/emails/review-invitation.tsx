import { composeEmail } from "./email-kit";
import type { EmailContent, EmailContext } from "./types";

/** To the customer the day after a booked move, and once more a week later: a link to review the company. */
export interface ReviewInvitationPayload {
  fullName: string;
  companyName: string;
  reference: string;
  reviewUrl: string;
  reminder: boolean;
}

export function reviewInvitation(payload: ReviewInvitationPayload, context: EmailContext): EmailContent {
  const { t } = context;
  const company = payload.companyName;
  return composeEmail(
    {
      subject: payload.reminder
        ? t("reviews.reminderSubject", { company })
        : t("reviews.invitationSubject", { company }),
      greeting: t("helloName", { name: payload.fullName }),
      blocks: [
        payload.reminder
          ? t("reviews.reminderIntro", { company, reference: payload.reference })
          : t("reviews.invitationIntro", { company, reference: payload.reference }),
        { button: { label: t("reviews.action", { company }), url: payload.reviewUrl } },
        { note: t("reviews.note") },
      ],
    },
    context,
  );
}
