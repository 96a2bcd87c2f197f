import { SITE_NAME } from "~/lib/constants";
import { composeEmail } from "./email-kit";
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
  return composeEmail(
    {
      subject: t("staffInvite.subject", { siteName: SITE_NAME }),
      greeting: hello,
      blocks: [intro, { button: { label: t("staffInvite.button"), url: setPasswordUrl } }, { note }],
    },
    context,
  );
}
