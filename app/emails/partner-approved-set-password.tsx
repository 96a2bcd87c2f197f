import { SITE_NAME } from "~/lib/constants";
import { EmailLayout } from "./email-layout";
import type { EmailContent } from "./types";

export interface PartnerApprovedSetPasswordPayload {
  companyName: string;
  email: string;
  /** Present when the account has no password yet: a one-time link to choose one. */
  setPasswordUrl?: string;
  expiresInDays: number;
  loginUrl: string;
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

export function partnerApprovedSetPassword(payload: PartnerApprovedSetPasswordPayload): EmailContent {
  const { companyName, email, setPasswordUrl, expiresInDays, loginUrl } = payload;
  const subject = `${companyName} is approved: welcome to ${SITE_NAME}`;
  const intro = `Good news: we have reviewed and approved ${companyName} as a ${SITE_NAME} partner.`;
  const nextStep = setPasswordUrl
    ? `Your partner account uses this email address (${email}). Choose a password to open your partner dashboard.`
    : `Sign in with your existing account (${email}) to open your partner dashboard.`;
  const link = setPasswordUrl ?? loginUrl;
  const linkNote = setPasswordUrl
    ? `The link works once and for ${expiresInDays} days. After that, use "Forgot Password?" on the log-in page: ${loginUrl}`
    : "";
  return {
    subject,
    element: (
      <EmailLayout preview={intro}>
        <p>Hello,</p>
        <p>{intro}</p>
        <p>{nextStep}</p>
        <p style={{ margin: "24px 0" }}>
          <a href={link} style={buttonStyle}>
            {setPasswordUrl ? "Choose your password" : "Log in"}
          </a>
        </p>
        <p style={{ color: "#475569", fontSize: 13, wordBreak: "break-all" }}>
          Or copy this address into your browser: {link}
        </p>
        {linkNote ? <p style={{ color: "#475569" }}>{linkNote}</p> : null}
      </EmailLayout>
    ),
    text: `Hello,\n\n${intro}\n\n${nextStep}\n${link}\n${linkNote ? `\n${linkNote}\n` : ""}`,
  };
}
