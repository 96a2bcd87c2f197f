import { REPLY_WITHIN_HOURS, SITE_NAME } from "~/lib/constants";
import type { ContactTopic } from "~/lib/schemas/contact";
import { composeEmail } from "./email-kit";
import type { EmailContent, EmailContext } from "./types";

/**
 * Only the topic, one of ours: anyone can type any address into the contact form, so the
 * acknowledgement repeats nothing the visitor wrote (no message, no name).
 */
export interface ContactAcknowledgementPayload {
  topic: ContactTopic;
}

export function contactAcknowledgement(payload: ContactAcknowledgementPayload, context: EmailContext): EmailContent {
  const { t } = context;
  const topic = t(`contact:topics.${payload.topic}`);
  const hello = t("hello");
  const intro = t("contactAcknowledgement.intro", { siteName: SITE_NAME, count: REPLY_WITHIN_HOURS });
  return composeEmail(
    { subject: t("contactAcknowledgement.subject", { topic }), greeting: hello, blocks: [intro] },
    context,
  );
}
