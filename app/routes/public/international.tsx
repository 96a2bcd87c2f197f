import { Container as ContainerIcon, FileText, Plane, Ship, Truck } from "lucide-react";
import { Link } from "react-router";
import { CheckList } from "~/components/content/check-list";
import { CtaBand } from "~/components/content/cta-band";
import { CardGrid, IconCard } from "~/components/content/icon-card";
import { PageHero } from "~/components/content/page-hero";
import { PriceTable } from "~/components/content/price-table";
import { Prose } from "~/components/content/prose";
import { Section } from "~/components/content/section";
import { Button } from "~/components/ui/button";
import type { TableData } from "~/content/types";
import { MAX_MATCHED_COMPANIES } from "~/lib/constants";
import type { HydrationHandle } from "~/lib/hydration";
import { baseUrlFrom, buildMeta } from "~/lib/seo";
import type { Route } from "./+types/international";

export const handle = { hydrate: false } satisfies HydrationHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({
    title: "International removals from the UK: road, sea and air",
    description:
      "How international removals work: road freight to Europe, shared and full containers by sea, air freight, customs paperwork, insurance and what to ask an overseas remover.",
    path: "/international",
    baseUrl: baseUrlFrom(matches),
  });

const shippingOptions: TableData = {
  caption: "International shipping options compared",
  columns: ["Option", "Best for", "Typical transit"],
  rows: [
    { label: "Road (van or lorry)", cells: ["Europe, any size of move", "Days to about 2 weeks"] },
    { label: "Shared container (groupage)", cells: ["Part loads, long distance", "6 to 16 weeks"] },
    { label: "20 ft container", cells: ["About a 2 to 3 bedroom home", "3 to 10 weeks"] },
    { label: "40 ft container", cells: ["About a 3 to 5 bedroom home", "3 to 10 weeks"] },
    { label: "Air freight", cells: ["A few urgent boxes", "About 1 to 2 weeks"] },
  ],
  note: "Transit times are door to door and vary with the route, sailings and customs. Groupage waits for a container to fill.",
};

export default function InternationalPage() {
  return (
    <>
      <PageHero
        eyebrow="International removals"
        title="International removals from the UK"
        intro={
          <p>
            Moving abroad takes more planning than a move within the UK: a longer timeline, customs paperwork and a
            choice of how your belongings travel. This guide covers the practical side of the removal itself.
          </p>
        }
        actions={
          <Button asChild size="lg" variant="accent">
            <Link to="/quote">Get international quotes</Link>
          </Button>
        }
        note={`Compare up to ${MAX_MATCHED_COMPANIES} quotes from companies that handle international moves.`}
      />

      <Section
        title="How your belongings travel"
        intro="For Europe, most household moves go by road. Further afield, the choice is between sharing a container, having one to yourself, or flying a small shipment."
      >
        <CardGrid columns={4}>
          <IconCard icon={Truck} title="Road">
            Door to door across Europe, loaded by the same crew that delivers. Shared loads are cheaper but slower.
          </IconCard>
          <IconCard icon={ContainerIcon} title="Full container">
            Your own 20 ft or 40 ft container, loaded at your home and sealed until it reaches the other end.
          </IconCard>
          <IconCard icon={Ship} title="Groupage">
            You pay for the space you use in a shared container. Good value for part loads; allow extra time.
          </IconCard>
          <IconCard icon={Plane} title="Air freight">
            Fast and expensive, priced by volume and weight. Useful for what you need on arrival.
          </IconCard>
        </CardGrid>
        <div className="mt-8">
          <PriceTable table={shippingOptions} />
        </div>
      </Section>

      <Section tone="muted" title="Customs and paperwork">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Prose>
            <p>
              Since the UK left the EU, household goods moving between the UK and EU countries go through customs in the
              same way as moves to the rest of the world. Most countries let new residents bring used household goods
              free of duty under a transfer of residence relief, provided the paperwork is in order and the goods have
              been owned and used for a minimum period.
            </p>
            <p>
              An experienced international remover will tell you what the destination country needs and usually prepares
              the customs declaration for you. If you are moving <em>to</em> the UK, the equivalent is HMRC's Transfer
              of Residence relief, claimed before the goods arrive.
            </p>
            <p>
              Alcohol, tobacco, plants, food, weapons and some medicines are restricted almost everywhere. Ask before
              you pack them.
            </p>
          </Prose>
          <div className="rounded-card border border-border bg-white p-6 shadow-card">
            <h3 className="flex items-center gap-2 font-semibold text-brand-950 text-lg">
              <FileText aria-hidden="true" className="size-5 text-brand-700" />
              Documents you will usually need
            </h3>
            <CheckList
              className="mt-4"
              items={[
                "Passport and visa or residence permit",
                "A detailed, numbered inventory of what is shipped",
                "Proof of your new address or employment",
                "Customs forms for the destination country",
                "Insurance schedule with values for each item",
              ]}
            />
          </div>
        </div>
      </Section>

      <Section title="Choosing an international remover">
        <div className="grid gap-8 lg:grid-cols-2">
          <Prose>
            <p>
              Ask for a survey: an international quote depends on volume, and a cubic-metre estimate from a video or
              home survey is far more reliable than a guess. Then compare quotes on what happens at both ends, not just
              on the headline price.
            </p>
            <p>
              Look for membership of trade bodies that set standards for international moves, such as the British
              Association of Removers or FIDI (look for its FAIM quality mark). Such bodies vet their members and set
              standards for the agents who handle your goods abroad.
            </p>
          </Prose>
          <CheckList
            items={[
              "Is the quote door to door, including destination delivery and unpacking?",
              "Which charges are not included: customs, port or terminal fees, duties, parking?",
              "Who is your agent at the destination?",
              "Is marine or transit insurance included, and on what basis (total loss or all risks)?",
              "How long is the transit, and what happens if the ship or ferry is delayed?",
              "Can you store goods at either end if dates do not line up?",
            ]}
          />
        </div>
        <p className="mt-8 max-w-3xl">
          Planning the move itself, from visas to healthcare and tax? Read our{" "}
          <Link to="/moving-abroad" className="font-medium text-brand-700 underline underline-offset-2">
            moving abroad checklist
          </Link>
          .
        </p>
      </Section>

      <CtaBand
        title="Compare international removal quotes"
        body="Choose 'International' as your move type and tell us where you are going. Companies that cover your route send you their quotes."
        secondary={{ to: "/moving-abroad", label: "Moving abroad guide" }}
      />
    </>
  );
}
