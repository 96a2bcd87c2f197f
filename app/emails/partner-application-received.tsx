import { REPLY_WITHIN_HOURS, SITE_NAME } from "~/lib/constants";
import { formatUkPhone } from "~/lib/schemas/uk-phone";
import type { BusinessType, MoveType } from "~/lib/vocabulary";
import { composeEmail } from "./email-kit";
import type { EmailContent, EmailContext } from "./types";

/** Sent to a company that has just applied through the partner registration wizard. */
export interface PartnerApplicationReceivedPayload {
  companyName: string;
  email: string;
  phone: string;
  removalTypes: MoveType[];
  /** A radius around a place, or the names of the chosen cities. */
  targetArea: { type: "radius"; location: string; miles: number } | { type: "regions"; cities: string[] };
  businessType: BusinessType;
  companyNumber?: string;
  employees: string;
  website?: string;
  address: string;
  /** The partner team's number (PARTNER_PHONE), when one is configured. */
  partnerPhone?: string;
}

export function partnerApplicationReceived(
  payload: PartnerApplicationReceivedPayload,
  context: EmailContext,
): EmailContent {
  const { t } = context;
  const key = "partnerApplicationReceived";
  const intro = t(`${key}.intro`, { siteName: SITE_NAME, count: REPLY_WITHIN_HOURS });
  const next = t(`${key}.next`);
  const area = payload.targetArea;
  const optional = (label: string, value: string | undefined): [string, string][] => (value ? [[label, value]] : []);
  const rows: [string, string][] = [
    [t(`${key}.company`), payload.companyName],
    [t(`${key}.businessType`), t(`${key}.businessTypes.${payload.businessType}`)],
    ...optional(t(`${key}.companyNumber`), payload.companyNumber),
    [t(`${key}.employees`), payload.employees],
    [t(`${key}.removalTypes`), payload.removalTypes.map((type) => t(`${key}.removalTypeNames.${type}`)).join(", ")],
    [
      t(`${key}.targetArea`),
      area.type === "radius"
        ? t(`${key}.radius`, { location: area.location, miles: area.miles })
        : area.cities.join(", "),
    ],
    [t(`${key}.email`), payload.email],
    [t(`${key}.telephone`), formatUkPhone(payload.phone)],
    ...optional(t(`${key}.website`), payload.website),
    [t(`${key}.address`), payload.address],
  ];
  const hello = t("helloName", { name: payload.companyName });
  // A reply is invited only where it reaches the support address (the Reply-To of every email).
  const phone = payload.partnerPhone ? formatUkPhone(payload.partnerPhone) : undefined;
  const canReply = Boolean(context.sender.supportEmail);
  const question =
    canReply && phone
      ? t(`${key}.question`, { phone })
      : canReply
        ? t(`${key}.questionWithoutPhone`)
        : phone
          ? t(`${key}.questionByPhone`, { phone })
          : null;
  return composeEmail(
    {
      subject: t(`${key}.subject`, { siteName: SITE_NAME }),
      greeting: hello,
      blocks: [intro, next, { note: t(`${key}.details`) }, { facts: rows }, question],
    },
    context,
  );
}
