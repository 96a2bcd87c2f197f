import { REPLY_WITHIN_HOURS, SITE_NAME } from "~/lib/constants";
import { EmailLayout } from "./email-layout";
import type { EmailContent } from "./types";

export interface ContactAcknowledgementPayload {
  firstName: string;
  subject: string;
  message: string;
}

export function contactAcknowledgement(payload: ContactAcknowledgementPayload): EmailContent {
  const subject = `We have received your message: ${payload.subject}`;
  const intro = `Hello ${payload.firstName}, thank you for contacting ${SITE_NAME}. We reply to every message within ${REPLY_WITHIN_HOURS} hours.`;
  return {
    subject,
    element: (
      <EmailLayout preview={intro}>
        <p>Hello {payload.firstName},</p>
        <p>
          Thank you for contacting {SITE_NAME}. We reply to every message within {REPLY_WITHIN_HOURS} hours.
        </p>
        <p style={{ color: "#475569" }}>Your message:</p>
        <blockquote style={{ margin: 0, padding: "8px 12px", borderLeft: "4px solid #bcd7ff", whiteSpace: "pre-wrap" }}>
          {payload.message}
        </blockquote>
      </EmailLayout>
    ),
    text: `${intro}\n\nYour message:\n${payload.message}\n`,
  };
}
