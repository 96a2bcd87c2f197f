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
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ReviewCards } from "~/components/company/review-cards";
import { CheckList } from "~/components/content/check-list";
import { Container } from "~/components/content/container";
import { CardGrid, IconCard } from "~/components/content/icon-card";
import { type FaqEntry, faqPageJsonLd } from "~/components/content/json-ld";
import { PageHero } from "~/components/content/page-hero";
import { Section } from "~/components/content/section";
import { Steps } from "~/components/content/steps";
import { useSupportContacts } from "~/components/layout/support-contacts";
import {
  PartnerRegistrationButton,
  PartnerRegistrationProvider,
} from "~/components/partner-registration/registration-dialog";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { Button } from "~/components/ui/button";
import { resolveLocale } from "~/i18n/config";
import { MAX_MATCHED_COMPANIES, REPLY_WITHIN_HOURS, SITE_NAME } from "~/lib/constants";
import { formatRating, telHref } from "~/lib/format";
import {
  type PartnerRegistrationResult,
  partnerRegistrationFromForm,
  partnerRegistrationSchema,
} from "~/lib/schemas/partner-registration";
import { baseUrlFrom, buildMeta } from "~/lib/seo";
import { listRecentReviews } from "~/server/directory/companies.server";
import { getEnv } from "~/server/env.server";
import { failureFromError, formSuccess, parseSubmission, passOnHeaders, rateLimited } from "~/server/forms.server";
import { getRecruitmentFigures } from "~/server/partners/recruitment-figures.server";
import { registerPartner } from "~/server/partners/register-partner.server";
import { addressKey, consumeRateLimit, QUIET_RATE_LIMITS, RATE_LIMITS } from "~/server/rate-limit.server";
import { clientNetworkContext } from "~/server/request-context.server";
import type { Route } from "./+types/become-partner";

/** Application review takes 1-2 business days; leads start within 24 hours (docs/product-rules.md §2.4). */
const APPROVAL_TIME = "1-2 business days";
const LEADS_START_WITHIN_HOURS = 24;

const REQUIREMENTS = [
  "A valid business licence and insurance",
  "At least 2 years of removal experience",
  "Professional equipment and vehicles",
  "A commitment to customer service",
  "The ability to give accurate quotes",
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
    answer: `Each request goes to at most ${MAX_MATCHED_COMPANIES} verified companies: the partners that cover the customer's area for that kind of removal, ranked by their reviews, distance and how many leads they have had recently.`,
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

/** Partner reviews shown on the page: the newest few. */
const PARTNER_REVIEWS_SHOWN = 3;

/** A refusal's Retry-After reaches the browser. */
export const headers = passOnHeaders();

export async function loader() {
  const [figures, reviews] = await Promise.all([
    getRecruitmentFigures(),
    listRecentReviews({ limit: PARTNER_REVIEWS_SHOWN, partnersOnly: true }),
  ]);
  return { mapTileUrl: getEnv().MAP_TILE_URL, figures, reviews, now: new Date().toISOString() };
}

/** The registration wizard's application (JSON), or the same fields as a form post. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = await parseSubmission(request, partnerRegistrationSchema, {
    fromForm: partnerRegistrationFromForm,
  });
  if (!submission.ok) return submission.failure;
  const limit = await consumeRateLimit(RATE_LIMITS.partnerRegistrationNetwork, context.get(clientNetworkContext));
  if (!limit.allowed) return rateLimited(limit.retryAfterSeconds, { key: "partner:errors.tooMany" });
  try {
    const email = submission.data.companyDetails.email;
    const mail = await consumeRateLimit(QUIET_RATE_LIMITS.partnerRegistrationAddress, addressKey(email));
    const partner = await registerPartner({
      input: submission.data,
      locale: resolveLocale(request.headers),
      notify: mail.allowed,
    });
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
  const { figures, reviews, now } = loaderData;
  const { t, i18n } = useTranslation("partner");
  const { partnerPhone } = useSupportContacts();
  const callPartnerTeam = (className?: string) =>
    partnerPhone ? (
      <Button asChild size="lg" variant="outline" className={className}>
        <a href={telHref(partnerPhone)}>
          <Phone aria-hidden="true" />
          Call {partnerPhone}
        </a>
      </Button>
    ) : null;
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
            {callPartnerTeam()}
          </>
        }
        note="Free to join. No set-up fees. Cancel at any time."
        aside={
          figures.quoteRequestsLast30Days > 0 ? (
            <div className="rounded-card border border-border bg-white p-6 shadow-card">
              <p className="font-semibold text-brand-950">{t("recruitment.lastDays", { site: SITE_NAME })}</p>
              <dl className="mt-4 flex flex-col-reverse gap-1">
                <dt className="text-muted-foreground text-sm">
                  {t("recruitment.quoteRequests", { count: figures.quoteRequestsLast30Days })}
                </dt>
                <dd className="font-bold text-2xl text-brand-800 tabular-nums">
                  {figures.quoteRequestsLast30Days.toLocaleString("en-GB")}
                </dd>
              </dl>
            </div>
          ) : undefined
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
            {figures.partners > 0 ? (
              <Figure value={figures.partners.toLocaleString(i18n.language)}>
                {t("recruitment.partners", { count: figures.partners })}
              </Figure>
            ) : null}
            {figures.averagePartnerRating != null ? (
              <Figure value={`${formatRating(figures.averagePartnerRating, i18n.language)}/10`}>
                {t("recruitment.averageRating")}
              </Figure>
            ) : null}
            {figures.quoteRequestsLast30Days > 0 ? (
              <Figure value={figures.quoteRequestsLast30Days.toLocaleString("en-GB")}>
                {t("recruitment.quoteRequests", { count: figures.quoteRequestsLast30Days })}
              </Figure>
            ) : null}
            <Figure value={String(MAX_MATCHED_COMPANIES)}>{t("recruitment.companiesPerRequest")}</Figure>
          </dl>
          <p className="mt-8 max-w-3xl text-brand-100 text-sm">{t("recruitment.figuresNote")}</p>
        </Container>
      </section>

      {reviews.length > 0 ? (
        <Section title={t("recruitment.reviewsTitle")} intro={t("recruitment.reviewsIntro", { site: SITE_NAME })}>
          <ReviewCards reviews={reviews} now={now} />
        </Section>
      ) : null}

      <Section
        tone="muted"
        title="Partner requirements"
        intro="We check every company against these before approval, so customers can trust every partner."
      >
        <CheckList items={REQUIREMENTS} className="text-lg" />
        <div className="mt-8">
          {/* Its Lithuanian wording is long: it wraps on a phone rather than overflow. */}
          <PartnerRegistrationButton size="lg" className="h-auto min-h-10 max-w-full whitespace-normal py-2">
            {t(figures.partners > 0 ? "recruitment.joinSuccessful" : "recruitment.join")}
          </PartnerRegistrationButton>
        </div>
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
                Our partner team is happy to explain how leads work in your area:{" "}
                <Link to="/contact" className="font-semibold text-white underline underline-offset-2">
                  send us a message
                </Link>
                {partnerPhone ? " or call us" : null}.
              </p>
            </div>
            {callPartnerTeam("border-transparent bg-white text-brand-800 hover:bg-brand-50")}
          </div>
        </Container>
      </section>
    </PartnerRegistrationProvider>
  );
}

/** One figure of the numbers band: the value large, its label below. */
function Figure({ value, children }: { value: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col-reverse justify-end gap-1">
      <dt className="text-brand-100">{children}</dt>
      <dd className="font-bold text-3xl tabular-nums sm:text-4xl">{value}</dd>
    </div>
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
