import { SITE_NAME } from "~/lib/constants";
import { composeEmail } from "./email-kit";
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
  return composeEmail(
    {
      subject: t("quoteVerificationCode.subject", { siteName: SITE_NAME }),
      preview: t("quoteVerificationCode.preview", { code }),
      blocks: [instruction, { code }, { note: validity }],
    },
    context,
  );
}
