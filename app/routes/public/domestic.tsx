import { href } from "react-router";
import { CheckList } from "~/components/content/check-list";
import { CtaBand } from "~/components/content/cta-band";
import { PageHero } from "~/components/content/page-hero";
import { PriceTable } from "~/components/content/price-table";
import { Prose } from "~/components/content/prose";
import { Section } from "~/components/content/section";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { Button } from "~/components/ui/button";
import { copyFor, useLocalized } from "~/content/localized";
import { domesticCopy } from "~/content/pages/domestic";
import type { HydrationHandle } from "~/lib/hydration";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/domestic";

export const handle = { hydrate: false } satisfies HydrationHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const copy = copyFor(domesticCopy, matches);
  return buildMeta({
    title: copy.title,
    description: copy.description,
    path: href("/domestic"),
    matches,
  });
};

export default function DomesticPage() {
  const copy = useLocalized(domesticCopy);
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.heading}
        intro={copy.intro}
        actions={
          <Button asChild size="lg" variant="accent">
            <Link to={href("/quote")}>{copy.action}</Link>
          </Button>
        }
        note={copy.note}
      />

      <Section title={copy.cost.title} intro={copy.cost.intro}>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <PriceTable table={copy.cost.table} />
          <Prose>{copy.cost.body}</Prose>
        </div>
      </Section>

      <Section tone="muted" title={copy.prepare.title}>
        <div className="grid gap-8 md:grid-cols-2">
          {[copy.prepare.early, copy.prepare.late].map((stage) => (
            <div key={stage.title}>
              <h3 className="font-semibold text-brand-950 text-lg">{stage.title}</h3>
              <CheckList className="mt-3" items={stage.items} />
            </div>
          ))}
        </div>
        <p className="mt-8">
          <Link
            to={`${href("/moving-guides")}#checklist`}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {copy.prepare.checklistLink}
          </Link>
        </p>
      </Section>

      <Section title={copy.ask.title}>
        <Prose>{copy.ask.body}</Prose>
      </Section>

      <Section tone="muted" title={copy.completion.title}>
        <Prose>{copy.completion.body}</Prose>
      </Section>

      <CtaBand secondary={{ to: href("/local-movers"), label: copy.ctaSecondary }} />
    </>
  );
}
