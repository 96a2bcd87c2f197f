import { SITE_NAME } from "~/lib/constants";
import { EmailButton, EmailLayout } from "./email-layout";
import type { EmailContent, EmailContext } from "./types";

/** A company's owner added a colleague to its team (role staff), as partner approval adds an owner. */
export interface PartnerTeamInvitePayload {
  companyName: string;
  inviterName: string;
  email: string;
  /** Present when the account has no password yet: a one-time link to choose one. */
  setPasswordUrl?: string;
  expiresInDays: number;
  loginUrl: string;
}

export function partnerTeamInvite(payload: PartnerTeamInvitePayload, context: EmailContext): EmailContent {
  const { t } = context;
  const { companyName, inviterName, email, setPasswordUrl, expiresInDays, loginUrl } = payload;
  const intro = t("partnerTeamInvite.intro", { inviter: inviterName, company: companyName, siteName: SITE_NAME });
  const nextStep = setPasswordUrl ? t("partnerApproved.setPassword", { email }) : t("partnerApproved.logIn", { email });
  const link = setPasswordUrl ?? loginUrl;
  const linkNote = setPasswordUrl ? t("partnerApproved.linkNote", { count: expiresInDays, url: loginUrl }) : "";
  return {
    subject: t("partnerTeamInvite.subject", { company: companyName, siteName: SITE_NAME }),
    element: (
      <EmailLayout preview={intro} context={context}>
        <p>{t("hello")}</p>
        <p>{intro}</p>
        <p>{t("partnerTeamInvite.role")}</p>
        <p>{nextStep}</p>
        <EmailButton
          href={link}
          label={setPasswordUrl ? t("partnerApproved.choosePasswordButton") : t("partnerApproved.logInButton")}
          context={context}
        />
        {linkNote ? <p style={{ color: "#475569" }}>{linkNote}</p> : null}
      </EmailLayout>
    ),
    text: [
      t("hello"),
      "",
      intro,
      "",
      t("partnerTeamInvite.role"),
      "",
      nextStep,
      link,
      ...(linkNote ? ["", linkNote] : []),
    ]
      .join("\n")
      .concat("\n"),
  };
}
