import { SITE_NAME } from "~/lib/constants";
import { composeEmail } from "./email-kit";
import { accountAccessBlocks } from "./partner-approved-set-password";
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
  const { companyName, inviterName } = payload;
  return composeEmail(
    {
      subject: t("partnerTeamInvite.subject", { company: companyName, siteName: SITE_NAME }),
      greeting: t("hello"),
      blocks: [
        t("partnerTeamInvite.intro", { inviter: inviterName, company: companyName, siteName: SITE_NAME }),
        t("partnerTeamInvite.role"),
        ...accountAccessBlocks(payload, context),
      ],
    },
    context,
  );
}
