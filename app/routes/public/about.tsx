import { BadgeCheck, Clock, ShieldCheck, Star } from "lucide-react";
import { href } from "react-router";
import { CtaBand } from "~/components/content/cta-band";
import { CardGrid, IconCard } from "~/components/content/icon-card";
import { PageHero } from "~/components/content/page-hero";
import { Prose } from "~/components/content/prose";
import { Section } from "~/components/content/section";
import { Steps } from "~/components/content/steps";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { Button } from "~/components/ui/button";
import { copyFor, useLocalized } from "~/content/localized";
import { aboutCopy } from "~/content/pages/about";
import type { HydrationHandle } from "~/lib/hydration";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export const handle = { hydrate: false } satisfies HydrationHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const copy = copyFor(aboutCopy, matches);
  return buildMeta({
    title: copy.title,
    description: copy.description,
    path: href("/about"),
    matches,
  });
};

export default function AboutPage() {
  const copy = useLocalized(aboutCopy);
  const { standards, selection } = copy;
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
              <Link to={href("/how-it-works")}>{copy.howItWorks}</Link>
            </Button>
          </>
        }
        note={copy.note}
      />

      <Section title={standards.title} intro={standards.intro}>
        <CardGrid columns={4}>
          <IconCard icon={ShieldCheck} title={standards.verified.title}>
            {standards.verified.body}
          </IconCard>
          <IconCard icon={Star} title={standards.reviews.title}>
            {standards.reviews.body}
          </IconCard>
          <IconCard icon={BadgeCheck} title={standards.quality.title}>
            {standards.quality.body}
          </IconCard>
          <IconCard icon={Clock} title={standards.fast.title}>
            {standards.fast.body}
          </IconCard>
        </CardGrid>
      </Section>

      <Section tone="muted" title={selection.title} intro={selection.intro}>
        <Steps columns={4} steps={selection.steps} />
      </Section>

      <Section title={copy.whatWeAre.title}>
        <Prose>{copy.whatWeAre.body}</Prose>
      </Section>

      <CtaBand secondary={{ to: href("/services"), label: copy.seeServices }} />
    </>
  );
}
