import { Music, ShieldCheck, Users, Wrench } from "lucide-react";
import { Link } from "react-router";
import { CheckList } from "~/components/content/check-list";
import { CtaBand } from "~/components/content/cta-band";
import { CardGrid, IconCard } from "~/components/content/icon-card";
import { PageHero } from "~/components/content/page-hero";
import { PriceTable } from "~/components/content/price-table";
import { Prose } from "~/components/content/prose";
import { Section } from "~/components/content/section";
import { Button } from "~/components/ui/button";
import { SERVICE_FROM_PRICES } from "~/content/prices";
import type { TableData } from "~/content/types";
import { MAX_MATCHED_COMPANIES } from "~/lib/constants";
import type { HydrationHandle } from "~/lib/hydration";
import { baseUrlFrom, buildMeta } from "~/lib/seo";
import type { Route } from "./+types/piano-removals";

export const handle = { hydrate: false } satisfies HydrationHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({
    title: "Piano removals: moving an upright or grand piano safely",
    description: `Piano removals from ${SERVICE_FROM_PRICES.pianoRemovals}: what affects the price, how specialists move uprights and grands, how to prepare and what to ask before you book.`,
    path: "/piano-removals",
    baseUrl: baseUrlFrom(matches),
  });

const pianoTypes: TableData = {
  caption: "Typical piano weights and crew sizes",
  columns: ["Piano", "Typical weight", "Usual crew"],
  rows: [
    { label: "Digital or stage piano", cells: ["10-60 kg", "1-2 people"] },
    { label: "Upright piano", cells: ["150-300 kg", "2-3 people"] },
    { label: "Baby grand", cells: ["230-320 kg", "3 people"] },
    { label: "Grand or concert grand", cells: ["300-500+ kg", "3-4 people"] },
  ],
  note: "Weights vary by maker and age: older uprights with iron frames are often the heaviest.",
};

export default function PianoRemovalsPage() {
  return (
    <>
      <PageHero
        eyebrow="Specialist removals"
        title="Piano removals"
        intro={
          <p>
            A piano is heavy, top-heavy and delicate at the same time. Specialist movers bring the right equipment and
            enough people to move it without damage to the instrument, your home or themselves.
          </p>
        }
        actions={
          <Button asChild size="lg" variant="accent">
            <Link to="/quote">Get piano removal quotes</Link>
          </Button>
        }
        note={`Piano removals from ${SERVICE_FROM_PRICES.pianoRemovals}. Compare up to ${MAX_MATCHED_COMPANIES} quotes.`}
      />

      <Section
        title="What a piano removal costs"
        intro={`Prices start from around ${SERVICE_FROM_PRICES.pianoRemovals} for an upright moved on the ground floor within the same area. The price rises with:`}
      >
        <div className="grid gap-8 lg:grid-cols-2">
          <CheckList
            items={[
              "The type and weight of the piano (a grand needs partial dismantling and more people)",
              "Stairs, tight turns and narrow doorways at either end",
              "Distance, and whether the piano travels alone or with a full house move",
              "Access problems that need special equipment, or rarely a hoist or crane",
              "Extras such as climate-controlled storage",
            ]}
          />
          <PriceTable table={pianoTypes} />
        </div>
      </Section>

      <Section tone="muted" title="How specialists move a piano">
        <CardGrid columns={4}>
          <IconCard icon={Wrench} title="The right kit">
            Padded covers, straps, a piano board (skid) for grands and heavy-duty trolleys for uprights.
          </IconCard>
          <IconCard icon={Users} title="Enough people">
            Two or three for most uprights, three or four for a grand, with one person guiding on stairs.
          </IconCard>
          <IconCard icon={Music} title="Grands on their side">
            Legs, pedal lyre and lid are removed and the piano travels on its straight side, strapped to the board.
          </IconCard>
          <IconCard icon={ShieldCheck} title="Proper cover">
            Check the company's insurance covers the piano's full value in transit; standard limits may be lower.
          </IconCard>
        </CardGrid>
      </Section>

      <Section title="How to prepare">
        <div className="grid gap-8 lg:grid-cols-2">
          <Prose>
            <ul>
              <li>Measure doorways, stair widths and turns, and send photos of both routes when you ask for quotes.</li>
              <li>Close and lock the lid, and remove music, candlesticks and anything on top.</li>
              <li>Clear the route and protect floors, or ask the movers to bring protection.</li>
              <li>
                Plan where it will stand: away from radiators, fireplaces and direct sunlight, ideally on an inside
                wall.
              </li>
              <li>Book a tuner for two to four weeks after the move, once the piano has settled in its new room.</li>
            </ul>
          </Prose>
          <div className="rounded-card border border-border bg-white p-6 shadow-card">
            <h3 className="font-semibold text-brand-950 text-lg">Questions to ask piano movers</h3>
            <CheckList
              className="mt-4"
              items={[
                "How many pianos, and which types, do you move in a typical month?",
                "How many people will come, and what equipment will you bring?",
                "Is the piano insured for its full value while you move it?",
                "Is the price fixed, including stairs at both ends?",
                "Can you store the piano if our dates do not line up?",
              ]}
            />
          </div>
        </div>
      </Section>

      <Section tone="muted" title="Can I move a piano myself?">
        <Prose>
          <p>
            A digital piano, yes. An acoustic piano is a different matter: even a small upright weighs as much as two or
            three adults, and almost all of it is above the castors. Those small wheels are meant for nudging the piano
            across a room, not for moving it between rooms or over thresholds. Injuries and damaged floors cost more
            than a specialist. If you are booking a full house move, ask your removal company whether they handle pianos
            themselves or use a specialist partner.
          </p>
        </Prose>
      </Section>

      <CtaBand
        title="Compare piano removal quotes"
        body="Tell us about the piano and access at both ends. Companies with the right equipment send you their prices."
        secondary={{ to: "/services", label: "All removal services" }}
      />
    </>
  );
}
