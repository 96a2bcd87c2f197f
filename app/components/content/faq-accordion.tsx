import { SpriteIcon } from "~/components/ui/icon";
import type { FaqEntry } from "./json-ld";

/**
 * Questions and answers as native disclosures sharing a `name`: one open at a time, the open one
 * can be closed again, with or without JavaScript. Answers are always in the server-rendered HTML
 * (hidden while closed, found by the browser's find-in-page), matching the FAQPage structured data.
 */
export function FaqAccordion({ entries, idPrefix }: { entries: FaqEntry[]; idPrefix: string }) {
  return (
    <div className="max-w-3xl rounded-card border border-border bg-white px-4 shadow-card sm:px-6">
      {entries.map((entry) => (
        <details key={entry.question} name={idPrefix} className="group border-border border-b last:border-b-0">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-md py-4 text-left font-medium text-base hover:underline [&::-webkit-details-marker]:hidden">
            {entry.question}
            <SpriteIcon
              name="chevron-down"
              className="size-4 shrink-0 translate-y-0.5 text-muted-foreground transition-transform duration-200 group-open:rotate-180"
            />
          </summary>
          <div className="pb-4 text-base text-muted-foreground leading-relaxed">{entry.answer}</div>
        </details>
      ))}
    </div>
  );
}
