import { Clock, MapPin, ParkingMeter, Users } from "lucide-react";
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
import { localMoversCopy } from "~/content/pages/local-movers";
import { PRICE_TABLES } from "~/content/prices";
import type { HydrationHandle } from "~/lib/hydration";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/local-movers";

/** The tips' icons, in the order of their cards. */
const TIP_ICONS = [Clock, ParkingMeter, Users, MapPin];

export const handle = { hydrate: false } satisfies HydrationHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const copy = copyFor(localMoversCopy, matches);
  return buildMeta({
    title: copy.title,
    description: copy.description,
    path: href("/local-movers"),
    matches,
  });
};

export default function LocalMoversPage() {
  const copy = useLocalized(localMoversCopy);
  const tables = useLocalized(PRICE_TABLES);
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

      <Section title={copy.pricing.title} intro={copy.pricing.intro}>
        <PriceTable table={tables.hourlyRates} />
        <p className="mt-4 max-w-3xl text-muted-foreground">{copy.pricing.after}</p>
      </Section>

      <Section tone="muted" title={copy.short.title}>
        <CardGrid columns={4}>
          {copy.short.cards.map((card, index) => (
            <IconCard key={card.title} icon={TIP_ICONS[index] ?? Clock} title={card.title}>
              {card.body}
            </IconCard>
          ))}
        </CardGrid>
      </Section>

      <Section title={copy.before.title}>
        <div className="grid gap-8 lg:grid-cols-2">
          <Prose>
            <p>{copy.before.body}</p>
          </Prose>
          <CheckList items={copy.before.items} />
        </div>
      </Section>

      <CtaBand
        title={copy.cta.title}
        body={copy.cta.body}
        secondary={{ to: href("/domestic"), label: copy.cta.secondary }}
      />
    </>
  );
}
