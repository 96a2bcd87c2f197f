import { SITE_NAME } from "~/lib/constants";
import { EmailLayout } from "./email-layout";
import type { EmailContent, EmailContext } from "./types";

export interface QuoteVerificationCodePayload {
  code: string;
  minutesValid: number;
}

export function quoteVerificationCode(
  { code, minutesValid }: QuoteVerificationCodePayload,
  context: EmailContext,
): EmailContent {
  const { t } = context;
  const instruction = t("quoteVerificationCode.instruction");
  const validity = t("quoteVerificationCode.validity", { count: minutesValid });
  return {
    subject: t("quoteVerificationCode.subject", { siteName: SITE_NAME }),
    element: (
      <EmailLayout preview={t("quoteVerificationCode.preview", { code })} context={context}>
        <p>{instruction}</p>
        <p style={{ fontSize: 32, fontWeight: 700, letterSpacing: 6, margin: "16px 0" }}>{code}</p>
        <p style={{ color: "#475569" }}>{validity}</p>
      </EmailLayout>
    ),
    text: `${t("quoteVerificationCode.textCode", { siteName: SITE_NAME, code })}\n\n${instruction}\n${validity}\n`,
  };
}
