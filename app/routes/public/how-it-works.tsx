import { BadgeCheck, Lock, MailCheck, MessageSquare, Star, ThumbsUp } from "lucide-react";
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
import { howItWorksCopy } from "~/content/pages/how-it-works";
import type { HydrationHandle } from "~/lib/hydration";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/how-it-works";

export const handle = { hydrate: false } satisfies HydrationHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const copy = copyFor(howItWorksCopy, matches);
  return buildMeta({
    title: copy.title,
    description: copy.description,
    path: href("/how-it-works"),
    matches,
  });
};

export default function HowItWorksPage() {
  const copy = useLocalized(howItWorksCopy);
  const { after, reviews } = copy;
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.heading}
        intro={copy.intro}
        actions={
          <Button asChild size="lg" variant="accent">
            <Link to={href("/quote")}>{copy.describe}</Link>
          </Button>
        }
        note={copy.note}
      />

      <Section title={copy.stepsTitle}>
        <Steps steps={copy.steps} />
      </Section>

      <Section tone="muted" title={after.title}>
        <CardGrid columns={3}>
          <IconCard icon={MailCheck} title={after.email.title}>
            {after.email.body}
          </IconCard>
          <IconCard icon={MessageSquare} title={after.contact.title}>
            {after.contact.body}
          </IconCard>
          <IconCard icon={Lock} title={after.privacy.title}>
            {after.privacy.body}
          </IconCard>
        </CardGrid>
      </Section>

      <Section title={reviews.title} intro={reviews.intro}>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <Prose>{reviews.body}</Prose>
          <CardGrid columns={2}>
            <IconCard icon={BadgeCheck} title={reviews.realCustomers.title}>
              {reviews.realCustomers.body}
            </IconCard>
            <IconCard icon={Star} title={reviews.threeScores.title}>
              {reviews.threeScores.body}
            </IconCard>
            <IconCard icon={ThumbsUp} title={reviews.goodAndBad.title}>
              {reviews.goodAndBad.body}
            </IconCard>
            <IconCard icon={MessageSquare} title={reviews.reply.title}>
              {reviews.reply.body}
            </IconCard>
          </CardGrid>
        </div>
      </Section>

      <CtaBand secondary={{ to: href("/faq"), label: copy.readFaq }} />
    </>
  );
}
