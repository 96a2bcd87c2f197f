import { SITE_NAME } from "~/lib/constants";
import { composeEmail, type EmailBlock } from "./email-kit";
import type { EmailContent, EmailContext } from "./types";

export interface PartnerApprovedSetPasswordPayload {
  companyName: string;
  email: string;
  /** Present when the account has no password yet: a one-time link to choose one. */
  setPasswordUrl?: string;
  expiresInDays: number;
  loginUrl: string;
}

/** A new member's way in: choose a password by the one-time link, or log in when it has one. */
export function accountAccessBlocks(
  { email, setPasswordUrl, expiresInDays, loginUrl }: Omit<PartnerApprovedSetPasswordPayload, "companyName">,
  { t }: EmailContext,
): EmailBlock[] {
  if (!setPasswordUrl) {
    return [
      t("partnerApproved.logIn", { email }),
      { button: { label: t("partnerApproved.logInButton"), url: loginUrl } },
    ];
  }
  return [
    t("partnerApproved.setPassword", { email }),
    { button: { label: t("partnerApproved.choosePasswordButton"), url: setPasswordUrl } },
    { note: t("partnerApproved.linkNote", { count: expiresInDays, url: loginUrl }) },
  ];
}

export function partnerApprovedSetPassword(
  payload: PartnerApprovedSetPasswordPayload,
  context: EmailContext,
): EmailContent {
  const { t } = context;
  const { companyName } = payload;
  return composeEmail(
    {
      subject: t("partnerApproved.subject", { company: companyName, siteName: SITE_NAME }),
      greeting: t("hello"),
      blocks: [
        t("partnerApproved.intro", { company: companyName, siteName: SITE_NAME }),
        ...accountAccessBlocks(payload, context),
      ],
    },
    context,
  );
}
