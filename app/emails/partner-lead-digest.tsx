import { formatDate } from "~/lib/format";
import { EmailButton, EmailFacts, EmailLayout } from "./email-layout";
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
  return {
    subject,
    element: (
      <EmailLayout preview={intro} context={context}>
        <p>{hello}</p>
        <p>{intro}</p>
        {leads.map((rows, index) => (
          // The facts of two leads may be the same: their place in the list tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is rendered once, never reordered
          <div key={index} style={{ borderTop: "1px solid #e2e8f0", padding: "8px 0" }}>
            <EmailFacts rows={rows} />
          </div>
        ))}
        <EmailButton href={payload.invitationsUrl} label={t("partnerLeadDigest.button")} context={context} />
        <p style={{ color: "#475569", fontSize: 13 }}>{t("partnerLeadDigest.note")}</p>
      </EmailLayout>
    ),
    text: [
      hello,
      "",
      intro,
      "",
      ...leads.flatMap((rows) => [...rows.map(([label, value]) => `${label}: ${value}`), ""]),
      t("partnerLeadDigest.textButton", { url: payload.invitationsUrl }),
      "",
      t("partnerLeadDigest.note"),
    ].join("\n"),
  };
}
