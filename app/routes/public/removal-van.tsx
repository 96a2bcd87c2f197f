import { href } from "react-router";
import { CheckList } from "~/components/content/check-list";
import { CtaBand } from "~/components/content/cta-band";
import { PageHero } from "~/components/content/page-hero";
import { PriceTable } from "~/components/content/price-table";
import { Prose } from "~/components/content/prose";
import { Section } from "~/components/content/section";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { Button } from "~/components/ui/button";
import { copyFor, useLocalized } from "~/content/localized";
import { removalVanCopy } from "~/content/pages/removal-van";
import type { HydrationHandle } from "~/lib/hydration";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/removal-van";

export const handle = { hydrate: false } satisfies HydrationHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const copy = copyFor(removalVanCopy, matches);
  return buildMeta({
    title: copy.title,
    description: copy.description,
    path: href("/removal-van"),
    matches,
  });
};

export default function RemovalVanPage() {
  const copy = useLocalized(removalVanCopy);
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.heading}
        intro={copy.intro}
        actions={
          <>
            <Button asChild size="lg" variant="accent">
              <Link to={href("/quote")}>{copy.withDriver}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={href("/man-and-van")}>{copy.manAndVanCosts}</Link>
            </Button>
          </>
        }
      />

      <Section title={copy.sizesTitle}>
        <PriceTable table={copy.sizes} />
      </Section>

      <Section tone="muted" title={copy.licence.title}>
        <Prose>{copy.licence.body}</Prose>
      </Section>

      <Section title={copy.before.title}>
        <div className="grid gap-8 lg:grid-cols-2">
          {[copy.before.terms, copy.before.day].map((list) => (
            <div key={list.title}>
              <h3 className="font-semibold text-brand-950 text-lg">{list.title}</h3>
              <CheckList className="mt-3" items={list.items} />
            </div>
          ))}
        </div>
      </Section>

      <Section tone="muted" title={copy.choice.title}>
        <Prose>{copy.choice.body}</Prose>
      </Section>

      <CtaBand
        title={copy.cta.title}
        body={copy.cta.body}
        secondary={{ to: href("/services"), label: copy.cta.secondary }}
      />
    </>
  );
}
