import { SITE_NAME } from "~/lib/constants";
import { EmailButton, EmailLayout } from "./email-layout";
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
  return {
    subject: t("partnerAccountExists.subject", { siteName: SITE_NAME }),
    element: (
      <EmailLayout preview={intro} context={context}>
        <p>{hello}</p>
        <p>{intro}</p>
        <p>{next}</p>
        <EmailButton href={loginUrl} label={t("partnerAccountExists.logIn")} context={context} />
        <p>
          <a href={resetUrl}>{forgotten}</a>
        </p>
        <p style={{ color: "#475569" }}>{notYou}</p>
      </EmailLayout>
    ),
    text: `${hello}\n\n${intro}\n\n${next}\n${loginUrl}\n\n${forgotten}\n${resetUrl}\n\n${notYou}\n`,
  };
}
