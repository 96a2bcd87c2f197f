import { SITE_NAME } from "~/lib/constants";
import { EmailLayout } from "./email-layout";
import type { EmailContent } from "./types";

export interface StaffInvitePayload {
  firstName: string;
  setPasswordUrl: string;
  expiresInDays: number;
  adminUrl: string;
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

export function staffInvite({ firstName, setPasswordUrl, expiresInDays, adminUrl }: StaffInvitePayload): EmailContent {
  const subject = `You have been invited to the ${SITE_NAME} admin panel`;
  const intro = `You have been given a staff account on the ${SITE_NAME} admin panel.`;
  const note = `The link works once and for ${expiresInDays} days. Once your password is set, sign in at ${adminUrl}`;
  return {
    subject,
    element: (
      <EmailLayout preview={intro}>
        <p>Hello {firstName},</p>
        <p>{intro}</p>
        <p style={{ margin: "24px 0" }}>
          <a href={setPasswordUrl} style={buttonStyle}>
            Choose your password
          </a>
        </p>
        <p style={{ color: "#475569", fontSize: 13, wordBreak: "break-all" }}>
          Or copy this address into your browser: {setPasswordUrl}
        </p>
        <p style={{ color: "#475569" }}>{note}</p>
      </EmailLayout>
    ),
    text: `Hello ${firstName},\n\n${intro}\n\nChoose your password: ${setPasswordUrl}\n\n${note}\n`,
  };
}
