import { Link } from "react-router";
import { CheckList } from "~/components/content/check-list";
import { CtaBand } from "~/components/content/cta-band";
import { PageHero } from "~/components/content/page-hero";
import { PriceTable } from "~/components/content/price-table";
import { Prose } from "~/components/content/prose";
import { Section } from "~/components/content/section";
import { Button } from "~/components/ui/button";
import { MAN_AND_VAN_DAILY, SELF_DRIVE_DAILY, VAN_SIZES } from "~/content/prices";
import type { TableData } from "~/content/types";
import type { HydrationHandle } from "~/lib/hydration";
import { baseUrlFrom, buildMeta } from "~/lib/seo";
import type { Route } from "./+types/removal-van";

export const handle = { hydrate: false } satisfies HydrationHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({
    title: "Removal van hire: which size, what it costs and what licence you need",
    description: `Choosing a removal van: what fits in a Transit, a Luton or a 7.5 tonne lorry, self-drive prices from £${SELF_DRIVE_DAILY[0]} a day, licence rules and when to book a man and van instead.`,
    path: "/removal-van",
    baseUrl: baseUrlFrom(matches),
  });

const FITS = [
  "A few items or a student room",
  "A studio or one-bedroom flat",
  "A one to two-bedroom home",
  "A two to four-bedroom home",
];

const LICENCE = ["Car (B)", "Car (B)", "Car (B)", "C1 entitlement"];

const vanSizeTable: TableData = {
  caption: "Removal van sizes: what fits and what it costs per day",
  columns: ["Vehicle", "Self-drive", "With driver", "Roughly fits", "Licence"],
  rows: VAN_SIZES.map((label, index) => ({
    label,
    cells: [
      `£${SELF_DRIVE_DAILY[index] ?? ""}`,
      `£${MAN_AND_VAN_DAILY[index] ?? ""}`,
      FITS[index] ?? "",
      LICENCE[index] ?? "",
    ],
  })),
  note: "Typical daily prices. 'With driver' is a man and van for the day. What fits depends on how much furniture you have.",
};

export default function RemovalVanPage() {
  return (
    <>
      <PageHero
        eyebrow="Van guide"
        title="Choosing a removal van"
        intro={
          <p>
            The right van size is the difference between one trip and three. Here is what fits in each common size, what
            they cost to hire with or without a driver, and which licence you need to drive one yourself.
          </p>
        }
        actions={
          <>
            <Button asChild size="lg" variant="accent">
              <Link to="/quote">Get quotes with a driver</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/man-and-van">Man and van costs</Link>
            </Button>
          </>
        }
      />

      <Section title="Van sizes compared">
        <PriceTable table={vanSizeTable} />
      </Section>

      <Section tone="muted" title="Which licence do you need?">
        <Prose>
          <p>
            A standard car licence (category B) lets you drive vehicles up to 3,500 kg maximum authorised mass. That
            covers small vans, Transits and most Luton vans with a tail-lift. A 7.5 tonne lorry needs category C1. Many
            drivers who passed their car test before 1 January 1997 already have C1 on their licence; check yours on
            GOV.UK before you book.
          </p>
          <p>
            Hire companies also set their own rules, such as a minimum age (often 21 or 25) and how long you have held
            your licence. Young drivers often pay more for insurance.
          </p>
        </Prose>
      </Section>

      <Section title="Before you hire a van">
        <div className="grid gap-8 lg:grid-cols-2">
          <div>
            <h3 className="font-semibold text-brand-950 text-lg">Check the hire terms</h3>
            <CheckList
              className="mt-3"
              items={[
                "Insurance excess, and the cost of reducing it",
                "Mileage allowance and the charge per extra mile",
                "Fuel policy: full to full, or pay for what you use",
                "Whether blankets, straps and a sack truck are included",
                "Pick-up and return times, and late return fees",
              ]}
            />
          </div>
          <div>
            <h3 className="font-semibold text-brand-950 text-lg">On the day</h3>
            <CheckList
              className="mt-3"
              items={[
                "Photograph the van all round before you set off",
                "Load heavy items first, against the bulkhead, and strap them",
                "Keep weight low and spread evenly; do not overload",
                "Mind the height: Luton vans do not fit under many car park barriers",
                "Leave extra braking distance: a loaded van stops much more slowly",
              ]}
            />
          </div>
        </div>
      </Section>

      <Section tone="muted" title="Self-drive or man and van?">
        <Prose>
          <p>
            Self-drive is cheapest if you have willing helpers and a small, local move. Once you add fuel, the insurance
            excess and a long day of lifting, a man and van for a <strong>{`£${MAN_AND_VAN_DAILY[0]}`}</strong> day is
            often the better deal, and a removal company is usually best for a whole house. Compare prices in our{" "}
            <Link to="/man-and-van">man and van cost guide</Link>.
          </p>
        </Prose>
      </Section>

      <CtaBand
        title="Rather have someone else drive?"
        body="Compare quotes from verified man and van and removal companies near you."
        secondary={{ to: "/services", label: "All services" }}
      />
    </>
  );
}
