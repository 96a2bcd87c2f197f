import { SITE_NAME } from "~/lib/constants";
import { composeEmail } from "./email-kit";
import type { EmailContent, EmailContext } from "./types";

export interface PasswordResetPayload {
  name: string;
  resetUrl: string;
  expiresInMinutes: number;
}

export function passwordReset(
  { name, resetUrl, expiresInMinutes }: PasswordResetPayload,
  context: EmailContext,
): EmailContent {
  const { t } = context;
  const intro = t("passwordReset.intro", { siteName: SITE_NAME });
  const note = t("passwordReset.note", { count: expiresInMinutes });
  const hello = t("helloName", { name });
  return composeEmail(
    {
      subject: t("passwordReset.subject", { siteName: SITE_NAME }),
      greeting: hello,
      blocks: [intro, { button: { label: t("passwordReset.button"), url: resetUrl } }, { note }],
    },
    context,
  );
}
