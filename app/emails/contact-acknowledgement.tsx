import { REPLY_WITHIN_HOURS, SITE_NAME } from "~/lib/constants";
import type { ContactTopic } from "~/lib/schemas/contact";
import { EmailLayout } from "./email-layout";
import type { EmailContent, EmailContext } from "./types";

export interface ContactAcknowledgementPayload {
  firstName: string;
  topic: ContactTopic;
  message: string;
}

export function contactAcknowledgement(payload: ContactAcknowledgementPayload, context: EmailContext): EmailContent {
  const { t } = context;
  const topic = t(`contact:topics.${payload.topic}`);
  const hello = t("helloName", { name: payload.firstName });
  const intro = t("contactAcknowledgement.intro", { siteName: SITE_NAME, count: REPLY_WITHIN_HOURS });
  return {
    subject: t("contactAcknowledgement.subject", { topic }),
    element: (
      <EmailLayout preview={intro} context={context}>
        <p>{hello}</p>
        <p>{intro}</p>
        <p style={{ color: "#475569" }}>{t("contactAcknowledgement.yourMessage")}</p>
        <blockquote style={{ margin: 0, padding: "8px 12px", borderLeft: "4px solid #bcd7ff", whiteSpace: "pre-wrap" }}>
          {payload.message}
        </blockquote>
      </EmailLayout>
    ),
    text: `${hello}\n\n${intro}\n\n${t("contactAcknowledgement.yourMessage")}\n${payload.message}\n`,
  };
}
