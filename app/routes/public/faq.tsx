import { href } from "react-router";
import { CtaBand } from "~/components/content/cta-band";
import { FaqAccordion } from "~/components/content/faq-accordion";
import { faqPageJsonLd } from "~/components/content/json-ld";
import { PageHero } from "~/components/content/page-hero";
import { Section } from "~/components/content/section";
import { copyFor, useLocalized } from "~/content/localized";
import { faqCopy } from "~/content/pages/faq";
import type { HydrationHandle } from "~/lib/hydration";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/faq";

export const handle = { hydrate: false } satisfies HydrationHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const copy = copyFor(faqCopy, matches);
  return buildMeta({
    title: copy.title,
    description: copy.description,
    path: href("/faq"),
    matches,
    jsonLd: faqPageJsonLd([...copy.quotes, ...copy.companies]),
  });
};

export default function FaqPage() {
  const copy = useLocalized(faqCopy);
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.heading} intro={copy.intro} />
      <Section title={copy.quotesTitle}>
        <FaqAccordion entries={copy.quotes} idPrefix="quotes" />
      </Section>
      <Section tone="muted" title={copy.companiesTitle}>
        <FaqAccordion entries={copy.companies} idPrefix="companies" />
        <p className="mt-6 max-w-3xl text-muted-foreground">{copy.more}</p>
      </Section>
      <CtaBand />
    </>
  );
}
