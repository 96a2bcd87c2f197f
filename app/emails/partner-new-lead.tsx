import { dateTimeFormat } from "~/lib/format";
import type { HelpType, MoveType } from "~/lib/vocabulary";
import { composeEmail, describeMoveDate, type EmailMoveDate } from "./email-kit";
import type { EmailContent, EmailContext } from "./types";

/** What a partner learns of a lead before claiming: never the customer's name or contact details. */
export interface NewLeadSummary {
  area: string;
  moveType: MoveType;
  helpType: HelpType;
  /** The customer's current home: a house may say how many bedrooms ("1"-"4", "5+"). */
  home: { type: "house"; bedrooms?: string } | { type: "apartment" };
  movingDate: EmailMoveDate;
}

export interface PartnerNewLeadPayload extends NewLeadSummary {
  companyName: string;
  /** The invitation itself, where it is claimed or declined. */
  leadsUrl: string;
  /** The end of the invitation's response window (ISO); after it the place goes to another company. */
  respondBy?: string;
}

/** "Thursday 26 November, 12:15" in UK time, in the reader's language. */
function respondByText(iso: string, { locale }: EmailContext): string {
  return dateTimeFormat(locale, {
    timeZone: "Europe/London",
    weekday: "long",
    day: "numeric",
    month: "long",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));
}

/** A lead's area, move type, size and moving date, as the new-lead email and the daily digest list them. */
export function newLeadFacts(lead: NewLeadSummary, context: EmailContext): [string, string][] {
  const { t } = context;
  const { home } = lead;
  const bedrooms = home.type === "house" ? home.bedrooms : undefined;
  const homeText =
    home.type === "apartment"
      ? t("partnerNewLead.apartment")
      : bedrooms
        ? t("partnerNewLead.houseWithBedrooms", {
            bedrooms: bedrooms === "5+" ? t("partnerNewLead.fivePlusBedrooms") : bedrooms,
          })
        : t("partnerNewLead.house");
  return [
    [t("partnerNewLead.area"), lead.area],
    [t("partnerNewLead.moveType"), t(`partnerNewLead.moveTypes.${lead.moveType}`)],
    [
      t("partnerNewLead.size"),
      t("partnerNewLead.sizeLine", { help: t(`partnerNewLead.helpTypes.${lead.helpType}`), home: homeText }),
    ],
    [t("partnerNewLead.movingDate"), describeMoveDate(lead.movingDate, context)],
  ];
}

export function partnerNewLead(payload: PartnerNewLeadPayload, context: EmailContext): EmailContent {
  const { t } = context;
  const moveType = t(`partnerNewLead.moveTypes.${payload.moveType}`);
  const subject = t("partnerNewLead.subject", { moveType, area: payload.area });
  const rows = newLeadFacts(payload, context);
  const hello = t("helloName", { name: payload.companyName });
  const deadline = payload.respondBy
    ? t("partnerNewLead.respondBy", { time: respondByText(payload.respondBy, context) })
    : null;
  return composeEmail(
    {
      subject,
      greeting: hello,
      preview: subject,
      blocks: [
        t("partnerNewLead.intro"),
        { facts: rows },
        deadline,
        { button: { label: t("partnerNewLead.openLeads"), url: payload.leadsUrl } },
        t("partnerNewLead.claimHint"),
      ],
    },
    context,
  );
}
