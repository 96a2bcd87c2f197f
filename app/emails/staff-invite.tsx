import { SITE_NAME } from "~/lib/constants";
import { EmailButton, EmailLayout } from "./email-layout";
import type { EmailContent, EmailContext } from "./types";

export interface StaffInvitePayload {
  firstName: string;
  setPasswordUrl: string;
  expiresInDays: number;
  adminUrl: string;
}

export function staffInvite(
  { firstName, setPasswordUrl, expiresInDays, adminUrl }: StaffInvitePayload,
  context: EmailContext,
): EmailContent {
  const { t } = context;
  const intro = t("staffInvite.intro", { siteName: SITE_NAME });
  const note = t("staffInvite.note", { count: expiresInDays, url: adminUrl });
  const hello = t("helloName", { name: firstName });
  return {
    subject: t("staffInvite.subject", { siteName: SITE_NAME }),
    element: (
      <EmailLayout preview={intro} context={context}>
        <p>{hello}</p>
        <p>{intro}</p>
        <EmailButton href={setPasswordUrl} label={t("staffInvite.button")} context={context} />
        <p style={{ color: "#475569" }}>{note}</p>
      </EmailLayout>
    ),
    text: `${hello}\n\n${intro}\n\n${t("staffInvite.textButton", { url: setPasswordUrl })}\n\n${note}\n`,
  };
}
