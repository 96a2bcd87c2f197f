import type { HelpType, MoveType } from "~/lib/vocabulary";
import { EmailFacts, EmailLayout } from "./email-layout";
import { describeMoveDate, type EmailMoveDate } from "./lead-loop-email";
import type { EmailContent, EmailContext } from "./types";

/** What a partner learns before claiming: never the customer's name or contact details. */
export interface PartnerNewLeadPayload {
  companyName: string;
  area: string;
  moveType: MoveType;
  helpType: HelpType;
  /** The customer's current home: a house may say how many bedrooms ("1"-"4", "5+"). */
  home: { type: "house"; bedrooms?: string } | { type: "apartment" };
  movingDate: EmailMoveDate;
  leadsUrl: string;
}

export function partnerNewLead(payload: PartnerNewLeadPayload, context: EmailContext): EmailContent {
  const { t } = context;
  const moveType = t(`partnerNewLead.moveTypes.${payload.moveType}`);
  const subject = t("partnerNewLead.subject", { moveType, area: payload.area });
  const { home } = payload;
  const bedrooms = home.type === "house" ? home.bedrooms : undefined;
  const homeText =
    home.type === "apartment"
      ? t("partnerNewLead.apartment")
      : bedrooms
        ? t("partnerNewLead.houseWithBedrooms", {
            bedrooms: bedrooms === "5+" ? t("partnerNewLead.fivePlusBedrooms") : bedrooms,
          })
        : t("partnerNewLead.house");
  const rows: [string, string][] = [
    [t("partnerNewLead.area"), payload.area],
    [t("partnerNewLead.moveType"), moveType],
    [
      t("partnerNewLead.size"),
      t("partnerNewLead.sizeLine", { help: t(`partnerNewLead.helpTypes.${payload.helpType}`), home: homeText }),
    ],
    [t("partnerNewLead.movingDate"), describeMoveDate(payload.movingDate, context)],
  ];
  const hello = t("helloName", { name: payload.companyName });
  return {
    subject,
    element: (
      <EmailLayout preview={subject} context={context}>
        <p>{hello}</p>
        <p>{t("partnerNewLead.intro")}</p>
        <EmailFacts rows={rows} />
        <p>
          <a href={payload.leadsUrl} style={{ color: "#1744b5" }}>
            {t("partnerNewLead.openLeads")}
          </a>{" "}
          {t("partnerNewLead.claimHint")}
        </p>
      </EmailLayout>
    ),
    text: [
      hello,
      "",
      t("partnerNewLead.intro"),
      ...rows.map(([label, value]) => `${label}: ${value}`),
      "",
      t("partnerNewLead.textOpenLeads", { url: payload.leadsUrl }),
    ].join("\n"),
  };
}
