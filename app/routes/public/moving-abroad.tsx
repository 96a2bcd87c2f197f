import { Link } from "react-router";
import { CheckList } from "~/components/content/check-list";
import { CtaBand } from "~/components/content/cta-band";
import { PageHero } from "~/components/content/page-hero";
import { Prose } from "~/components/content/prose";
import { Section } from "~/components/content/section";
import { Button } from "~/components/ui/button";
import type { HydrationHandle } from "~/lib/hydration";
import { baseUrlFrom, buildMeta } from "~/lib/seo";
import type { Route } from "./+types/moving-abroad";

export const handle = { hydrate: false } satisfies HydrationHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({
    title: "Moving abroad from the UK: a step-by-step checklist",
    description:
      "Visas, tax, pensions, healthcare, pets, banking and the removal itself: a practical timeline for moving abroad from the UK, from six months out to arrival.",
    path: "/moving-abroad",
    baseUrl: baseUrlFrom(matches),
  });

interface Stage {
  title: string;
  items: string[];
}

const TIMELINE: Stage[] = [
  {
    title: "Six months or more before",
    items: [
      "Check visa, residence and work permit rules for your destination, and how long applications take",
      "Research healthcare: how residents access it, and whether you need private insurance at first",
      "Look into schools, if you are moving with children, and their application deadlines",
      "Decide what to ship, store, sell or give away",
      "Ask at least three international removal companies for a survey and quote",
    ],
  },
  {
    title: "Three months before",
    items: [
      "Book your removal company and agree the packing and collection dates",
      "Check pet travel rules: microchip, vaccinations and health certificates can take months",
      "Give notice on your tenancy, or arrange to sell or let your home",
      "Check whether your UK driving licence can be used or exchanged at your destination",
      "Order copies of medical, dental and vaccination records",
    ],
  },
  {
    title: "One month before",
    items: [
      "Tell HMRC you are leaving the UK (the usual form is the P85) and ask about your tax position",
      "Ask about your State Pension abroad and whether to keep paying voluntary National Insurance",
      "Tell your bank, pension providers and insurers; check which UK accounts you can keep as a non-resident",
      "Cancel or transfer utilities, broadband, phone contracts, TV Licensing and council tax",
      "Register to vote as an overseas voter if you want to keep voting in UK elections",
    ],
  },
  {
    title: "Moving week and arrival",
    items: [
      "Keep passports, visas, the removal inventory and insurance documents in your hand luggage",
      "Check the inventory as goods are loaded and keep a copy",
      "Pack a suitcase for the weeks before your shipment arrives",
      "On arrival, register with the local authorities as your destination requires",
      "Check your delivery against the inventory and report any damage to the remover promptly",
    ],
  },
];

export default function MovingAbroadPage() {
  return (
    <>
      <PageHero
        eyebrow="Moving abroad"
        title="Moving abroad from the UK"
        intro={
          <p>
            Leaving the UK means more than a removal: visas, tax, pensions and healthcare all need sorting, often months
            ahead. Use this timeline to stay on top of it, and see our{" "}
            <Link to="/international" className="font-medium text-brand-700 underline underline-offset-2">
              international removals guide
            </Link>{" "}
            for the shipping itself.
          </p>
        }
        actions={
          <Button asChild size="lg" variant="accent">
            <Link to="/quote">Get international removal quotes</Link>
          </Button>
        }
      />

      <Section title="Your moving abroad timeline">
        <ol className="grid gap-6 md:grid-cols-2">
          {TIMELINE.map((stage) => (
            <li key={stage.title} className="rounded-card border border-border bg-white p-6 shadow-card">
              <h3 className="font-semibold text-brand-950 text-lg">{stage.title}</h3>
              <CheckList className="mt-4" items={stage.items} />
            </li>
          ))}
        </ol>
      </Section>

      <Section tone="muted" title="Things people often forget">
        <Prose>
          <ul>
            <li>
              <strong>Your UK driving licence.</strong> Some countries let you exchange it, others make you take a local
              test, and some only recognise it for a limited time after you become resident.
            </li>
            <li>
              <strong>Mobile numbers for two-factor codes.</strong> Banks and HMRC often text codes to your UK number.
              Keep it active, at least until you have updated every account.
            </li>
            <li>
              <strong>Pet travel.</strong> Rules differ by country and can require blood tests months before travel.
              Start with your vet early.
            </li>
            <li>
              <strong>Electrical appliances.</strong> UK plugs and some appliances will not suit your destination.
              Adaptors are fine for chargers; large appliances are often not worth shipping.
            </li>
            <li>
              <strong>Healthcare cover.</strong> A GHIC card is for temporary stays in the EU, not for people who live
              there. Check how residents access healthcare before you go.
            </li>
          </ul>
        </Prose>
      </Section>

      <Section title="What to ship and what to leave">
        <div className="grid gap-8 lg:grid-cols-2">
          <div>
            <h3 className="font-semibold text-brand-950 text-lg">Usually worth shipping</h3>
            <CheckList
              className="mt-3"
              items={[
                "Good-quality furniture you love or that is costly to replace",
                "Personal items: photos, books, artwork, heirlooms",
                "Tools and hobby equipment",
                "Children's toys and familiar things that help them settle",
              ]}
            />
          </div>
          <div>
            <h3 className="font-semibold text-brand-950 text-lg">Often better sold or left</h3>
            <CheckList
              className="mt-3"
              items={[
                "Large appliances (voltage, plugs and sizes differ)",
                "Cheap flat-pack furniture that costs more to ship than to replace",
                "Anything restricted by customs: plants, food, alcohol, some medicines",
                "Things you have not used in a year",
              ]}
            />
          </div>
        </div>
      </Section>

      <CtaBand
        title="Compare international removal companies"
        body="Describe your move once and receive quotes from verified companies that handle moves to your destination."
        secondary={{ to: "/international", label: "International removals guide" }}
      />
    </>
  );
}
