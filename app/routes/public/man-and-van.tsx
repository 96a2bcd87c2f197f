import { CalendarDays, ParkingMeter, PoundSterling, Truck } from "lucide-react";
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
import { manAndVanCopy } from "~/content/pages/man-and-van";
import { PRICE_TABLES } from "~/content/prices";
import type { HydrationHandle } from "~/lib/hydration";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/man-and-van";

/** The key takeaways' icons, in the order of their cards. */
const TAKEAWAY_ICONS = [Truck, PoundSterling, ParkingMeter, CalendarDays];

export const handle = { hydrate: false } satisfies HydrationHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const copy = copyFor(manAndVanCopy, matches);
  return buildMeta({
    title: copy.title,
    description: copy.description,
    path: href("/man-and-van"),
    matches,
  });
};

export default function ManAndVanPage() {
  const copy = useLocalized(manAndVanCopy);
  const tables = useLocalized(PRICE_TABLES);
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.heading}
        intro={copy.intro}
        actions={
          <>
            <Button asChild size="lg" variant="accent">
              <Link to={href("/quote")}>{copy.getQuotes}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={href("/services")}>{copy.compareServices}</Link>
            </Button>
          </>
        }
        aside={
          <dl className="grid grid-cols-2 gap-4 rounded-card border border-border bg-white p-6 shadow-card">
            {copy.facts.map((fact) => (
              <div key={fact.label}>
                <dt className="text-muted-foreground text-sm">{fact.label}</dt>
                <dd className="font-bold text-2xl text-brand-950">{fact.value}</dd>
              </div>
            ))}
          </dl>
        }
      />

      <Section title={copy.daily.title} intro={copy.daily.intro}>
        <div className="grid gap-6 lg:grid-cols-2">
          <PriceTable table={tables.selfDrive} />
          <PriceTable table={tables.manAndVanDaily} />
        </div>
      </Section>

      <Section tone="muted" title={copy.hourly.title} intro={copy.hourly.intro}>
        <PriceTable table={tables.hourlyRates} />
        <p className="mt-4 max-w-3xl text-muted-foreground">{copy.hourly.example}</p>
      </Section>

      <Section title={copy.takeaways.title}>
        <CardGrid columns={4}>
          {copy.takeaways.cards.map((card, index) => (
            <IconCard key={card.title} icon={TAKEAWAY_ICONS[index] ?? Truck} title={card.title}>
              {card.body}
            </IconCard>
          ))}
        </CardGrid>
      </Section>

      <Section tone="muted" title={copy.compare.title} intro={copy.compare.intro}>
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="rounded-card border border-border bg-white p-6 shadow-card">
            <h3 className="font-semibold text-brand-950 text-lg">{copy.compare.benefitsTitle}</h3>
            <CheckList className="mt-4" items={copy.compare.benefits} />
          </div>
          <div className="rounded-card border border-border bg-white p-6 shadow-card">
            <h3 className="font-semibold text-brand-950 text-lg">{copy.compare.suitsTitle}</h3>
            <CheckList className="mt-4" items={copy.compare.suits} />
          </div>
        </div>
      </Section>

      <Section title={copy.costs.title}>
        <Prose>{copy.costs.body}</Prose>
      </Section>

      <Section tone="muted" title={copy.parking.title}>
        <Prose>{copy.parking.body}</Prose>
      </Section>

      <CtaBand
        title={copy.cta.title}
        body={copy.cta.body}
        primary={{ to: href("/quote"), label: copy.cta.primary }}
        secondary={{ to: href("/services"), label: copy.cta.secondary }}
      />
    </>
  );
}
