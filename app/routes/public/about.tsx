import { BadgeCheck, Clock, ShieldCheck, Star } from "lucide-react";
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
import type { Route } from "./+types/about";

export const handle = { hydrate: false } satisfies HydrationHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({
    title: "About Moving Companies: how we verify UK removal firms",
    description: `How ${SITE_NAME} checks removal companies before they can quote: licence and insurance checks, background checks, review analysis and ongoing monitoring.`,
    path: "/about",
    baseUrl: baseUrlFrom(matches),
  });

export default function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow={`About ${SITE_NAME}`}
        title="About Moving Companies"
        intro={
          <p>
            {SITE_NAME} connects people who are moving home with removal companies that have been checked before they
            are allowed to quote. Describe your move once and compare up to {MAX_MATCHED_COMPANIES} quotes from verified
            companies that cover your area.
          </p>
        }
        actions={
          <>
            <Button asChild size="lg" variant="accent">
              <Link to="/quote">Get free quotes</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/how-it-works">How it works</Link>
            </Button>
          </>
        }
        note="Free for you, with no obligation to book."
      />

      <Section
        title="Why people move with our network"
        intro="A removal company handles everything you own. These are the standards every company on our platform has to meet."
      >
        <CardGrid columns={4}>
          <IconCard icon={ShieldCheck} title="Fully Verified">
            We check company details, insurance and trading history before a company can receive a single request.
          </IconCard>
          <IconCard icon={Star} title="Customer Reviews">
            Reviews come only from customers who requested quotes through us, so every one relates to a real move.
          </IconCard>
          <IconCard icon={BadgeCheck} title="Quality Guaranteed">
            Companies that fall below our standards, or stop meeting them, are paused or removed from the network.
          </IconCard>
          <IconCard icon={Clock} title="Fast Response">
            Matched companies aim to reply within {REPLY_WITHIN_HOURS} hours, so you can compare quotes while your dates
            are still open.
          </IconCard>
        </CardGrid>
      </Section>

      <Section
        tone="muted"
        title="How we select removal companies"
        intro="Joining is free for companies, but it is not automatic. Every application goes through the same four steps, and the checks do not stop once a company is approved."
      >
        <Steps
          columns={4}
          steps={[
            {
              title: "Licence and insurance verification",
              body: "We confirm the business is registered (with Companies House for limited companies), that it holds goods-in-transit and public liability insurance, and that operators of lorries over 3.5 tonnes hold an operator's licence.",
            },
            {
              title: "Background checks",
              body: "We look at trading history, the people behind the business and its vehicles and equipment. Companies need at least two years of removals experience.",
            },
            {
              title: "Customer review analysis",
              body: "We read what customers say, here and elsewhere, and look for patterns: damage, lateness, prices that change on the day, and how complaints are handled.",
            },
            {
              title: "Ongoing monitoring",
              body: "After approval we keep watching new reviews, complaints and insurance renewal dates. Companies that slip are asked to put things right, then paused or removed.",
            },
          ]}
        />
      </Section>

      <Section title="What we are, and what we are not">
        <Prose>
          <p>
            We are a comparison service, not a removal company. The company you choose carries out your move under its
            own terms and insurance, and you pay it directly. What we add is the choice: your request reaches only
            companies that cover your area and the kind of move you need, and you compare them on price, reviews and
            what is included.
          </p>
          <p>
            Using the service is free for you. Companies pay a fee for each request they take up, which is how we keep
            it free. That fee never changes the reviews you see: reviews are published by the same rules for every
            company. Read more in <Link to="/how-it-works">how it works</Link> or the{" "}
            <Link to="/faq">frequently asked questions</Link>.
          </p>
          <p>
            Run a removal company? <Link to="/become-partner">Find out about becoming a partner</Link>.
          </p>
        </Prose>
      </Section>

      <CtaBand secondary={{ to: "/services", label: "See our services" }} />
    </>
  );
}
