import { SITE_NAME } from "~/lib/constants";
import { EmailLayout } from "./email-layout";
import type { EmailContent } from "./types";

export interface PasswordResetPayload {
  name: string;
  resetUrl: string;
  expiresInMinutes: number;
}

const buttonStyle = {
  display: "inline-block",
  backgroundColor: "#1744b5",
  color: "#ffffff",
  padding: "12px 20px",
  borderRadius: 8,
  fontWeight: 700,
  textDecoration: "none",
} as const;

export function passwordReset({ name, resetUrl, expiresInMinutes }: PasswordResetPayload): EmailContent {
  const subject = `Reset your ${SITE_NAME} password`;
  const intro = `Someone asked to reset the password of your ${SITE_NAME} account.`;
  return {
    subject,
    element: (
      <EmailLayout preview={intro}>
        <p>Hello {name},</p>
        <p>{intro} Use the button below to choose a new one.</p>
        <p style={{ margin: "24px 0" }}>
          <a href={resetUrl} style={buttonStyle}>
            Choose a new password
          </a>
        </p>
        <p style={{ color: "#475569", fontSize: 13, wordBreak: "break-all" }}>
          Or copy this address into your browser: {resetUrl}
        </p>
        <p style={{ color: "#475569" }}>
          The link works once and for {expiresInMinutes} minutes. If you did not ask for it, you can ignore this email:
          your password stays as it is.
        </p>
      </EmailLayout>
    ),
    text: `Hello ${name},\n\n${intro} Open this link to choose a new one:\n${resetUrl}\n\nThe link works once and for ${expiresInMinutes} minutes. If you did not ask for it, you can ignore this email: your password stays as it is.\n`,
  };
}
