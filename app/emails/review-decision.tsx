import { composeEmail } from "./email-kit";
import type { EmailContent, EmailContext } from "./types";

/** To the customer once staff publish or reject a review that was held or reported. */
export interface ReviewDecisionPayload {
  fullName: string;
  companyName: string;
  title: string;
  decision: "published" | "rejected";
  reason: string | null;
  companyUrl: string;
}

export function reviewDecision(payload: ReviewDecisionPayload, context: EmailContext): EmailContent {
  const { t } = context;
  const company = payload.companyName;
  const published = payload.decision === "published";
  return composeEmail(
    {
      subject: published ? t("reviews.publishedSubject", { company }) : t("reviews.rejectedSubject", { company }),
      greeting: t("helloName", { name: payload.fullName }),
      blocks: [
        published
          ? t("reviews.publishedIntro", { company, title: payload.title })
          : t("reviews.rejectedIntro", { company, title: payload.title }),
        { facts: payload.reason ? [[t("reviews.reason"), payload.reason]] : [] },
        { button: { label: t("reviews.viewAction", { company }), url: payload.companyUrl } },
      ],
    },
    context,
  );
}
