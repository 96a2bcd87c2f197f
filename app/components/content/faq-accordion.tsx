import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import type { FaqEntry } from "./json-ld";

/**
 * Questions and answers: one open at a time, and the open one can be closed again. Answers are
 * always in the server-rendered HTML (hidden while closed), matching the FAQPage structured data.
 */
export function FaqAccordion({ entries, idPrefix }: { entries: FaqEntry[]; idPrefix: string }) {
  return (
    <Accordion
      type="single"
      collapsible
      className="max-w-3xl rounded-card border border-border bg-white px-4 shadow-card sm:px-6"
    >
      {entries.map((entry, index) => (
        <AccordionItem key={entry.question} value={`${idPrefix}-${index}`}>
          <AccordionTrigger className="text-left text-base">{entry.question}</AccordionTrigger>
          <AccordionContent forceMount className="text-muted-foreground text-base leading-relaxed">
            {entry.answer}
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
