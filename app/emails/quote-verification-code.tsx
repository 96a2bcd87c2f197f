import { SITE_NAME } from "~/lib/constants";
import { EmailLayout } from "./email-layout";
import type { EmailContent } from "./types";

export interface QuoteVerificationCodePayload {
  code: string;
  minutesValid: number;
}

export function quoteVerificationCode({ code, minutesValid }: QuoteVerificationCodePayload): EmailContent {
  const subject = `Your ${SITE_NAME} code: ${code}`;
  return {
    subject,
    element: (
      <EmailLayout preview={`Your code is ${code}`}>
        <p>Enter this code to confirm your email address and send your removal quote request:</p>
        <p style={{ fontSize: 32, fontWeight: 700, letterSpacing: 6, margin: "16px 0" }}>{code}</p>
        <p style={{ color: "#475569" }}>
          The code is valid for {minutesValid} minutes. If you did not ask for it, you can ignore this email.
        </p>
      </EmailLayout>
    ),
    text: `Your ${SITE_NAME} code is ${code}\n\nEnter it to confirm your email address and send your removal quote request. The code is valid for ${minutesValid} minutes. If you did not ask for it, you can ignore this email.\n`,
  };
}
