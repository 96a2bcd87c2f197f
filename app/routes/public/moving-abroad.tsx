import { href } from "react-router";
import { CheckList } from "~/components/content/check-list";
import { CtaBand } from "~/components/content/cta-band";
import { PageHero } from "~/components/content/page-hero";
import { Prose } from "~/components/content/prose";
import { Section } from "~/components/content/section";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { Button } from "~/components/ui/button";
import { copyFor, useLocalized } from "~/content/localized";
import { movingAbroadCopy } from "~/content/pages/moving-abroad";
import type { HydrationHandle } from "~/lib/hydration";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/moving-abroad";

export const handle = { hydrate: false } satisfies HydrationHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const copy = copyFor(movingAbroadCopy, matches);
  return buildMeta({
    title: copy.title,
    description: copy.description,
    path: href("/moving-abroad"),
    matches,
  });
};

export default function MovingAbroadPage() {
  const copy = useLocalized(movingAbroadCopy);
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.heading}
        intro={copy.intro}
        actions={
          <Button asChild size="lg" variant="accent">
            <Link to={href("/quote")}>{copy.action}</Link>
          </Button>
        }
      />

      <Section title={copy.timelineTitle}>
        <ol className="grid gap-6 md:grid-cols-2">
          {copy.timeline.map((stage) => (
            <li key={stage.title} className="rounded-card border border-border bg-white p-6 shadow-card">
              <h3 className="font-semibold text-brand-950 text-lg">{stage.title}</h3>
              <CheckList className="mt-4" items={stage.items} />
            </li>
          ))}
        </ol>
      </Section>

      <Section tone="muted" title={copy.forgotten.title}>
        <Prose>{copy.forgotten.body}</Prose>
      </Section>

      <Section title={copy.ship.title}>
        <div className="grid gap-8 lg:grid-cols-2">
          {[
            { title: copy.ship.worthTitle, items: copy.ship.worth },
            { title: copy.ship.leaveTitle, items: copy.ship.leave },
          ].map((list) => (
            <div key={list.title}>
              <h3 className="font-semibold text-brand-950 text-lg">{list.title}</h3>
              <CheckList className="mt-3" items={list.items} />
            </div>
          ))}
        </div>
      </Section>

      <CtaBand
        title={copy.cta.title}
        body={copy.cta.body}
        secondary={{ to: href("/international"), label: copy.cta.secondary }}
      />
    </>
  );
}
