import { formatDate } from "~/lib/format";
import { EmailButton, EmailFacts, EmailLayout } from "./email-layout";
import type { EmailContent, EmailContext } from "./types";

/**
 * The lead loop's emails share one shape: a greeting, a few paragraphs, an optional table of
 * facts, one button. Each template says what, in the email's language; this renders it as HTML
 * and as plain text alike.
 */
export interface SimpleEmail {
  subject: string;
  greeting: string;
  paragraphs: string[];
  facts?: [string, string][];
  action?: { label: string; url: string };
  note?: string;
}

export function simpleEmail(
  { subject, greeting, paragraphs, facts = [], action, note }: SimpleEmail,
  context: EmailContext,
): EmailContent {
  return {
    subject,
    element: (
      <EmailLayout preview={paragraphs[0] ?? subject} context={context}>
        <p>{greeting}</p>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <EmailFacts rows={facts} />
        {action ? <EmailButton href={action.url} label={action.label} context={context} /> : null}
        {note ? <p style={{ color: "#475569", fontSize: 13 }}>{note}</p> : null}
      </EmailLayout>
    ),
    text: [
      greeting,
      "",
      ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
      ...(facts.length > 0 ? [...facts.map(([label, value]) => `${label}: ${value}`), ""] : []),
      ...(action ? [`${action.label}: ${action.url}`, ""] : []),
      ...(note ? [note] : []),
    ].join("\n"),
  };
}

/** A move's date as emails say it: "12 June 2026", "Flexible, 1 June 2026 to 14 June 2026". */
export type EmailMoveDate =
  | { kind: "specific"; date: string }
  | { kind: "flexible"; from: string | null; to: string | null };

export function describeMoveDate(date: EmailMoveDate, { t, locale }: EmailContext): string {
  if (date.kind === "specific") return formatDate(date.date, locale);
  if (date.from && date.to) {
    return t("moveDate.flexibleBetween", { from: formatDate(date.from, locale), to: formatDate(date.to, locale) });
  }
  return t("moveDate.flexible");
}
