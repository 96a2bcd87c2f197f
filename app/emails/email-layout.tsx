import type { ReactNode } from "react";
import { SITE_NAME } from "~/lib/constants";
import type { EmailContext } from "./types";

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
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ padding: "24px 12px" }}>
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
                          padding: "16px 24px",
                          borderRadius: "12px 12px 0 0",
                        }}
                      >
                        <strong style={{ fontSize: 18 }}>{SITE_NAME}</strong>
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: 24, fontSize: 15, lineHeight: 1.6 }}>{children}</td>
                    </tr>
                    <tr>
                      <td
                        style={{ padding: "16px 24px", fontSize: 12, color: "#475569", borderTop: "1px solid #e2e8f0" }}
                      >
                        {context.t("layout.footer", { siteName: SITE_NAME })}
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
  );
}
