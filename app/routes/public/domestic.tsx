import { Link } from "react-router";
import { CheckList } from "~/components/content/check-list";
import { CtaBand } from "~/components/content/cta-band";
import { PageHero } from "~/components/content/page-hero";
import { PriceTable } from "~/components/content/price-table";
import { Prose } from "~/components/content/prose";
import { Section } from "~/components/content/section";
import { Button } from "~/components/ui/button";
import { AVERAGE_MOVE_COST, PEAK_MONTHS, SERVICE_FROM_PRICES } from "~/content/prices";
import type { TableData } from "~/content/types";
import { MAX_MATCHED_COMPANIES } from "~/lib/constants";
import type { HydrationHandle } from "~/lib/hydration";
import { baseUrlFrom, buildMeta } from "~/lib/seo";
import type { Route } from "./+types/domestic";

export const handle = { hydrate: false } satisfies HydrationHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({
    title: "Domestic removals in the UK: costs, planning and checklists",
    description:
      "A practical guide to moving home within the UK: what a house removal costs, how to prepare, what to ask removal companies and how to compare quotes.",
    path: "/domestic",
    baseUrl: baseUrlFrom(matches),
  });

const costTable: TableData = {
  caption: "Illustrative cost of an average full-service house move",
  columns: ["Item", "Typical cost"],
  rows: [
    ...AVERAGE_MOVE_COST.parts.map((part) => ({ label: part.label, cells: [`£${part.amount}`] })),
    { label: "Total", cells: [`£${AVERAGE_MOVE_COST.total.toLocaleString("en-GB")}`] },
  ],
  note: "For guidance only. Packing, storage and cleaning are optional; leave them out and the total falls sharply.",
};

export default function DomesticPage() {
  return (
    <>
      <PageHero
        eyebrow="Domestic removals"
        title="Moving home within the UK"
        intro={
          <p>
            Whether you are moving across town or from Cornwall to the Highlands, a good removal company makes the day
            predictable. Here is what it costs, how to prepare and what to ask before you book.
          </p>
        }
        actions={
          <Button asChild size="lg" variant="accent">
            <Link to="/quote">Get domestic removal quotes</Link>
          </Button>
        }
        note={`House removals from ${SERVICE_FROM_PRICES.houseRemovals}. Compare up to ${MAX_MATCHED_COMPANIES} quotes for free.`}
      />

      <Section
        title="What a house removal costs"
        intro="The removal itself is usually less than half of the total when you add the services most people choose."
      >
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <PriceTable table={costTable} />
          <Prose>
            <p>
              The price of the removal depends mostly on <strong>volume</strong> (how full your home is),{" "}
              <strong>distance</strong>, <strong>access</strong> at both ends and your <strong>date</strong>.{" "}
              {PEAK_MONTHS} and month ends are busiest.
            </p>
            <p>
              Local moves are often charged by the hour; longer moves by the job. For a flat or a few items, a{" "}
              <Link to="/man-and-van">man and van</Link> can cost much less. Read our guide to{" "}
              <Link to="/blog/how-much-does-it-cost-to-move-house-uk">what moving house costs</Link> for the other bills
              to budget for.
            </p>
          </Prose>
        </div>
      </Section>

      <Section tone="muted" title="How to prepare">
        <div className="grid gap-8 md:grid-cols-2">
          <div>
            <h3 className="font-semibold text-brand-950 text-lg">Six to eight weeks before</h3>
            <CheckList
              className="mt-3"
              items={[
                "Declutter: sell, donate or recycle what you will not take",
                "Request quotes and arrange surveys",
                "Provisionally book a company for your likely week",
                "Check parking at both homes and ask about permits",
              ]}
            />
          </div>
          <div>
            <h3 className="font-semibold text-brand-950 text-lg">The last two weeks</h3>
            <CheckList
              className="mt-3"
              items={[
                "Confirm the date, times and access with your mover",
                "Pack room by room and label every box with its destination",
                "Defrost the freezer and refit washing machine transit bolts",
                "Pack an essentials box and keep documents with you",
              ]}
            />
          </div>
        </div>
        <p className="mt-8">
          <Link
            to="/moving-guides#checklist"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            See the full printable moving checklist
          </Link>
        </p>
      </Section>

      <Section title="What to ask a removal company">
        <Prose>
          <ol>
            <li>Is the quote a fixed price for the job, and what could change it on the day?</li>
            <li>Will you survey the home, in person or by video, before confirming the price?</li>
            <li>How many people and which vehicles will come?</li>
            <li>What does your goods-in-transit insurance cover, and what is the limit per item?</li>
            <li>Are packing, materials, dismantling and reassembly included?</li>
            <li>What happens if our completion date moves or keys are released late?</li>
            <li>What deposit do you need, and what are your cancellation terms?</li>
          </ol>
          <p>
            More in our guide to <Link to="/blog/how-to-compare-removal-quotes">comparing removal quotes</Link>.
          </p>
        </Prose>
      </Section>

      <Section tone="muted" title="Buying or selling? Plan around completion">
        <Prose>
          <p>
            In England, Wales and Northern Ireland your moving date is only certain once contracts are exchanged; in
            Scotland, once missives are concluded. Book your removal provisionally, confirm it at exchange, and ask the
            company what happens if completion slips. Our article on{" "}
            <Link to="/blog/planning-your-move-around-completion-day">planning around completion day</Link> explains the
            timeline.
          </p>
        </Prose>
      </Section>

      <CtaBand secondary={{ to: "/local-movers", label: "Moving locally?" }} />
    </>
  );
}
