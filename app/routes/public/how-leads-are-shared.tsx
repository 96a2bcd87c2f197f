import { href } from "react-router";
import { PageHero } from "~/components/content/page-hero";
import { Prose } from "~/components/content/prose";
import { Section } from "~/components/content/section";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { Button } from "~/components/ui/button";
import { copyFor, useLocalized, usePageLocale } from "~/content/localized";
import { howLeadsAreSharedCopy } from "~/content/pages/how-leads-are-shared";
import { formatDuration, formatPercent } from "~/lib/format";
import type { HydrationHandle } from "~/lib/hydration";
import { RANKING } from "~/lib/lead-ranking";
import { buildMeta } from "~/lib/seo";
import { getEnv } from "~/server/env.server";
import type { Route } from "./+types/how-leads-are-shared";

/**
 * The rules of matching and the invitation waves, written for partners. Every number comes from
 * the code that applies it (RANKING, RESPONSE_HOURS, the LEAD_RESPONSE_MINUTES setting), so the
 * page cannot drift from what the marketplace does (docs/marketplace.md).
 */

export const handle = { hydrate: false } satisfies HydrationHandle;

export function loader() {
  return { responseMinutes: getEnv().LEAD_RESPONSE_MINUTES };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const copy = copyFor(howLeadsAreSharedCopy, matches);
  return buildMeta({
    title: copy.title,
    description: copy.description,
    path: href("/how-leads-are-shared"),
    matches,
  });
};

/** The parts of a company's score, in the order RANKING weighs them. */
const RANKING_PARTS = Object.keys(RANKING.weights) as (keyof typeof RANKING.weights)[];

export default function HowLeadsAreSharedPage({ loaderData }: Route.ComponentProps) {
  const copy = useLocalized(howLeadsAreSharedCopy);
  const locale = usePageLocale();
  const window = formatDuration(loaderData.responseMinutes, locale);
  const parts = copy.ranking.parts(window);

  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.heading}
        intro={<p>{copy.intro}</p>}
        actions={
          <Button asChild size="lg" variant="accent">
            <Link to={href("/become-partner")}>{copy.becomePartner}</Link>
          </Button>
        }
      />

      <Section title={copy.whoTitle}>
        <Prose>
          <p>{copy.who.lead}</p>
          <ul>
            {copy.who.conditions.map((condition) => (
              <li key={condition}>{condition}</li>
            ))}
          </ul>
          <p>{copy.who.unlisted}</p>
        </Prose>
      </Section>

      <Section tone="muted" title={copy.wavesTitle}>
        <Prose>{copy.waves(window)}</Prose>
      </Section>

      <Section title={copy.rankingTitle}>
        <Prose>
          <p>{copy.ranking.intro}</p>
          <ul>
            {RANKING_PARTS.map((key) => (
              <li key={key}>
                <strong>
                  {parts[key].name} ({formatPercent(RANKING.weights[key], locale)}):
                </strong>{" "}
                {parts[key].how}
              </li>
            ))}
          </ul>
          <p>{copy.ranking.ties}</p>
        </Prose>
      </Section>

      <Section tone="muted" title={copy.newTitle}>
        <Prose>
          <p>{copy.newcomers}</p>
          <h3>{copy.moreOftenTitle}</h3>
          <ul>
            {copy.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </Prose>
      </Section>
    </>
  );
}
