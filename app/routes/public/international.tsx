import { Container as ContainerIcon, FileText, Plane, Ship, Truck } from "lucide-react";
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
import { internationalCopy } from "~/content/pages/international";
import type { HydrationHandle } from "~/lib/hydration";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/international";

/** The ways of travel's icons, in the order of their cards. */
const TRAVEL_ICONS = [Truck, ContainerIcon, Ship, Plane];

export const handle = { hydrate: false } satisfies HydrationHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const copy = copyFor(internationalCopy, matches);
  return buildMeta({
    title: copy.title,
    description: copy.description,
    path: href("/international"),
    matches,
  });
};

export default function InternationalPage() {
  const copy = useLocalized(internationalCopy);
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

      <Section title={copy.travel.title} intro={copy.travel.intro}>
        <CardGrid columns={4}>
          {copy.travel.cards.map((card, index) => (
            <IconCard key={card.title} icon={TRAVEL_ICONS[index] ?? Truck} title={card.title}>
              {card.body}
            </IconCard>
          ))}
        </CardGrid>
        <div className="mt-8">
          <PriceTable table={copy.travel.table} />
        </div>
      </Section>

      <Section tone="muted" title={copy.customs.title}>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Prose>{copy.customs.body}</Prose>
          <div className="rounded-card border border-border bg-white p-6 shadow-card">
            <h3 className="flex items-center gap-2 font-semibold text-brand-950 text-lg">
              <FileText aria-hidden="true" className="size-5 text-brand-700" />
              {copy.customs.documentsTitle}
            </h3>
            <CheckList className="mt-4" items={copy.customs.documents} />
          </div>
        </div>
      </Section>

      <Section title={copy.choosing.title}>
        <div className="grid gap-8 lg:grid-cols-2">
          <Prose>{copy.choosing.body}</Prose>
          <CheckList items={copy.choosing.questions} />
        </div>
        <p className="mt-8 max-w-3xl">
          {copy.choosing.abroadLead}{" "}
          <Link to={href("/moving-abroad")} className="font-medium text-brand-700 underline underline-offset-2">
            {copy.choosing.abroadLink}
          </Link>
          {copy.choosing.abroadTail}
        </p>
      </Section>

      <CtaBand
        title={copy.cta.title}
        body={copy.cta.body}
        secondary={{ to: href("/moving-abroad"), label: copy.cta.secondary }}
      />
    </>
  );
}
