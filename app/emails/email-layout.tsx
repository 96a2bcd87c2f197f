import type { ReactNode } from "react";
import { SITE_NAME } from "~/lib/constants";
import { formatUkPhone } from "~/lib/schemas/uk-phone";
import type { EmailContext } from "./types";

const mutedText = { color: "#475569", fontSize: 12, lineHeight: 1.5, margin: "4px 0 0" } as const;

/** The support contact as the footer gives it ("support@… · 0113 496 0000"), or null when none is configured. */
function supportContact({ sender }: EmailContext): string | null {
  const contact = [sender.supportEmail, formatUkPhone(sender.supportPhone)].filter(Boolean).join(" · ");
  return contact || null;
}

/** The footer's lines (business, address, support), for the plain-text part of every email. */
export function emailFooterText(context: EmailContext): string {
  const { t, sender } = context;
  const contact = supportContact(context);
  return [
    sender.name,
    ...(sender.details ? [sender.details.addressLines.join(", ")] : []),
    ...(contact ? [t("layout.support", { contact })] : []),
  ].join("\n");
}

/** The brand's mark: the site icon's white-on-blue tile with its initial, drawn without images (clients block them). */
function BrandMark() {
  return (
    <span
      role="img"
      aria-label={SITE_NAME}
      style={{
        display: "inline-block",
        width: 28,
        height: 28,
        lineHeight: "28px",
        textAlign: "center",
        backgroundColor: "#ffffff",
        color: "#1744b5",
        borderRadius: 7,
        fontSize: 18,
        fontWeight: 700,
        verticalAlign: "middle",
        marginRight: 10,
      }}
    >
      M
    </span>
  );
}

/**
 * The frame of every email: table layout and inline styles, because mail clients ignore
 * stylesheets. Kept deliberately plain so it reads well in any client.
 */
export function EmailLayout({
  preview,
  context,
  children,
}: {
  preview: string;
  context: EmailContext;
  children: ReactNode;
}) {
  return (
    <html lang={context.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{SITE_NAME}</title>
      </head>
      <body
        style={{ margin: 0, backgroundColor: "#f1f5f9", fontFamily: "Arial, Helvetica, sans-serif", color: "#0f172a" }}
      >
        <div style={{ display: "none", maxHeight: 0, overflow: "hidden" }}>{preview}</div>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ padding: "16px 8px" }}>
          <tbody>
            <tr>
              <td align="center">
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: 560, backgroundColor: "#ffffff", borderRadius: 12 }}
                >
                  <tbody>
                    <tr>
                      <td
                        style={{
                          backgroundColor: "#1744b5",
                          color: "#ffffff",
                          padding: "14px 16px",
                          borderRadius: "12px 12px 0 0",
                        }}
                      >
                        <BrandMark />
                        <strong style={{ fontSize: 18, verticalAlign: "middle" }}>{SITE_NAME}</strong>
                      </td>
                    </tr>
                    <tr>
                      {/* Long addresses and links wrap instead of widening the email past a phone's screen. */}
                      <td
                        style={{
                          padding: "20px 16px",
                          fontSize: 15,
                          lineHeight: 1.6,
                          overflowWrap: "anywhere",
                          wordBreak: "break-word",
                        }}
                      >
                        {children}
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{ padding: "12px 16px 16px", borderTop: "1px solid #e2e8f0", overflowWrap: "anywhere" }}
                      >
                        <EmailFooter context={context} />
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** The business, its address and the support contact, as configured; nothing else is claimed. */
function EmailFooter({ context }: { context: EmailContext }) {
  const { t, sender } = context;
  const contact = supportContact(context);
  return (
    <>
      <p style={{ ...mutedText, margin: 0 }}>
        <strong>{sender.name}</strong> · {t("layout.footer")}
      </p>
      {sender.details ? <p style={mutedText}>{sender.details.addressLines.join(", ")}</p> : null}
      {contact ? <p style={mutedText}>{t("layout.support", { contact })}</p> : null}
    </>
  );
}

const buttonStyle = {
  display: "inline-block",
  backgroundColor: "#1744b5",
  color: "#ffffff",
  padding: "12px 20px",
  borderRadius: 8,
  fontWeight: 700,
  textDecoration: "none",
} as const;

/** A call to action, with its address spelled out for clients that do not show buttons. */
export function EmailButton({ href, label, context }: { href: string; label: string; context: EmailContext }) {
  return (
    <>
      <p style={{ margin: "24px 0" }}>
        <a href={href} style={buttonStyle}>
          {label}
        </a>
      </p>
      <p style={{ color: "#475569", fontSize: 13, wordBreak: "break-all" }}>
        {context.t("layout.copyLink", { url: href })}
      </p>
    </>
  );
}

/** Label and value pairs (what was applied for, what the lead is), one row each. */
export function EmailFacts({ rows }: { rows: readonly [string, string][] }) {
  if (rows.length === 0) return null;
  return (
    <table role="presentation" cellPadding={4} style={{ borderCollapse: "collapse", overflowWrap: "anywhere" }}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            {/* Labels wrap between words only; the value (an address, an email) breaks where it must. */}
            <td
              style={{
                color: "#475569",
                paddingRight: 12,
                verticalAlign: "top",
                overflowWrap: "normal",
                wordBreak: "normal",
              }}
            >
              {label}
            </td>
            <td>
              <strong>{value}</strong>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
