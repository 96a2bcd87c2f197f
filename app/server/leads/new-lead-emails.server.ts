import type { NewLeadSummary } from "~/emails/partner-new-lead";
import { asLocale } from "~/i18n/config";
import { PARTNER_INVITATIONS_PATH, partnerLeadPath } from "~/lib/lead-rules";
import type { NewLeadEmails } from "~/lib/vocabulary";
import type { OutgoingEmail } from "../email/outbox.server";
import { absoluteUrl } from "../env.server";

/**
 * How a company hears of the leads offered to it, as it chose in Preferences: one email per
 * invitation as it is made (`instant`, here), or one email a day listing the previous UK day's
 * invitations that are still open (`daily_digest`, ./lead-digests.server.ts).
 */

export interface NewLeadRecipient {
  name: string;
  email: string;
  locale: string | null | undefined;
  newLeadEmails: NewLeadEmails;
}

/**
 * The new-lead email of one invitation (linking to the lead, saying by when to answer), or null
 * when the company reads them in the daily digest.
 */
export function newLeadEmail(
  company: NewLeadRecipient,
  lead: NewLeadSummary & { respondBy?: Date | null },
  leadId: string | undefined,
): OutgoingEmail | null {
  if (company.newLeadEmails === "daily_digest") return null;
  const { respondBy, ...summary } = lead;
  const path = leadId ? partnerLeadPath(leadId) : PARTNER_INVITATIONS_PATH;
  return {
    to: company.email,
    template: "partner-new-lead",
    payload: {
      companyName: company.name,
      ...summary,
      leadsUrl: absoluteUrl(path),
      ...(respondBy ? { respondBy: respondBy.toISOString() } : {}),
    },
    locale: asLocale(company.locale),
  };
}
