import { SITE_NAME } from "~/lib/constants";
import { composeEmail } from "./email-kit";
import type { EmailContent, EmailContext } from "./types";

/**
 * To an address that applied to become a partner while it already has an account or an
 * application: the registration page answers as for a new application, and only the owner of
 * the address learns the rest. Nothing the applicant typed is repeated.
 */
export interface PartnerAccountExistsPayload {
  loginUrl: string;
  resetUrl: string;
}

export function partnerAccountExists(
  { loginUrl, resetUrl }: PartnerAccountExistsPayload,
  context: EmailContext,
): EmailContent {
  const { t } = context;
  const hello = t("hello");
  const intro = t("partnerAccountExists.intro", { siteName: SITE_NAME });
  const next = t("partnerAccountExists.next");
  const forgotten = t("partnerAccountExists.forgotten");
  const notYou = t("partnerAccountExists.notYou");
  return composeEmail(
    {
      subject: t("partnerAccountExists.subject", { siteName: SITE_NAME }),
      greeting: hello,
      blocks: [
        intro,
        next,
        { button: { label: t("partnerAccountExists.logIn"), url: loginUrl } },
        { link: { label: forgotten, url: resetUrl } },
        { note: notYou },
      ],
    },
    context,
  );
}
