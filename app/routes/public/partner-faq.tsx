import { Phone } from "lucide-react";
import { Link } from "react-router";
import { CheckList } from "~/components/content/check-list";
import { FaqAccordion } from "~/components/content/faq-accordion";
import { type FaqEntry, faqPageJsonLd } from "~/components/content/json-ld";
import { PageHero } from "~/components/content/page-hero";
import { Section } from "~/components/content/section";
import { useSupportContacts } from "~/components/layout/support-contacts";
import { Button } from "~/components/ui/button";
import { MAX_MATCHED_COMPANIES, SITE_NAME } from "~/lib/constants";
import { telHref } from "~/lib/format";
import type { HydrationHandle } from "~/lib/hydration";
import { baseUrlFrom, buildMeta } from "~/lib/seo";
import type { Route } from "./+types/partner-faq";

/** Partner terms (docs/product-rules.md §2.4). */
const APPROVAL_TIME = "1-2 business days";
const LEADS_START_WITHIN_HOURS = 24;

const REQUIREMENTS = [
  "A valid business licence and insurance",
  "At least 2 years of removal experience",
  "Professional equipment and vehicles",
  "A commitment to customer service",
  "The ability to give accurate quotes",
];

const PRICING_QUESTIONS: FaqEntry[] = [
  {
    question: "How does pricing work?",
    answer:
      "You pay per lead: a fee for each customer request you choose to take up. You see the move details (area, type, size and date) before you decide, and declining a lead costs nothing.",
  },
  {
    question: "Are there any set-up fees?",
    answer: `No. Joining ${SITE_NAME} and setting up your company profile are free. You only pay for the leads you take.`,
  },
  {
    question: "Can I cancel, and is there a fee?",
    answer:
      "You can cancel at any time, with no cancellation fees. Your account stays active until the end of the current billing period, so you can finish any jobs already in progress.",
  },
];

const JOINING_QUESTIONS: FaqEntry[] = [
  {
    question: "What are the requirements to join?",
    answer: `${REQUIREMENTS.join(", ")}.`,
  },
  {
    question: "How long does approval take?",
    answer: `We review complete applications in ${APPROVAL_TIME}. We may contact you for copies of your insurance certificates or other documents; having them ready speeds things up.`,
  },
  {
    question: "When will I start receiving leads?",
    answer: `Leads start within ${LEADS_START_WITHIN_HOURS} hours of your approval, as soon as customers in your service area request quotes for the kinds of move you offer: sign in and complete your public profile, and you are invited to the next request in your area, unless other new companies there were waiting before you.`,
  },
  {
    question: "How do I choose which leads I receive?",
    answer:
      "You choose the kinds of removal you do (domestic, international, commercial) and your service area, either as a radius in miles around your base or as a list of regions and cities. You can also set a daily or weekly cap and pause leads when you are fully booked.",
  },
  {
    question: "How many companies receive each lead?",
    answer: `Each customer request is shared with at most ${MAX_MATCHED_COMPANIES} companies, so you compete with a small number of verified firms rather than a crowd. An invited company has a few working hours to claim or decline; if it does not answer, its place is offered to the next company.`,
  },
  {
    question: "How do reviews work for my company?",
    answer:
      "Customers who requested quotes through us are invited to review the company they used after the move. Every review that meets our guidelines is published, and you can reply publicly to any review.",
  },
];

export const handle = { hydrate: false } satisfies HydrationHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({
    title: "Partner FAQ for removal companies",
    description: `Questions from removal companies about joining ${SITE_NAME}: pay per lead pricing, no set-up fees, approval in ${APPROVAL_TIME}, requirements, lead settings and cancellation.`,
    path: "/partner-faq",
    baseUrl: baseUrlFrom(matches),
    jsonLd: faqPageJsonLd([...PRICING_QUESTIONS, ...JOINING_QUESTIONS]),
  });

export default function PartnerFaqPage() {
  const { partnerPhone } = useSupportContacts();
  return (
    <>
      <PageHero
        eyebrow="For removal companies"
        title="Partner FAQ"
        intro={
          <p>
            Everything removal companies ask before joining {SITE_NAME}: what it costs, what we check, and how leads
            reach you.
          </p>
        }
        actions={
          <>
            <Button asChild size="lg" variant="accent">
              <Link to="/become-partner">Become a partner</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/contact">Contact us</Link>
            </Button>
          </>
        }
        note="Pay per lead. No set-up fees. Cancel at any time."
      />

      <Section title="Pricing and billing">
        <FaqAccordion entries={PRICING_QUESTIONS} idPrefix="pricing" />
      </Section>

      <Section tone="muted" title="Joining and receiving leads">
        <FaqAccordion entries={JOINING_QUESTIONS} idPrefix="joining" />
        <p className="mt-6">
          <Link to="/how-leads-are-shared" className="font-medium text-brand-700 underline underline-offset-2">
            How leads are shared between companies
          </Link>
          : who is invited, the response window and the ranking.
        </p>
      </Section>

      <Section title="Partner requirements" intro="Every company is checked against these before approval.">
        <div className="grid gap-8 lg:grid-cols-2">
          <CheckList items={REQUIREMENTS} className="text-lg" />
          <div className="rounded-card border border-border bg-brand-50 p-6">
            <h3 className="font-semibold text-brand-950 text-lg">Still have questions?</h3>
            <p className="mt-2 text-muted-foreground">
              Talk to our partner team. We are happy to explain how leads work in your area before you apply.
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              <Button asChild variant="accent">
                <Link to="/become-partner">Apply to become a partner</Link>
              </Button>
              {partnerPhone ? (
                <Button asChild variant="outline">
                  <a href={telHref(partnerPhone)}>
                    <Phone aria-hidden="true" />
                    Call {partnerPhone}
                  </a>
                </Button>
              ) : null}
            </div>
            <p className="mt-4 text-sm">
              Or{" "}
              <Link to="/contact" className="font-medium text-brand-700 underline underline-offset-2">
                send us a message
              </Link>
              .
            </p>
          </div>
        </div>
      </Section>
    </>
  );
}
