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
import { Link } from "react-router";
import { CheckList } from "~/components/content/check-list";
import { CtaBand } from "~/components/content/cta-band";
import { CardGrid, IconCard } from "~/components/content/icon-card";
import { PageHero } from "~/components/content/page-hero";
import { Section } from "~/components/content/section";
import { Steps } from "~/components/content/steps";
import { Button } from "~/components/ui/button";
import { SERVICE_FROM_PRICES } from "~/content/prices";
import { MAX_MATCHED_COMPANIES, REPLY_WITHIN_HOURS } from "~/lib/constants";
import type { HydrationHandle } from "~/lib/hydration";
import { baseUrlFrom, buildMeta } from "~/lib/seo";
import type { Route } from "./+types/services";

export const handle = { hydrate: false } satisfies HydrationHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({
    title: "Removal services: house, man and van, piano, office and storage",
    description: `Compare quotes for house removals (from ${SERVICE_FROM_PRICES.houseRemovals}), man with a van (from ${SERVICE_FROM_PRICES.manWithAVan}), furniture, piano and office removals, and storage from verified UK companies.`,
    path: "/services",
    baseUrl: baseUrlFrom(matches),
  });

interface Service {
  title: string;
  icon: LucideIcon;
  description: string;
  features: string[];
  from: string;
  /** A guide page with more detail, if there is one. */
  guide?: { to: string; label: string };
}

const SERVICES: Service[] = [
  {
    title: "House Removals",
    icon: House,
    description:
      "A full move of your home by a professional crew, from a one-bedroom flat to a large family house, anywhere in the UK.",
    features: [
      "Pre-move survey, in person or by video",
      "Packing and packing materials on request",
      "Furniture dismantling and reassembly",
      "Goods-in-transit and public liability insurance",
    ],
    from: SERVICE_FROM_PRICES.houseRemovals,
    guide: { to: "/domestic", label: "Domestic removals guide" },
  },
  {
    title: "Man With A Van",
    icon: Truck,
    description:
      "A van and a driver who helps you load and unload: ideal for small flats, student moves and single rooms.",
    features: [
      "Charged by the hour or by the job",
      "Transit and Luton vans, one to four movers",
      "Same-day and weekend slots from many companies",
      "Local and longer-distance moves",
    ],
    from: SERVICE_FROM_PRICES.manWithAVan,
    guide: { to: "/man-and-van", label: "Man and van costs" },
  },
  {
    title: "Furniture Removal",
    icon: Sofa,
    description:
      "One or a few large items moved safely: a sofa you bought second-hand, a wardrobe for a new flat, a bed for the spare room.",
    features: [
      "Single items and small loads",
      "Blankets and straps to protect each piece",
      "Two-person teams for heavy items",
      "Collection from shops and auction houses",
    ],
    from: SERVICE_FROM_PRICES.furnitureRemoval,
  },
  {
    title: "Piano Removals",
    icon: Piano,
    description:
      "Uprights, grands and digital pianos moved by specialists with the right equipment and enough people to do it safely.",
    features: [
      "Piano skids, trolleys and stair equipment",
      "Grand legs and lyre removed and refitted",
      "Experienced crews for stairs and tight spaces",
      "Specialist insurance cover",
    ],
    from: SERVICE_FROM_PRICES.pianoRemovals,
    guide: { to: "/piano-removals", label: "Piano removals guide" },
  },
  {
    title: "Office Removals",
    icon: Building2,
    description:
      "Office, shop and workshop moves planned around your business, often in the evening or at the weekend to avoid downtime.",
    features: [
      "Planning visit and move schedule",
      "Crates for files and IT equipment",
      "Out-of-hours and weekend moves",
      "Disposal of old furniture",
    ],
    from: SERVICE_FROM_PRICES.officeRemovals,
  },
  {
    title: "Storage Services",
    icon: Warehouse,
    description:
      "Secure storage for a few days between completions or for months while you renovate, travel or downsize.",
    features: [
      "Short and long-term storage",
      "Containerised storage in secure warehouses",
      "Collection and delivery by the same company",
      "Access by appointment",
    ],
    from: SERVICE_FROM_PRICES.storage,
  },
];

export default function ServicesPage() {
  return (
    <>
      <PageHero
        eyebrow="Our services"
        title="Removal services for every kind of move"
        intro={
          <p>
            Whatever you are moving, you can compare up to {MAX_MATCHED_COMPANIES} quotes from verified companies that
            offer the service you need in your area. Prices below are typical starting points; your quotes depend on
            your move.
          </p>
        }
        actions={
          <Button asChild size="lg" variant="accent">
            <Link to="/quote">Get free quotes</Link>
          </Button>
        }
        note="Free, with no obligation to book."
      />

      <Section
        title="Choose a service"
        intro="Every service is carried out by an independent, verified removal company."
      >
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map((service) => (
            <li
              key={service.title}
              className="flex flex-col rounded-card border border-border bg-white p-6 shadow-card"
            >
              <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <service.icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 font-semibold text-brand-950 text-xl">{service.title}</h3>
              <p className="mt-2 text-muted-foreground leading-relaxed">{service.description}</p>
              {service.guide ? (
                <Link
                  to={service.guide.to}
                  className="mt-2 self-start font-medium text-brand-700 text-sm underline underline-offset-2 hover:text-brand-900"
                >
                  {service.guide.label}
                </Link>
              ) : null}
              <CheckList items={service.features} className="mt-4 flex-1 text-sm" />
              <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
                <p className="text-muted-foreground text-sm">
                  From <span className="font-bold text-2xl text-brand-950">{service.from}</span>
                </p>
                <Button asChild variant="accent">
                  <Link to="/quote" aria-label={`Get quotes for ${service.title.toLowerCase()}`}>
                    Get Quotes
                  </Link>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" title="Why choose our network">
        <CardGrid columns={4}>
          <IconCard icon={ShieldCheck} title="Verified companies">
            Every company is checked for registration, insurance and experience before it can quote, and monitored
            after.
          </IconCard>
          <IconCard icon={Star} title="Real reviews">
            Reviews come only from customers who requested quotes through us, so you compare on real experience.
          </IconCard>
          <IconCard icon={Clock} title="Quick replies">
            Companies aim to reply within {REPLY_WITHIN_HOURS} hours, and you describe your move only once.
          </IconCard>
          <IconCard icon={MessageSquare} title="No obligation">
            Comparing is free. You decide whether to book, and you deal with the company you choose directly.
          </IconCard>
        </CardGrid>
      </Section>

      <Section title="How to get started">
        <Steps
          columns={4}
          steps={[
            {
              title: "Tell us about your move",
              body: "Your postcodes, the size of your home, what needs moving and when. It takes a few minutes.",
            },
            {
              title: "Confirm your email",
              body: "We send you a short code so quotes reach you and nobody else can request quotes in your name.",
            },
            {
              title: "Compare quotes",
              body: `Up to ${MAX_MATCHED_COMPANIES} matched companies send their prices. Compare them with their reviews and what is included.`,
            },
            {
              title: "Book your mover",
              body: "Choose the quote that suits you and agree the details with the company. After the move, leave a review.",
            },
          ]}
        />
      </Section>

      <CtaBand secondary={{ to: "/how-it-works", label: "How it works" }} />
    </>
  );
}
