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
import { href } from "react-router";
import { ReviewCards } from "~/components/company/review-cards";
import { CheckList } from "~/components/content/check-list";
import { Container } from "~/components/content/container";
import { CardGrid, IconCard } from "~/components/content/icon-card";
import { type FaqEntry, faqPageJsonLd } from "~/components/content/json-ld";
import { PageHero } from "~/components/content/page-hero";
import { Section } from "~/components/content/section";
import { Steps } from "~/components/content/steps";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { useSupportContacts } from "~/components/layout/support-contacts";
import {
  PartnerRegistrationButton,
  PartnerRegistrationProvider,
} from "~/components/partner-registration/registration-dialog";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { Button } from "~/components/ui/button";
import { copyFor, useLocalized } from "~/content/localized";
import { becomePartnerCopy } from "~/content/pages/become-partner";
import { partnerTermsCopy } from "~/content/pages/partner-terms";
import { resolveLocale } from "~/i18n/addresses";
import type { I18nHandle } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import { MAX_MATCHED_COMPANIES, SITE_NAME } from "~/lib/constants";
import { formatRating, telHref } from "~/lib/format";
import { type PartnerRegistrationResult, partnerRegistrationFromForm } from "~/lib/partner-registration-wizard";
import { partnerRegistrationSchema } from "~/lib/schemas/partner-registration";
import { buildMeta } from "~/lib/seo";
import { listRecentReviews } from "~/server/directory/companies.server";
import { getEnv } from "~/server/env.server";
import { failureFromError, formSuccess, parseSubmission, passOnHeaders, rateLimited } from "~/server/forms.server";
import { getRecruitmentFigures } from "~/server/partners/recruitment-figures.server";
import { registerPartner } from "~/server/partners/register-partner.server";
import { addressKey, consumeRateLimit, QUIET_RATE_LIMITS, RATE_LIMITS } from "~/server/rate-limit.server";
import { clientNetworkContext } from "~/server/request-context.server";
import type { Route } from "./+types/become-partner";

export const handle = { i18n: ["home", "partner"] } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const copy = copyFor(becomePartnerCopy, matches);
  return buildMeta({
    title: copy.title,
    description: copy.description,
    path: href("/become-partner"),
    matches,
    jsonLd: faqPageJsonLd(copy.faq),
  });
};

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
      locale: resolveLocale(request),
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
  const copy = useLocalized(becomePartnerCopy);
  const terms = useLocalized(partnerTermsCopy);
  const { partnerPhone } = useSupportContacts();
  const callPartnerTeam = (className?: string) =>
    partnerPhone ? (
      <Button asChild size="lg" variant="outline" className={className}>
        <a href={telHref(partnerPhone)}>
          <Phone aria-hidden="true" />
          {terms.callPartnerTeam(partnerPhone)}
        </a>
      </Button>
    ) : null;
  return (
    <PartnerRegistrationProvider mapTileUrl={loaderData.mapTileUrl}>
      <PageHero
        eyebrow={terms.eyebrow}
        title={copy.hero.title}
        intro={copy.hero.intro}
        actions={
          <>
            <PartnerRegistrationButton size="lg" variant="accent">
              {copy.hero.start}
            </PartnerRegistrationButton>
            {callPartnerTeam()}
          </>
        }
        note={copy.hero.note}
        aside={
          figures.quoteRequestsLast30Days > 0 ? (
            <div className="rounded-card border border-border bg-white p-6 shadow-card">
              <p className="font-semibold text-brand-950">{t("recruitment.lastDays", { site: SITE_NAME })}</p>
              <dl className="mt-4 flex flex-col-reverse gap-1">
                <dt className="text-muted-foreground text-sm">
                  {t("recruitment.quoteRequests", { count: figures.quoteRequestsLast30Days })}
                </dt>
                <dd className="font-bold text-2xl text-brand-800 tabular-nums">
                  {figures.quoteRequestsLast30Days.toLocaleString(i18n.language)}
                </dd>
              </dl>
            </div>
          ) : undefined
        }
      />

      <Section title={copy.steps.title} intro={copy.steps.intro}>
        <Steps steps={copy.steps.steps} />
        <div className="mt-8">
          <PartnerRegistrationButton size="lg">{copy.steps.start}</PartnerRegistrationButton>
        </div>
      </Section>

      <Section tone="muted" title={copy.why.title}>
        <CardGrid columns={3}>
          <IconCard icon={BadgeCheck} title={copy.why.realCustomers.title}>
            {copy.why.realCustomers.body}
          </IconCard>
          <IconCard icon={Target} title={copy.why.yourWork.title}>
            {copy.why.yourWork.body}
          </IconCard>
          <IconCard icon={Wallet} title={copy.why.noRisk.title}>
            {copy.why.noRisk.body}
          </IconCard>
        </CardGrid>
      </Section>

      <Section title={copy.offer.title}>
        <CardGrid columns={3}>
          <IconCard icon={ShieldCheck} title={copy.offer.verifiedLeads.title}>
            {copy.offer.verifiedLeads.body}
          </IconCard>
          <IconCard icon={PoundSterling} title={copy.offer.payPerLead.title}>
            {copy.offer.payPerLead.body}
          </IconCard>
          <IconCard icon={MapPinned} title={copy.offer.area.title}>
            {copy.offer.area.body}
          </IconCard>
          <IconCard icon={Building2} title={copy.offer.profile.title}>
            {copy.offer.profile.body}
          </IconCard>
          <IconCard icon={Headset} title={copy.offer.manager.title}>
            {copy.offer.manager.body}
          </IconCard>
          <IconCard icon={LayoutDashboard} title={copy.offer.dashboard.title}>
            {copy.offer.dashboard.body}
          </IconCard>
        </CardGrid>
        <div className="mt-8">
          <PartnerRegistrationButton size="lg" variant="accent">
            {copy.offer.apply}
          </PartnerRegistrationButton>
        </div>
      </Section>

      <section aria-labelledby="partner-statistics" className="bg-brand-800 py-12 text-white sm:py-16">
        <Container>
          <div className="flex items-center gap-3">
            <BarChart3 aria-hidden="true" className="size-7 text-brand-200" />
            <h2 id="partner-statistics" className="font-bold text-2xl tracking-tight sm:text-3xl">
              {copy.numbersTitle}
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
              <Figure value={figures.quoteRequestsLast30Days.toLocaleString(i18n.language)}>
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

      <Section tone="muted" title={terms.requirementsTitle} intro={copy.requirementsIntro}>
        <CheckList items={terms.requirements} className="text-lg" />
        <div className="mt-8">
          {/* Its Lithuanian wording is long: it wraps on a phone rather than overflow. */}
          <PartnerRegistrationButton size="lg" className="h-auto min-h-10 max-w-full whitespace-normal py-2">
            {t(figures.partners > 0 ? "recruitment.joinSuccessful" : "recruitment.join")}
          </PartnerRegistrationButton>
        </div>
      </Section>

      <Section title={copy.faqTitle}>
        <PartnerFaq entries={copy.faq} />
        <p className="mt-6">
          <Link to={href("/partner-faq")} className="font-medium text-brand-700 underline underline-offset-2">
            {copy.allQuestions}
          </Link>
        </p>
      </Section>

      <section aria-labelledby="partner-contact" className="pb-12 sm:pb-16">
        <Container>
          <div className="flex flex-col gap-6 rounded-card bg-brand-700 px-6 py-10 text-white shadow-card sm:px-10 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2 id="partner-contact" className="flex items-center gap-2 font-bold text-2xl tracking-tight">
                <MessageSquare aria-hidden="true" className="size-6 shrink-0" />
                {copy.contact.title}
              </h2>
              <p className="mt-3 text-brand-50 leading-relaxed">
                {copy.contact.before}
                <Link to={href("/contact")} className="font-semibold text-white underline underline-offset-2">
                  {terms.sendUsAMessage}
                </Link>
                {partnerPhone ? copy.contact.orCall : null}.
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
function PartnerFaq({ entries }: { entries: FaqEntry[] }) {
  return (
    <Accordion
      type="single"
      collapsible
      className="max-w-3xl rounded-card border border-border bg-white px-4 shadow-card sm:px-6"
    >
      {entries.map((entry, index) => (
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
