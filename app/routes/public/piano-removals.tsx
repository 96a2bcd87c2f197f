import { Music, ShieldCheck, Users, Wrench } from "lucide-react";
import { href } from "react-router";
import { CheckList } from "~/components/content/check-list";
import { CtaBand } from "~/components/content/cta-band";
import { CardGrid, IconCard } from "~/components/content/icon-card";
import { PageHero } from "~/components/content/page-hero";
import { PriceTable } from "~/components/content/price-table";
import { Prose } from "~/components/content/prose";
import { Section } from "~/components/content/section";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { Button } from "~/components/ui/button";
import { copyFor, useLocalized } from "~/content/localized";
import { pianoRemovalsCopy } from "~/content/pages/piano-removals";
import type { HydrationHandle } from "~/lib/hydration";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/piano-removals";

/** The method cards' icons, in the order of their cards. */
const METHOD_ICONS = [Wrench, Users, Music, ShieldCheck];

export const handle = { hydrate: false } satisfies HydrationHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const copy = copyFor(pianoRemovalsCopy, matches);
  return buildMeta({
    title: copy.title,
    description: copy.description,
    path: href("/piano-removals"),
    matches,
  });
};

export default function PianoRemovalsPage() {
  const copy = useLocalized(pianoRemovalsCopy);
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
        <div className="grid gap-8 *:min-w-0 lg:grid-cols-2">
          <CheckList items={copy.cost.items} />
          <PriceTable table={copy.cost.table} />
        </div>
      </Section>

      <Section tone="muted" title={copy.how.title}>
        <CardGrid columns={4}>
          {copy.how.cards.map((card, index) => (
            <IconCard key={card.title} icon={METHOD_ICONS[index] ?? Wrench} title={card.title}>
              {card.body}
            </IconCard>
          ))}
        </CardGrid>
      </Section>

      <Section title={copy.prepare.title}>
        <div className="grid gap-8 lg:grid-cols-2">
          <Prose>
            <ul>
              {copy.prepare.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Prose>
          <div className="rounded-card border border-border bg-white p-6 shadow-card">
            <h3 className="font-semibold text-brand-950 text-lg">{copy.prepare.questionsTitle}</h3>
            <CheckList className="mt-4" items={copy.prepare.questions} />
          </div>
        </div>
      </Section>

      <Section tone="muted" title={copy.diy.title}>
        <Prose>
          <p>{copy.diy.body}</p>
        </Prose>
      </Section>

      <CtaBand
        title={copy.cta.title}
        body={copy.cta.body}
        secondary={{ to: href("/services"), label: copy.cta.secondary }}
      />
    </>
  );
}
