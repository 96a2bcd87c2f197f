import type { ReactNode } from "react";
import { SITE_NAME } from "~/lib/constants";

/**
 * The frame of every email: table layout and inline styles, because mail clients ignore
 * stylesheets. Kept deliberately plain so it reads well in any client.
 */
export function EmailLayout({ preview, children }: { preview: string; children: ReactNode }) {
  return (
    <html lang="en-GB">
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
                        {SITE_NAME} · We connect people and removal companies
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
