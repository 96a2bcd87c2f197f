import { Phone } from "lucide-react";
import { href } from "react-router";
import { CheckList } from "~/components/content/check-list";
import { FaqAccordion } from "~/components/content/faq-accordion";
import { faqPageJsonLd } from "~/components/content/json-ld";
import { PageHero } from "~/components/content/page-hero";
import { Section } from "~/components/content/section";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { useSupportContacts } from "~/components/layout/support-contacts";
import { Button } from "~/components/ui/button";
import { copyFor, useLocalized } from "~/content/localized";
import { partnerFaqCopy } from "~/content/pages/partner-faq";
import { partnerTermsCopy } from "~/content/pages/partner-terms";
import { telHref } from "~/lib/format";
import type { HydrationHandle } from "~/lib/hydration";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/partner-faq";

export const handle = { hydrate: false } satisfies HydrationHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const copy = copyFor(partnerFaqCopy, matches);
  return buildMeta({
    title: copy.title,
    description: copy.description,
    path: href("/partner-faq"),
    matches,
    jsonLd: faqPageJsonLd([...copy.pricing, ...copy.joining]),
  });
};

export default function PartnerFaqPage() {
  const { partnerPhone } = useSupportContacts();
  const copy = useLocalized(partnerFaqCopy);
  const terms = useLocalized(partnerTermsCopy);
  return (
    <>
      <PageHero
        eyebrow={terms.eyebrow}
        title={copy.heading}
        intro={copy.intro}
        actions={
          <>
            <Button asChild size="lg" variant="accent">
              <Link to={href("/become-partner")}>{copy.becomePartner}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={href("/contact")}>{copy.contactUs}</Link>
            </Button>
          </>
        }
        note={copy.note}
      />

      <Section title={copy.pricingTitle}>
        <FaqAccordion entries={copy.pricing} idPrefix="pricing" />
      </Section>

      <Section tone="muted" title={copy.joiningTitle}>
        <FaqAccordion entries={copy.joining} idPrefix="joining" />
        <p className="mt-6">
          <Link to={href("/how-leads-are-shared")} className="font-medium text-brand-700 underline underline-offset-2">
            {copy.sharingLink}
          </Link>
          {copy.sharingAfter}
        </p>
      </Section>

      <Section title={terms.requirementsTitle} intro={copy.requirementsIntro}>
        <div className="grid gap-8 lg:grid-cols-2">
          <CheckList items={terms.requirements} className="text-lg" />
          <div className="rounded-card border border-border bg-brand-50 p-6">
            <h3 className="font-semibold text-brand-950 text-lg">{copy.questionsTitle}</h3>
            <p className="mt-2 text-muted-foreground">{copy.questionsBody}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <Button asChild variant="accent">
                <Link to={href("/become-partner")}>{copy.apply}</Link>
              </Button>
              {partnerPhone ? (
                <Button asChild variant="outline">
                  <a href={telHref(partnerPhone)}>
                    <Phone aria-hidden="true" />
                    {terms.callPartnerTeam(partnerPhone)}
                  </a>
                </Button>
              ) : null}
            </div>
            <p className="mt-4 text-sm">
              {copy.or}{" "}
              <Link to={href("/contact")} className="font-medium text-brand-700 underline underline-offset-2">
                {terms.sendUsAMessage}
              </Link>
              .
            </p>
          </div>
        </div>
      </Section>
    </>
  );
}
