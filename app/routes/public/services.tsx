import {
  Building2,
  Clock,
  House,
  type LucideIcon,
  MessageSquare,
  Piano,
  ShieldCheck,
  Sofa,
  Star,
  Truck,
  Warehouse,
} from "lucide-react";
import { href } from "react-router";
import { CheckList } from "~/components/content/check-list";
import { CtaBand } from "~/components/content/cta-band";
import { CardGrid, IconCard } from "~/components/content/icon-card";
import { PageHero } from "~/components/content/page-hero";
import { Section } from "~/components/content/section";
import { Steps } from "~/components/content/steps";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { Button } from "~/components/ui/button";
import { copyFor, useLocalized } from "~/content/localized";
import { servicesCopy } from "~/content/pages/services";
import { SERVICE_FROM_PRICES } from "~/content/prices";
import type { HydrationHandle } from "~/lib/hydration";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/services";

export const handle = { hydrate: false } satisfies HydrationHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const copy = copyFor(servicesCopy, matches);
  return buildMeta({
    title: copy.title,
    description: copy.description,
    path: href("/services"),
    matches,
  });
};

type ServiceId = keyof (typeof servicesCopy)["en-GB"]["services"];

interface Service {
  id: ServiceId;
  icon: LucideIcon;
  /** A guide page with more detail, if there is one. */
  guide?: string;
}

const SERVICES: Service[] = [
  { id: "houseRemovals", icon: House, guide: href("/domestic") },
  { id: "manWithAVan", icon: Truck, guide: href("/man-and-van") },
  { id: "furnitureRemoval", icon: Sofa },
  { id: "pianoRemovals", icon: Piano, guide: href("/piano-removals") },
  { id: "officeRemovals", icon: Building2 },
  { id: "storage", icon: Warehouse },
];

export default function ServicesPage() {
  const copy = useLocalized(servicesCopy);
  const prices = useLocalized(SERVICE_FROM_PRICES);
  const { why } = copy;
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.heading}
        intro={copy.intro}
        actions={
          <Button asChild size="lg" variant="accent">
            <Link to={href("/quote")}>{copy.getQuotes}</Link>
          </Button>
        }
        note={copy.note}
      />

      <Section title={copy.chooseTitle} intro={copy.chooseIntro}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map((service) => {
            const text: { title: string; description: string; features: string[]; guide?: string } =
              copy.services[service.id];
            return (
              <li key={service.id} className="flex flex-col rounded-card border border-border bg-white p-6 shadow-card">
                <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <service.icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 font-semibold text-brand-950 text-xl">{text.title}</h3>
                <p className="mt-2 text-muted-foreground leading-relaxed">{text.description}</p>
                {service.guide && text.guide ? (
                  <Link
                    to={service.guide}
                    className="mt-2 self-start font-medium text-brand-700 text-sm underline underline-offset-2 hover:text-brand-900"
                  >
                    {text.guide}
                  </Link>
                ) : null}
                <CheckList items={text.features} className="mt-4 flex-1 text-sm" />
                <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
                  <p className="text-muted-foreground text-sm">
                    {copy.from} <span className="font-bold text-2xl text-brand-950">{prices[service.id]}</span>
                  </p>
                  <Button asChild variant="accent">
                    <Link to={href("/quote")} aria-label={copy.quoteFor(text.title)}>
                      {copy.quote}
                    </Link>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section tone="muted" title={why.title}>
        <CardGrid columns={4}>
          <IconCard icon={ShieldCheck} title={why.verified.title}>
            {why.verified.body}
          </IconCard>
          <IconCard icon={Star} title={why.reviews.title}>
            {why.reviews.body}
          </IconCard>
          <IconCard icon={Clock} title={why.replies.title}>
            {why.replies.body}
          </IconCard>
          <IconCard icon={MessageSquare} title={why.obligation.title}>
            {why.obligation.body}
          </IconCard>
        </CardGrid>
      </Section>

      <Section title={copy.startTitle}>
        <Steps columns={4} steps={copy.steps} />
      </Section>

      <CtaBand secondary={{ to: href("/how-it-works"), label: copy.howItWorks }} />
    </>
  );
}
