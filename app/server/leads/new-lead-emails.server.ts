import type { Transaction } from "~/db/client.server";
import type { NewLeadSummary } from "~/emails/partner-new-lead";
import { asLocale } from "~/i18n/config";
import { PARTNER_FIND_WORK_PATH } from "~/lib/lead-rules";
import type { NewLeadEmails } from "~/lib/vocabulary";
import { type OutgoingEmail, queueEmails } from "../email/outbox.server";
import { getEnv } from "../env.server";

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

/** The new-lead email of one invitation, or null when the company reads them in the daily digest. */
export function newLeadEmail(company: NewLeadRecipient, lead: NewLeadSummary): OutgoingEmail | null {
  if (company.newLeadEmails === "daily_digest") return null;
  return {
    to: company.email,
    template: "partner-new-lead",
    payload: { companyName: company.name, ...lead, leadsUrl: `${getEnv().APP_URL}${PARTNER_FIND_WORK_PATH}` },
    locale: asLocale(company.locale),
  };
}

/** Queues the new-lead email of one invitation, unless the company reads them in the daily digest. */
export async function queueNewLeadEmail(
  tx: Transaction,
  company: NewLeadRecipient,
  lead: NewLeadSummary,
): Promise<void> {
  const email = newLeadEmail(company, lead);
  if (email) await queueEmails(tx, [email]);
}
