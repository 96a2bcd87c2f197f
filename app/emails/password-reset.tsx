import { SITE_NAME } from "~/lib/constants";
import { EmailButton, EmailLayout } from "./email-layout";
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
  return {
    subject: t("passwordReset.subject", { siteName: SITE_NAME }),
    element: (
      <EmailLayout preview={intro} context={context}>
        <p>{hello}</p>
        <p>
          {intro} {t("passwordReset.useButton")}
        </p>
        <EmailButton href={resetUrl} label={t("passwordReset.button")} context={context} />
        <p style={{ color: "#475569" }}>{note}</p>
      </EmailLayout>
    ),
    text: `${hello}\n\n${intro} ${t("passwordReset.useLink")}\n${resetUrl}\n\n${note}\n`,
  };
}
