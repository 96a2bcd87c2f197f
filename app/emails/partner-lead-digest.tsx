import { formatDate } from "~/lib/format";
import { composeEmail } from "./email-kit";
import { type NewLeadSummary, newLeadFacts } from "./partner-new-lead";
import type { EmailContent, EmailContext } from "./types";

/** The daily digest: the invitations of one UK day that are still open, for a company that chose it. */
export interface PartnerLeadDigestPayload {
  companyName: string;
  /** The UK day (ISO date) the invitations arrived. */
  day: string;
  leads: NewLeadSummary[];
  invitationsUrl: string;
}

export function partnerLeadDigest(payload: PartnerLeadDigestPayload, context: EmailContext): EmailContent {
  const { t, locale } = context;
  const count = payload.leads.length;
  const day = formatDate(payload.day, locale);
  const subject = t("partnerLeadDigest.subject", { count, day });
  const intro = t("partnerLeadDigest.intro", { count, day });
  const hello = t("helloName", { name: payload.companyName });
  const leads = payload.leads.map((lead) => newLeadFacts(lead, context));
  return composeEmail(
    {
      subject,
      greeting: hello,
      blocks: [
        intro,
        ...leads.map((rows) => ({ facts: rows })),
        { button: { label: t("partnerLeadDigest.button"), url: payload.invitationsUrl } },
        { note: t("partnerLeadDigest.note") },
      ],
    },
    context,
  );
}
