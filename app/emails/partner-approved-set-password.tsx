import { SITE_NAME } from "~/lib/constants";
import { EmailButton, EmailLayout } from "./email-layout";
import type { EmailContent, EmailContext } from "./types";

export interface PartnerApprovedSetPasswordPayload {
  companyName: string;
  email: string;
  /** Present when the account has no password yet: a one-time link to choose one. */
  setPasswordUrl?: string;
  expiresInDays: number;
  loginUrl: string;
}

export function partnerApprovedSetPassword(
  payload: PartnerApprovedSetPasswordPayload,
  context: EmailContext,
): EmailContent {
  const { t } = context;
  const { companyName, email, setPasswordUrl, expiresInDays, loginUrl } = payload;
  const intro = t("partnerApproved.intro", { company: companyName, siteName: SITE_NAME });
  const nextStep = setPasswordUrl ? t("partnerApproved.setPassword", { email }) : t("partnerApproved.logIn", { email });
  const link = setPasswordUrl ?? loginUrl;
  const linkNote = setPasswordUrl ? t("partnerApproved.linkNote", { count: expiresInDays, url: loginUrl }) : "";
  return {
    subject: t("partnerApproved.subject", { company: companyName, siteName: SITE_NAME }),
    element: (
      <EmailLayout preview={intro} context={context}>
        <p>{t("hello")}</p>
        <p>{intro}</p>
        <p>{nextStep}</p>
        <EmailButton
          href={link}
          label={setPasswordUrl ? t("partnerApproved.choosePasswordButton") : t("partnerApproved.logInButton")}
          context={context}
        />
        {linkNote ? <p style={{ color: "#475569" }}>{linkNote}</p> : null}
      </EmailLayout>
    ),
    text: `${t("hello")}\n\n${intro}\n\n${nextStep}\n${link}\n${linkNote ? `\n${linkNote}\n` : ""}`,
  };
}
