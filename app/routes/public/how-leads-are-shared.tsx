import { PageHero } from "~/components/content/page-hero";
import { Prose } from "~/components/content/prose";
import { Section } from "~/components/content/section";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { Button } from "~/components/ui/button";
import { copyFor, useLocalized } from "~/content/localized";
import { howLeadsAreSharedCopy } from "~/content/pages/how-leads-are-shared";
import { MAX_MATCHED_COMPANIES } from "~/lib/constants";
import type { HydrationHandle } from "~/lib/hydration";
import { RANKING } from "~/lib/lead-ranking";
import { RESPONSE_HOURS } from "~/lib/lead-rules";
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
    path: "/how-leads-are-shared",
    matches,
  });
};

const hour = (value: number) => `${String(value).padStart(2, "0")}:00`;
const percent = (weight: number) => `${Math.round(weight * 100)}%`;

/** "2 hours", "90 minutes". */
function duration(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? "1 hour" : `${minutes / 60} hours`;
  return `${minutes} minutes`;
}

export default function HowLeadsAreSharedPage({ loaderData }: Route.ComponentProps) {
  const copy = useLocalized(howLeadsAreSharedCopy);
  const window = duration(loaderData.responseMinutes);
  const { weights } = RANKING;
  const parts = [
    {
      name: "Rating",
      weight: weights.rating,
      how: `Your average review score out of 10. A company with few reviews is scored as if it also had ${RANKING.priorReviews} reviews of ${RANKING.priorRating}, so a single review cannot lift or sink it.`,
    },
    {
      name: "Nearness",
      weight: weights.nearness,
      how: `How close your base is to where the move starts, counting down to nothing at ${RANKING.nearnessRangeMiles} miles.`,
    },
    {
      name: "Response",
      weight: weights.response,
      how: `The share of your invitations in the last ${RANKING.responseDays} days that you claimed or declined within their window. A new company starts as if it had answered ${RANKING.priorResponseRate * RANKING.priorInvitations} of ${RANKING.priorInvitations}.`,
    },
    {
      name: "Speed",
      weight: weights.speed,
      how: `How quickly you claim the invitations you take: the median over the last ${RANKING.responseDays} days, against a window of ${window}. Customers often book one of the first companies to call.`,
    },
    {
      name: "Fair share",
      weight: weights.fairShare,
      how: `Fewer leads offered to you in the last 7 days count in your favour, reaching nothing at ${RANKING.fairShareLeads} leads a week.`,
    },
  ];

  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.heading}
        intro={
          <p>
            Every customer request is offered to at most {MAX_MATCHED_COMPANIES} companies that cover the move. This
            page sets out exactly how they are chosen, so you know what earns you more leads.
          </p>
        }
        actions={
          <Button asChild size="lg" variant="accent">
            <Link to="/become-partner">{copy.becomePartner}</Link>
          </Button>
        }
      />

      <Section title={copy.whoTitle}>
        <Prose>
          <p>A request is offered only to partner companies that:</p>
          <ul>
            <li>are approved, and not paused on the day;</li>
            <li>do the kind of move (domestic, commercial or international);</li>
            <li>cover the place the move starts, by radius or by their list of regions and cities;</li>
            <li>are under the daily and weekly lead caps they set;</li>
            <li>
              have an owner account that has signed in at least once, and a complete public profile: a description, the
              services offered, a telephone number and a base.
            </li>
          </ul>
          <p>
            Companies listed in our directory without an account are shown on city pages but are never invited: a
            customer should only wait for companies that can answer.
          </p>
        </Prose>
      </Section>

      <Section tone="muted" title={copy.wavesTitle}>
        <Prose>
          <p>
            A new request is offered first to {MAX_MATCHED_COMPANIES} companies: the best-ranked, and up to{" "}
            {RANKING.exposurePlaces} that are new or have had few leads lately (below). Each invited company has{" "}
            <strong>{window}</strong> to claim or decline, counted only between {hour(RESPONSE_HOURS.opens)} and{" "}
            {hour(RESPONSE_HOURS.closes)} UK time: an invitation that arrives in the evening can be answered the next
            morning.
          </p>
          <p>
            When a company declines, or its window passes without an answer, its place is offered straight away to the
            next company in the ranking that has not been invited yet, by email and in its back office. This goes on
            until {MAX_MATCHED_COMPANIES} companies have claimed the request, nobody else covers it, or the request
            closes.
          </p>
          <p>
            Declining is free and ends the invitation for good. If your window passes, you can still claim the request
            from Find work while places are free, like any company that covers it. A claim is charged once, and never
            after all {MAX_MATCHED_COMPANIES} places are taken.
          </p>
        </Prose>
      </Section>

      <Section title={copy.rankingTitle}>
        <Prose>
          <p>Each company that can be invited gets a score from five parts, each from 0 to 1, weighted as follows:</p>
          <ul>
            {parts.map((part) => (
              <li key={part.name}>
                <strong>
                  {part.name} ({percent(part.weight)}):
                </strong>{" "}
                {part.how}
              </li>
            ))}
          </ul>
          <p>Equal scores are settled by a fixed order, so the same request always goes to the same companies.</p>
        </Prose>
      </Section>

      <Section tone="muted" title={copy.newTitle}>
        <Prose>
          <p>
            Up to {RANKING.exposurePlaces} places of every first wave are kept for companies that are new (approved in
            the last {RANKING.newPartnerDays} days) or have been offered fewer than {RANKING.underServedLeads} leads in
            the last 7 days. They go to whichever of those companies has waited longest since its last lead (or its
            approval), whatever its score. A new company is therefore invited to the next request in its area, unless
            other new companies there were waiting before it.
          </p>
          <h3>{copy.moreOftenTitle}</h3>
          <ul>
            <li>Answer every invitation within its window, even if only to decline.</li>
            <li>Claim the requests you want quickly, and contact the customer soon after.</li>
            <li>Ask customers you have moved to leave a review.</li>
            <li>Keep your service area, caps and pause dates up to date in Preferences.</li>
          </ul>
        </Prose>
      </Section>
    </>
  );
}
