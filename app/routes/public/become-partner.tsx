import {
  BadgeCheck,
  BarChart3,
  Building2,
  Headset,
  LayoutDashboard,
  MapPinned,
  MessageSquare,
  Phone,
  PoundSterling,
  ShieldCheck,
  Target,
  Wallet,
} from "lucide-react";
import { Link } from "react-router";
import { RatingBadge } from "~/components/company/rating-badge";
import { CheckList } from "~/components/content/check-list";
import { Container } from "~/components/content/container";
import { CardGrid, IconCard } from "~/components/content/icon-card";
import { type FaqEntry, faqPageJsonLd } from "~/components/content/json-ld";
import { PageHero } from "~/components/content/page-hero";
import { Section } from "~/components/content/section";
import { Steps } from "~/components/content/steps";
import {
  PartnerRegistrationButton,
  PartnerRegistrationProvider,
} from "~/components/partner-registration/registration-dialog";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { Button } from "~/components/ui/button";
import { resolveLocale } from "~/i18n/config";
import {
  MAX_COMPARED_COMPANIES,
  MAX_MATCHED_COMPANIES,
  PARTNER_PHONE,
  PARTNER_PHONE_E164,
  REPLY_WITHIN_HOURS,
  SITE_NAME,
} from "~/lib/constants";
import {
  type PartnerRegistrationResult,
  partnerRegistrationFromForm,
  partnerRegistrationSchema,
} from "~/lib/schemas/partner-registration";
import { baseUrlFrom, buildMeta } from "~/lib/seo";
import { getEnv } from "~/server/env.server";
import { failureFromError, formSuccess, parseSubmission, rateLimited } from "~/server/forms.server";
import { registerPartner } from "~/server/partners/register-partner.server";
import { consumeRateLimit } from "~/server/rate-limit.server";
import type { Route } from "./+types/become-partner";

/** Per address: an application is a company record and an email, so a handful an hour is plenty. */
const REGISTER_LIMIT = { name: "partner-registration", max: 10, windowSeconds: 3600 };

/** Spec section 9: application review takes 1-2 business days; leads start within 24 hours. */
const APPROVAL_TIME = "1-2 business days";
const LEADS_START_WITHIN_HOURS = 24;

/** The spec's recruitment figures (section 9): our own marketing claims, shown as such. */
const STATISTICS = [
  { value: "240+", label: "partner removal companies in the UK" },
  { value: "1,400+", label: "partner companies worldwide" },
  { value: "100,000", label: "unique visitors last month" },
  { value: "37,400", label: "removal leads last month" },
  { value: "8.6/10", label: "average partner rating" },
  { value: "15+", label: "years connecting movers and customers" },
  { value: "150", label: "markets served by our group" },
  { value: "10-50", label: "leads a month for most partners" },
];

const REQUIREMENTS = [
  "A valid business licence and insurance",
  "At least 2 years of removal experience",
  "Professional equipment and vehicles",
  "A commitment to customer service",
  "The ability to give accurate quotes",
];

interface Testimonial {
  name: string;
  company: string;
  location: string;
  /** Out of 10, like every review score on the site. */
  rating: number;
  text: string;
  initials: string;
}

const TESTIMONIALS: Testimonial[] = [
  {
    name: "Gareth Hughes",
    company: "Hughes & Daughters Removals",
    location: "Cardiff",
    rating: 9.4,
    text: "We joined to fill quiet weeks and now take most of our domestic work from the platform. The leads are real people with real dates, and we only pay for the ones we want.",
    initials: "GH",
  },
  {
    name: "Priya Sharma",
    company: "Northern Star Moving",
    location: "Leeds",
    rating: 9.1,
    text: "Setting our area as a radius around Leeds took two minutes. Our account manager helped us write the company profile, and the reviews from our moves now win us jobs on their own.",
    initials: "PS",
  },
  {
    name: "Callum MacLeod",
    company: "Highland Van Lines",
    location: "Inverness",
    rating: 8.8,
    text: "As a small firm we cannot spend on advertising. Here we pick the regions we cover, claim the leads that suit our vans, and the back office keeps our drivers and jobs in one place.",
    initials: "CM",
  },
];

const FAQ: FaqEntry[] = [
  {
    question: "How much does it cost to join?",
    answer: `Joining ${SITE_NAME} is free and there are no set-up fees. You pay per lead, only for the customer requests you choose to take up.`,
  },
  {
    question: "How quickly will my application be reviewed?",
    answer: `Our partner team contacts you within ${REPLY_WITHIN_HOURS} hours of your registration, and we review complete applications in ${APPROVAL_TIME}.`,
  },
  {
    question: "When do I start receiving leads?",
    answer: `Leads start within ${LEADS_START_WITHIN_HOURS} hours of your approval, as soon as customers in your area ask for the kinds of removal you offer.`,
  },
  {
    question: "Which leads will I receive?",
    answer:
      "You choose the types of removal (domestic, international, commercial) and your target area: a radius in miles around a location, or a list of cities and regions across England, Scotland, Wales and Northern Ireland.",
  },
  {
    question: "How many other companies receive the same lead?",
    answer: `Each request goes to at most ${MAX_MATCHED_COMPANIES} verified companies, although customers can compare up to ${MAX_COMPARED_COMPANIES} companies on the site.`,
  },
  {
    question: "Can I cancel?",
    answer:
      "Yes, at any time and with no cancellation fees. Your account stays active until the end of the current billing period.",
  },
];

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({
    title: "Become a partner: get verified moving leads",
    description: `Removal companies: join ${SITE_NAME} for free and receive verified moving leads in your area. Pay per lead, no set-up fees, a company profile and a dedicated account manager.`,
    path: "/become-partner",
    baseUrl: baseUrlFrom(matches),
    jsonLd: faqPageJsonLd(FAQ),
  });

export function loader() {
  return { mapTileUrl: getEnv().MAP_TILE_URL };
}

/** The registration wizard's application (JSON), or the same fields as a form post. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = await parseSubmission(request, partnerRegistrationSchema, {
    fromForm: partnerRegistrationFromForm,
  });
  if (!submission.ok) return submission.failure;
  const limit = await consumeRateLimit(REGISTER_LIMIT, context.clientIp);
  if (!limit.allowed) return rateLimited(limit.retryAfterSeconds, { key: "partner:errors.tooMany" });
  try {
    const partner = await registerPartner({ input: submission.data, locale: resolveLocale(request.headers) });
    return formSuccess<PartnerRegistrationResult>({
      companyName: partner.name,
      email: submission.data.companyDetails.email,
    });
  } catch (error) {
    // The spec's message when the application cannot be saved; the wizard stays on step 3.
    return failureFromError(error, { unexpected: { key: "partner:toast.saveFailed" } });
  }
}

export default function BecomePartnerPage({ loaderData }: Route.ComponentProps) {
  return (
    <PartnerRegistrationProvider mapTileUrl={loaderData.mapTileUrl}>
      <PageHero
        eyebrow="For removal companies"
        title="Get verified moving leads"
        intro={
          <p>
            Join the removal companies that grow with {SITE_NAME}. Customers who are ready to move, in the area you
            choose, for the kinds of removal you do. Pay per lead, with no set-up fees.
          </p>
        }
        actions={
          <>
            <PartnerRegistrationButton size="lg" variant="accent">
              Get free access
            </PartnerRegistrationButton>
            <Button asChild size="lg" variant="outline">
              <a href={`tel:${PARTNER_PHONE_E164}`}>
                <Phone aria-hidden="true" />
                Call {PARTNER_PHONE}
              </a>
            </Button>
          </>
        }
        note="Free to join. No set-up fees. Cancel at any time."
        aside={
          <div className="rounded-card border border-border bg-white p-6 shadow-card">
            <p className="font-semibold text-brand-950">Last month on {SITE_NAME}</p>
            <dl className="mt-4 grid grid-cols-2 gap-4">
              <div>
                <dt className="text-muted-foreground text-sm">Unique visitors</dt>
                <dd className="font-bold text-2xl text-brand-800">100,000</dd>
              </div>
              <div>
                <dt className="text-muted-foreground text-sm">Removal leads</dt>
                <dd className="font-bold text-2xl text-brand-800">37,400</dd>
              </div>
            </dl>
            <p className="mt-4 text-muted-foreground text-xs">Figures reported by {SITE_NAME}.</p>
          </div>
        }
      />

      <Section
        title="Start receiving leads in 3 steps"
        intro={`Registration takes a few minutes. We contact you within ${REPLY_WITHIN_HOURS} hours.`}
      >
        <Steps
          steps={[
            {
              title: "Register for free",
              body: "Tell us the kinds of removal you do, the area you cover (a radius or a list of cities) and your company details.",
            },
            {
              title: "We verify your company",
              body: `Our partner team contacts you within ${REPLY_WITHIN_HOURS} hours and reviews your application in ${APPROVAL_TIME}: your insurance, experience and equipment.`,
            },
            {
              title: "Receive leads and win jobs",
              body: `Leads start within ${LEADS_START_WITHIN_HOURS} hours of approval. Claim the ones that suit you, send your quote and win the job.`,
            },
          ]}
        />
        <div className="mt-8">
          <PartnerRegistrationButton size="lg">Get started</PartnerRegistrationButton>
        </div>
      </Section>

      <Section tone="muted" title={`Why removal companies choose ${SITE_NAME}`}>
        <CardGrid columns={3}>
          <IconCard icon={BadgeCheck} title="Customers who are really moving">
            Every customer confirms their email address with a one-time code before their request reaches you, so you
            spend your time on real moves.
          </IconCard>
          <IconCard icon={Target} title="Only the work you want">
            You decide the types of removal and the area you cover, and you choose which leads to take up.
          </IconCard>
          <IconCard icon={Wallet} title="No risk to try">
            No set-up fees and no long contract: you pay per lead and can cancel at any time.
          </IconCard>
        </CardGrid>
      </Section>

      <Section title="What you get as a partner">
        <CardGrid columns={3}>
          <IconCard icon={ShieldCheck} title="Verified leads">
            Move details, dates and sizes up front, from customers who have confirmed their contact details.
          </IconCard>
          <IconCard icon={PoundSterling} title="Pay per lead">
            You pay only for the leads you take up. Declining a lead costs nothing.
          </IconCard>
          <IconCard icon={MapPinned} title="Your area, your choice">
            A radius of up to 200 miles around your base, or the cities and regions you serve.
          </IconCard>
          <IconCard icon={Building2} title="A company profile">
            A public page with your services, your logo and verified reviews from the customers you have moved.
          </IconCard>
          <IconCard icon={Headset} title="A dedicated account manager">
            One person who knows your business and helps you get the most out of your leads.
          </IconCard>
          <IconCard icon={LayoutDashboard} title="A partner dashboard">
            Leads, jobs, drivers, vehicles and payments in one back office.
          </IconCard>
        </CardGrid>
        <div className="mt-8">
          <PartnerRegistrationButton size="lg" variant="accent">
            Apply to Become a Partner
          </PartnerRegistrationButton>
        </div>
      </Section>

      <section aria-labelledby="partner-statistics" className="bg-brand-800 py-12 text-white sm:py-16">
        <Container>
          <div className="flex items-center gap-3">
            <BarChart3 aria-hidden="true" className="size-7 text-brand-200" />
            <h2 id="partner-statistics" className="font-bold text-2xl tracking-tight sm:text-3xl">
              {SITE_NAME} in numbers
            </h2>
          </div>
          <dl className="mt-8 grid grid-cols-2 gap-x-6 gap-y-8 lg:grid-cols-4">
            {STATISTICS.map((statistic) => (
              <div key={statistic.label} className="flex flex-col-reverse justify-end gap-1">
                <dt className="text-brand-100">{statistic.label}</dt>
                <dd className="font-bold text-3xl tabular-nums sm:text-4xl">{statistic.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-8 max-w-3xl text-brand-100 text-sm">
            Marketing figures reported by {SITE_NAME} and its group. Lead volumes depend on your area, the removals you
            offer and the season; they are not a promise of a number of leads.
          </p>
        </Container>
      </section>

      <Section title="What our partners say">
        <ul className="grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col gap-4 rounded-card border border-border bg-white p-6 shadow-card">
                <RatingBadge rating={testimonial.rating} />
                <blockquote className="flex-1 text-foreground leading-relaxed">
                  <p>“{testimonial.text}”</p>
                </blockquote>
                <figcaption className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
                  >
                    {testimonial.initials}
                  </span>
                  <span className="grid">
                    <span className="font-semibold text-brand-950">{testimonial.name}</span>
                    <span className="text-muted-foreground text-sm">
                      {testimonial.company}, {testimonial.location}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <div className="mt-8">
          <PartnerRegistrationButton size="lg">Join our successful partners</PartnerRegistrationButton>
        </div>
      </Section>

      <Section
        tone="muted"
        title="Partner requirements"
        intro="We check every company against these before approval, so customers can trust every partner."
      >
        <CheckList items={REQUIREMENTS} className="text-lg" />
      </Section>

      <Section title="Frequently asked questions">
        <PartnerFaq />
        <p className="mt-6">
          <Link to="/partner-faq" className="font-medium text-brand-700 underline underline-offset-2">
            Read all partner questions and answers
          </Link>
        </p>
      </Section>

      <section aria-labelledby="partner-contact" className="pb-12 sm:pb-16">
        <Container>
          <div className="flex flex-col gap-6 rounded-card bg-brand-700 px-6 py-10 text-white shadow-card sm:px-10 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2 id="partner-contact" className="flex items-center gap-2 font-bold text-2xl tracking-tight">
                <MessageSquare aria-hidden="true" className="size-6 shrink-0" />
                Questions before you apply?
              </h2>
              <p className="mt-3 text-brand-50 leading-relaxed">
                Our partner team is happy to explain how leads work in your area. Call us, or{" "}
                <Link to="/contact" className="font-semibold text-white underline underline-offset-2">
                  send us a message
                </Link>
                .
              </p>
            </div>
            <Button asChild size="lg" className="bg-white text-brand-800 hover:bg-brand-50">
              <a href={`tel:${PARTNER_PHONE_E164}`}>
                <Phone aria-hidden="true" />
                Call {PARTNER_PHONE}
              </a>
            </Button>
          </div>
        </Container>
      </section>
    </PartnerRegistrationProvider>
  );
}

/**
 * One answer open at a time, and the open one closes again; Home, End and the arrow keys move
 * between questions (Radix Accordion). Every answer is in the server-rendered HTML, matching the
 * FAQPage data, and hidden while its question is closed.
 */
function PartnerFaq() {
  return (
    <Accordion
      type="single"
      collapsible
      className="max-w-3xl rounded-card border border-border bg-white px-4 shadow-card sm:px-6"
    >
      {FAQ.map((entry, index) => (
        <AccordionItem key={entry.question} value={`partner-faq-${index}`}>
          <AccordionTrigger className="text-left text-base">{entry.question}</AccordionTrigger>
          <AccordionContent
            forceMount
            className="text-base text-muted-foreground leading-relaxed in-data-[state=closed]:hidden"
          >
            {entry.answer}
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
