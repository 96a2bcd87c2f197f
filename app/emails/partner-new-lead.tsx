import { EmailLayout } from "./email-layout";
import type { EmailContent } from "./types";

/** What a partner learns before claiming: never the customer's name or contact details. */
export interface PartnerNewLeadPayload {
  companyName: string;
  area: string;
  moveType: string;
  size: string;
  movingDate: string;
  leadsUrl: string;
}

export function partnerNewLead(payload: PartnerNewLeadPayload): EmailContent {
  const subject = `New ${payload.moveType} removal lead in ${payload.area}`;
  const rows: [string, string][] = [
    ["Area", payload.area],
    ["Move type", payload.moveType],
    ["Size", payload.size],
    ["Moving date", payload.movingDate],
  ];
  return {
    subject,
    element: (
      <EmailLayout preview={subject}>
        <p>Hello {payload.companyName},</p>
        <p>A customer near you has asked for removal quotes:</p>
        <table role="presentation" cellPadding={4} style={{ borderCollapse: "collapse" }}>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <td style={{ color: "#475569", paddingRight: 16 }}>{label}</td>
                <td>
                  <strong>{value}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          <a href={payload.leadsUrl} style={{ color: "#1744b5" }}>
            Open your leads
          </a>{" "}
          to claim it and see the customer's contact details.
        </p>
      </EmailLayout>
    ),
    text: [
      `Hello ${payload.companyName},`,
      "",
      "A customer near you has asked for removal quotes:",
      ...rows.map(([label, value]) => `${label}: ${value}`),
      "",
      `Open your leads to claim it and see the customer's contact details: ${payload.leadsUrl}`,
    ].join("\n"),
  };
}
