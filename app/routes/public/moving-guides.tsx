import {
  BookOpen,
  Building2,
  Globe,
  House,
  ListChecks,
  type LucideIcon,
  MapPin,
  Piano,
  Plane,
  PoundSterling,
  Truck,
} from "lucide-react";
import { Link } from "react-router";
import { Container } from "~/components/content/container";
import { CtaBand } from "~/components/content/cta-band";
import { CardGrid } from "~/components/content/icon-card";
import { LinkCard } from "~/components/content/link-card";
import { PageHero } from "~/components/content/page-hero";
import { PrintButton } from "~/components/content/print-button";
import { Section } from "~/components/content/section";
import { Button } from "~/components/ui/button";
import { listArticles } from "~/content/articles";
import { baseUrlFrom, buildMeta } from "~/lib/seo";
import type { Route } from "./+types/moving-guides";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({
    title: "Moving guides and a printable moving house checklist",
    description:
      "Practical UK moving guides on costs, man and van, local, international and piano removals, plus a printable moving checklist from eight weeks before to moving day.",
    path: "/moving-guides",
    baseUrl: baseUrlFrom(matches),
  });

const GUIDES: { to: string; title: string; description: string; icon: LucideIcon }[] = [
  {
    to: "/domestic",
    title: "Domestic removals",
    description: "Costs, preparation and questions to ask when moving within the UK.",
    icon: House,
  },
  {
    to: "/man-and-van",
    title: "Man and van costs",
    description: "Hourly and daily prices, van hire and when a removal company is better value.",
    icon: PoundSterling,
  },
  {
    to: "/local-movers",
    title: "Local movers",
    description: "How local moves are priced and how to keep an hourly move short.",
    icon: MapPin,
  },
  {
    to: "/removal-van",
    title: "Choosing a removal van",
    description: "What fits in each van size, what it costs and which licence you need.",
    icon: Truck,
  },
  {
    to: "/piano-removals",
    title: "Piano removals",
    description: "Moving an upright or grand piano safely, and what it costs.",
    icon: Piano,
  },
  {
    to: "/international",
    title: "International removals",
    description: "Road, sea and air freight, customs paperwork and choosing an overseas remover.",
    icon: Globe,
  },
  {
    to: "/moving-abroad",
    title: "Moving abroad",
    description: "A timeline for visas, tax, pensions, healthcare and pets when you leave the UK.",
    icon: Plane,
  },
  {
    to: "/services",
    title: "Removal services",
    description: "House, office, furniture and piano removals and storage, with typical starting prices.",
    icon: Building2,
  },
];

interface ChecklistStage {
  when: string;
  tasks: string[];
}

const CHECKLIST: ChecklistStage[] = [
  {
    when: "8 weeks before",
    tasks: [
      "Set a moving budget, including removal, packing, storage and cleaning",
      "Start decluttering: sell, donate or recycle what you will not take",
      "Request removal quotes and book surveys",
      "If renting, check your notice period and give notice in writing",
      "Apply for school places if your children are changing schools",
    ],
  },
  {
    when: "6 weeks before",
    tasks: [
      "Compare quotes like for like and provisionally book your removal company",
      "Order boxes, tape and wrapping, or check your mover supplies them",
      "Measure large furniture and the doorways at your new home",
      "Arrange storage if your dates will not line up",
    ],
  },
  {
    when: "4 weeks before",
    tasks: [
      "Start packing rooms and items you use least: loft, garage, spare room",
      "Book broadband and phone for the new home",
      "Apply for parking suspensions or permits at both addresses",
      "Arrange buildings and contents insurance for the new home",
      "Book time off work for moving day",
    ],
  },
  {
    when: "2 weeks before",
    tasks: [
      "Confirm the date, arrival time and access details with your removal company",
      "Set up Royal Mail post redirection",
      "Tell energy and water suppliers your moving date",
      "Arrange childcare and pet care for moving day",
      "Use up frozen food and plan simple meals",
    ],
  },
  {
    when: "1 week before",
    tasks: [
      "Pack everything except the essentials, and label each box with its room",
      "Dismantle furniture you can, and bag and label the screws",
      "Confirm where the keys will be collected and at what time",
      "Pack an essentials box and a bag of documents to travel with you",
    ],
  },
  {
    when: "The day before",
    tasks: [
      "Defrost and dry the fridge and freezer",
      "Refit the washing machine transit bolts",
      "Charge your phone and a power bank",
      "Check the parking space is clear and signs are up",
    ],
  },
  {
    when: "Moving day",
    tasks: [
      "Take and photograph meter readings at both homes",
      "Walk round with the crew leader before loading and point out fragile items",
      "Check every room, cupboard and the loft before the van leaves",
      "Lock up, hand over keys and leave the old home clean",
      "At the new home, direct boxes to rooms and check for damage before the crew leaves",
    ],
  },
];

export default function MovingGuidesPage() {
  const articles = listArticles();
  return (
    <>
      <div className="print:hidden">
        <PageHero
          eyebrow="Guides and checklists"
          title="Moving guides"
          intro={
            <p>
              Plain-English guides to planning, pricing and surviving a move in the UK, and a printable checklist that
              takes you from eight weeks out to the day itself.
            </p>
          }
          actions={
            <>
              <Button asChild size="lg" variant="accent">
                <a href="#checklist">
                  <ListChecks aria-hidden="true" />
                  Moving checklist
                </a>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/quote">Get free quotes</Link>
              </Button>
            </>
          }
        />

        <Section title="Guides">
          <CardGrid columns={4}>
            {GUIDES.map((guide) => (
              <LinkCard key={guide.to} {...guide} />
            ))}
          </CardGrid>
        </Section>

        <Section tone="muted" title="From the blog">
          <CardGrid columns={3}>
            {articles.map((article) => (
              <LinkCard
                key={article.slug}
                to={`/blog/${article.slug}`}
                title={article.title}
                description={article.description}
                icon={BookOpen}
              />
            ))}
          </CardGrid>
          <p className="mt-8">
            <Link to="/blog" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
              All blog articles
            </Link>
          </p>
        </Section>
      </div>

      <section id="checklist" aria-labelledby="checklist-heading" className="scroll-mt-20 py-12 sm:py-16 print:py-0">
        <Container>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div className="max-w-3xl">
              <h2 id="checklist-heading" className="font-bold text-2xl text-brand-950 tracking-tight sm:text-3xl">
                Moving house checklist: 8 weeks to moving day
              </h2>
              <p className="mt-3 text-muted-foreground leading-relaxed">
                Tick things off as you go. Print it and stick it on the fridge, or keep this page open on your phone.
              </p>
            </div>
            <PrintButton />
          </div>
          <ol className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3 print:block print:columns-2 print:gap-8">
            {CHECKLIST.map((stage) => (
              <li
                key={stage.when}
                className="break-inside-avoid rounded-card border border-border bg-white p-6 shadow-card print:mb-4 print:p-3 print:shadow-none"
              >
                <h3 className="font-semibold text-brand-950 text-lg">{stage.when}</h3>
                <ul className="mt-3 space-y-2">
                  {stage.tasks.map((task) => (
                    <li key={task}>
                      <label className="flex cursor-pointer gap-3">
                        <input
                          type="checkbox"
                          className="mt-1 size-4 shrink-0 cursor-pointer accent-brand-600 print:appearance-none print:rounded-sm print:border-2 print:border-foreground"
                        />
                        <span>{task}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <div className="print:hidden">
        <CtaBand />
      </div>
    </>
  );
}
