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
import { href } from "react-router";
import { Container } from "~/components/content/container";
import { CtaBand } from "~/components/content/cta-band";
import { CardGrid } from "~/components/content/icon-card";
import { LinkCard } from "~/components/content/link-card";
import { PageHero } from "~/components/content/page-hero";
import { PrintButton } from "~/components/content/print-button";
import { Section } from "~/components/content/section";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { Button } from "~/components/ui/button";
import { articlePath, listArticles } from "~/content/articles";
import { copyFor, useLocalized, usePageLocale } from "~/content/localized";
import { movingGuidesCopy } from "~/content/pages/moving-guides";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/moving-guides";

export const meta: Route.MetaFunction = ({ matches }) => {
  const copy = copyFor(movingGuidesCopy, matches);
  return buildMeta({
    title: copy.title,
    description: copy.description,
    path: href("/moving-guides"),
    matches,
  });
};

type GuideKey = keyof (typeof movingGuidesCopy)["en-GB"]["guides"];

/** The guide cards in order: where each leads and its icon (the words are in the page copy). */
const GUIDE_LINKS: { key: GuideKey; to: string; icon: LucideIcon }[] = [
  { key: "domestic", to: href("/domestic"), icon: House },
  { key: "manAndVan", to: href("/man-and-van"), icon: PoundSterling },
  { key: "local", to: href("/local-movers"), icon: MapPin },
  { key: "van", to: href("/removal-van"), icon: Truck },
  { key: "piano", to: href("/piano-removals"), icon: Piano },
  { key: "international", to: href("/international"), icon: Globe },
  { key: "abroad", to: href("/moving-abroad"), icon: Plane },
  { key: "services", to: href("/services"), icon: Building2 },
];

export default function MovingGuidesPage() {
  const copy = useLocalized(movingGuidesCopy);
  const locale = usePageLocale();
  const articles = listArticles();
  return (
    <>
      <div className="print:hidden">
        <PageHero
          eyebrow={copy.eyebrow}
          title={copy.heading}
          intro={copy.intro}
          actions={
            <>
              <Button asChild size="lg" variant="accent">
                <a href="#checklist">
                  <ListChecks aria-hidden="true" />
                  {copy.checklistAction}
                </a>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to={href("/quote")}>{copy.quoteAction}</Link>
              </Button>
            </>
          }
        />

        <Section title={copy.guidesTitle}>
          <CardGrid columns={4}>
            {GUIDE_LINKS.map((guide) => (
              <LinkCard key={guide.to} to={guide.to} icon={guide.icon} {...copy.guides[guide.key]} />
            ))}
          </CardGrid>
        </Section>

        <Section tone="muted" title={copy.blogTitle}>
          <CardGrid columns={3}>
            {articles.map((article) => (
              <LinkCard
                key={article.slug}
                to={articlePath(article.slug)}
                title={article.copy[locale].title}
                description={article.copy[locale].description}
                icon={BookOpen}
              />
            ))}
          </CardGrid>
          <p className="mt-8">
            <Link
              to={href("/blog")}
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {copy.allArticles}
            </Link>
          </p>
        </Section>
      </div>

      <section id="checklist" aria-labelledby="checklist-heading" className="scroll-mt-20 py-12 sm:py-16 print:py-0">
        <Container>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div className="max-w-3xl">
              <h2 id="checklist-heading" className="font-bold text-2xl text-brand-950 tracking-tight sm:text-3xl">
                {copy.checklistTitle}
              </h2>
              <p className="mt-3 text-muted-foreground leading-relaxed">{copy.checklistIntro}</p>
            </div>
            <PrintButton />
          </div>
          <ol className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3 print:block print:columns-2 print:gap-8">
            {copy.checklist.map((stage) => (
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
