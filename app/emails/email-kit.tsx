import type { ReactNode } from "react";
import { formatDate } from "~/lib/format";
import { EmailButton, EmailFacts, EmailLayout } from "./email-layout";
import type { EmailContent, EmailContext } from "./types";

const LINK_STYLE = { color: "#1744b5" } as const;
const MUTED_STYLE = { color: "#475569", fontSize: 13 } as const;

/**
 * One part of an email, rendered alike in its HTML and its plain text:
 * a string is a paragraph; `note` a smaller grey one; `code` a code to type; `facts` labelled
 * values; `button` the main action (its address spelled out beneath); `link` a lesser one;
 * `links` a list of named links with a detail each.
 */
export type EmailBlock =
  | string
  | { note: string }
  | { code: string }
  | { facts: readonly [string, string][] }
  | { button: { label: string; url: string } }
  | { link: { label: string; url: string } }
  | { links: { heading: string; items: readonly { label: string; url: string; detail: string }[] } };

/** Every email: a subject, a greeting, its blocks in order; the preview defaults to the first paragraph. */
export interface EmailMessage {
  subject: string;
  greeting?: string;
  preview?: string;
  blocks: readonly (EmailBlock | null | false | undefined)[];
}

function blockHtml(block: EmailBlock, context: EmailContext): ReactNode {
  if (typeof block === "string") return <p>{block}</p>;
  if ("note" in block) return <p style={MUTED_STYLE}>{block.note}</p>;
  if ("code" in block) {
    return <p style={{ fontSize: 32, fontWeight: 700, letterSpacing: 6, margin: "16px 0" }}>{block.code}</p>;
  }
  if ("facts" in block) return <EmailFacts rows={block.facts} />;
  if ("button" in block) return <EmailButton href={block.button.url} label={block.button.label} context={context} />;
  if ("link" in block) {
    return (
      <p>
        <a href={block.link.url} style={LINK_STYLE}>
          {block.link.label}
        </a>
      </p>
    );
  }
  return (
    <>
      <p style={{ marginBottom: 4 }}>{block.links.heading}</p>
      <ul style={{ paddingLeft: 20, marginTop: 0 }}>
        {block.links.items.map((item) => (
          <li key={item.url} style={{ marginBottom: 6 }}>
            <a href={item.url} style={LINK_STYLE}>
              {item.label}
            </a>
            , {item.detail}
          </li>
        ))}
      </ul>
    </>
  );
}

function blockText(block: EmailBlock): string {
  if (typeof block === "string") return block;
  if ("note" in block) return block.note;
  if ("code" in block) return block.code;
  if ("facts" in block) return block.facts.map(([label, value]) => `${label}: ${value}`).join("\n");
  if ("button" in block) return `${block.button.label}: ${block.button.url}`;
  if ("link" in block) return `${block.link.label}: ${block.link.url}`;
  return [block.links.heading, ...block.links.items.map((item) => `- ${item.label}, ${item.detail}: ${item.url}`)].join(
    "\n",
  );
}

/** The one way to write an email: the blocks become the HTML (in the brand layout) and the plain text. */
export function composeEmail(
  { subject, greeting, preview, blocks }: EmailMessage,
  context: EmailContext,
): EmailContent {
  // A block with nothing in it (no facts to list) is left out of both versions.
  const body = blocks.filter((block): block is EmailBlock => {
    if (!block) return false;
    return typeof block === "string" || !("facts" in block) || block.facts.length > 0;
  });
  const firstParagraph = body.find((block): block is string => typeof block === "string");
  const shown = greeting ? [greeting, ...body] : body;
  return {
    subject,
    element: (
      <EmailLayout preview={preview ?? firstParagraph ?? subject} context={context}>
        {shown.map((block, index) => (
          // Blocks are rendered once, in order, never reordered.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <BlockHtml key={index} block={block} context={context} />
        ))}
      </EmailLayout>
    ),
    text: `${shown.map(blockText).join("\n\n")}\n`,
  };
}

function BlockHtml({ block, context }: { block: EmailBlock; context: EmailContext }) {
  return <>{blockHtml(block, context)}</>;
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
