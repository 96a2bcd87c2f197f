import { BadgeCheck, Lock, MailCheck, MessageSquare, Star, ThumbsUp } from "lucide-react";
import { Link } from "react-router";
import { CtaBand } from "~/components/content/cta-band";
import { CardGrid, IconCard } from "~/components/content/icon-card";
import { PageHero } from "~/components/content/page-hero";
import { Prose } from "~/components/content/prose";
import { Section } from "~/components/content/section";
import { Steps } from "~/components/content/steps";
import { Button } from "~/components/ui/button";
import { MAX_MATCHED_COMPANIES, REPLY_WITHIN_HOURS, SITE_NAME } from "~/lib/constants";
import type { HydrationHandle } from "~/lib/hydration";
import { baseUrlFrom, buildMeta } from "~/lib/seo";
import type { Route } from "./+types/how-it-works";

export const handle = { hydrate: false } satisfies HydrationHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({
    title: "How it works: compare removal quotes in three steps",
    description: `Describe your move once, compare up to ${MAX_MATCHED_COMPANIES} quotes from verified removal companies and choose your mover. Free, with no obligation.`,
    path: "/how-it-works",
    baseUrl: baseUrlFrom(matches),
  });

export default function HowItWorksPage() {
  return (
    <>
      <PageHero
        eyebrow="How it works"
        title="Compare removal quotes in three steps"
        intro={
          <p>
            One short form instead of a day on the phone. {SITE_NAME} matches your move with up to{" "}
            {MAX_MATCHED_COMPANIES} verified removal companies that cover your area, and you choose the one that suits
            you.
          </p>
        }
        actions={
          <Button asChild size="lg" variant="accent">
            <Link to="/quote">Describe your move</Link>
          </Button>
        }
        note="Free for you, with no obligation to book."
      />

      <Section title="Three steps to your mover">
        <Steps
          steps={[
            {
              title: "Describe your move",
              body: "Tell us where you are moving from and to, what needs moving, the size of both homes and your dates. We confirm your email address with a one-time code, so nobody can request quotes in your name.",
            },
            {
              title: `Compare up to ${MAX_MATCHED_COMPANIES} quotes`,
              body: `We match you with up to ${MAX_MATCHED_COMPANIES} verified companies that cover your route and the kind of move you need. They aim to reply within ${REPLY_WITHIN_HOURS} hours, and you compare their prices, reviews and what is included side by side.`,
            },
            {
              title: "Choose your mover",
              body: "Pick the quote that suits you and agree the final details with the company directly. There is no fee to us and no obligation to book any of them.",
            },
          ]}
        />
      </Section>

      <Section tone="muted" title="What happens after you send your request">
        <CardGrid columns={3}>
          <IconCard icon={MailCheck} title="A confirmation email">
            You receive a summary of your request, its reference and the companies it was sent to.
          </IconCard>
          <IconCard icon={MessageSquare} title="Companies get in touch">
            Matched companies may call or email to check details or arrange a survey, then send their quote.
          </IconCard>
          <IconCard icon={Lock} title="Your details stay limited">
            Your request goes only to the companies matched to your move, never to a mailing list or to anyone else.
          </IconCard>
        </CardGrid>
      </Section>

      <Section
        title="Verified reviews"
        intro="Reviews are the most useful thing when you choose a removal company, so we are strict about them."
      >
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <Prose>
            <p>
              Only customers who requested quotes through {SITE_NAME} can review a company, and we invite you after your
              moving date. That means every review relates to a real move booked through the platform.
            </p>
            <p>
              Scores are out of 10 for quality, customer service and value for money. We publish every review that meets
              our content guidelines, good or bad, and companies can reply publicly. We never remove a review because a
              company asks us to, or because it pays for leads.
            </p>
          </Prose>
          <CardGrid columns={2}>
            <IconCard icon={BadgeCheck} title="Real customers only">
              Reviews are tied to a quote request made on our site.
            </IconCard>
            <IconCard icon={Star} title="Three scores">
              Quality, customer service and value for money, each out of 10.
            </IconCard>
            <IconCard icon={ThumbsUp} title="Good and bad">
              Every review that meets the guidelines is published.
            </IconCard>
            <IconCard icon={MessageSquare} title="Right of reply">
              Companies can answer a review in public.
            </IconCard>
          </CardGrid>
        </div>
      </Section>

      <CtaBand secondary={{ to: "/faq", label: "Read the FAQ" }} />
    </>
  );
}
