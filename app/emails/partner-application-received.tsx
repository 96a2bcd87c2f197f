import { REPLY_WITHIN_HOURS, SITE_NAME } from "~/lib/constants";
import { EmailLayout } from "./email-layout";
import type { EmailContent } from "./types";

/** Sent to a company that has just applied through the partner registration wizard. */
export interface PartnerApplicationReceivedPayload {
  companyName: string;
  email: string;
  phone: string;
  /** Labels, e.g. ["Domestic", "Commercial"]. */
  removalTypes: string[];
  /** "Manchester (30 miles radius)", or the chosen cities. */
  serviceAreas: string[];
  businessType: string;
  companyNumber?: string;
  employees: string;
  website?: string;
  address: string;
  /** The partner team's number (PARTNER_PHONE), when one is configured. */
  partnerPhone?: string;
}

export function partnerApplicationReceived(payload: PartnerApplicationReceivedPayload): EmailContent {
  const subject = `We have received your ${SITE_NAME} partner application`;
  const intro = `Thank you for applying to become a ${SITE_NAME} partner. Our team will review your application and contact you within ${REPLY_WITHIN_HOURS} hours.`;
  const question = `Something not right, or a question? Reply to this email${payload.partnerPhone ? ` or call our partner team on ${payload.partnerPhone}` : ""}.`;
  const next = `Once your application is approved, you will receive your login details and access to your partner dashboard, where you can manage your leads, jobs and profile.`;
  const rows: [string, string][] = [
    ["Company", payload.companyName],
    ["Business type", payload.businessType],
    ...(payload.companyNumber ? [["Company number", payload.companyNumber] as [string, string]] : []),
    ["Employees", payload.employees],
    ["Types of removals", payload.removalTypes.join(", ")],
    ["Target area", payload.serviceAreas.join(", ")],
    ["Email", payload.email],
    ["Telephone", payload.phone],
    ...(payload.website ? [["Website", payload.website] as [string, string]] : []),
    ["Address", payload.address],
  ];
  return {
    subject,
    element: (
      <EmailLayout preview={intro}>
        <p>Hello {payload.companyName},</p>
        <p>{intro}</p>
        <p>{next}</p>
        <p style={{ color: "#475569" }}>The details you sent us:</p>
        <table role="presentation" cellPadding={4} style={{ borderCollapse: "collapse" }}>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <td style={{ color: "#475569", paddingRight: 16, verticalAlign: "top" }}>{label}</td>
                <td>
                  <strong>{value}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{question}</p>
      </EmailLayout>
    ),
    text: [
      `Hello ${payload.companyName},`,
      "",
      intro,
      "",
      next,
      "",
      "The details you sent us:",
      ...rows.map(([label, value]) => `${label}: ${value}`),
      "",
      question,
    ].join("\n"),
  };
}
