import { CalendarDays, ParkingMeter, PoundSterling, Truck } from "lucide-react";
import { Link } from "react-router";
import { CheckList } from "~/components/content/check-list";
import { CtaBand } from "~/components/content/cta-band";
import { CardGrid, IconCard } from "~/components/content/icon-card";
import { PageHero } from "~/components/content/page-hero";
import { PriceTable } from "~/components/content/price-table";
import { Prose } from "~/components/content/prose";
import { Section } from "~/components/content/section";
import { Button } from "~/components/ui/button";
import {
  HOURLY_RATES,
  hourlyRatesTable,
  MAN_AND_VAN_DAILY,
  manAndVanDailyTable,
  PARKING_SUSPENSION,
  PARKING_SUSPENSION_RANGE,
  PEAK_MONTHS,
  SELF_DRIVE_DAILY,
  selfDriveTable,
} from "~/content/prices";
import type { HydrationHandle } from "~/lib/hydration";
import { baseUrlFrom, buildMeta } from "~/lib/seo";
import type { Route } from "./+types/man-and-van";

const [transit, luton] = HOURLY_RATES;
const exampleHours = 4;
const exampleRate = luton.rates[1];

export const handle = { hydrate: false } satisfies HydrationHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({
    title: "Man and van costs in the UK: hourly and daily prices",
    description: `Typical UK man and van prices: from £${transit.rates[0]} an hour for a Transit van, £${MAN_AND_VAN_DAILY[0]} a day, or self-drive van hire from £${SELF_DRIVE_DAILY[0]} a day. What affects the cost and when a removal company is better value.`,
    path: "/man-and-van",
    baseUrl: baseUrlFrom(matches),
  });

export default function ManAndVanPage() {
  return (
    <>
      <PageHero
        eyebrow="Cost guide"
        title="Man and van costs"
        intro={
          <p>
            What it typically costs to hire a van yourself, book a man and van by the day or by the hour, and when a
            full removal company is the better choice. All prices are typical UK figures to help you budget; the quotes
            you receive are what count.
          </p>
        }
        actions={
          <>
            <Button asChild size="lg" variant="accent">
              <Link to="/quote">Get Free Quotes</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/services">Compare services</Link>
            </Button>
          </>
        }
        aside={
          <dl className="grid grid-cols-2 gap-4 rounded-card border border-border bg-white p-6 shadow-card">
            <div>
              <dt className="text-muted-foreground text-sm">Self-drive van</dt>
              <dd className="font-bold text-2xl text-brand-950">from £{SELF_DRIVE_DAILY[0]}/day</dd>
            </div>
            <div>
              <dt className="text-muted-foreground text-sm">Man and van</dt>
              <dd className="font-bold text-2xl text-brand-950">from £{transit.rates[0]}/hour</dd>
            </div>
            <div>
              <dt className="text-muted-foreground text-sm">Parking suspension</dt>
              <dd className="font-bold text-2xl text-brand-950">
                £{PARKING_SUSPENSION.min}-£{PARKING_SUSPENSION.max}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground text-sm">Peak season</dt>
              <dd className="font-bold text-2xl text-brand-950">May-Sep</dd>
            </div>
          </dl>
        }
      />

      <Section
        title="Van hire and man and van: daily prices"
        intro="Hiring a van and doing the work yourself is cheapest on paper. A man and van costs more per day but includes the driver's time and help with the heavy lifting."
      >
        <div className="grid gap-6 lg:grid-cols-2">
          <PriceTable table={selfDriveTable} />
          <PriceTable table={manAndVanDailyTable} />
        </div>
      </Section>

      <Section
        tone="muted"
        title="Hourly man and van rates"
        intro="For local moves most companies charge by the hour. The rate depends on the size of the vehicle and how many people come with it."
      >
        <PriceTable table={hourlyRatesTable} />
        <p className="mt-4 max-w-3xl text-muted-foreground">
          Example: a two-bedroom flat moved locally with a Luton van and two movers in {exampleHours} hours comes to
          about {`£${exampleRate * exampleHours}`} at {`£${exampleRate}`} an hour, before parking costs or extras.
        </p>
      </Section>

      <Section title="Key takeaways">
        <CardGrid columns={4}>
          <IconCard icon={Truck} title="Size the vehicle right">
            One trip in a bigger van is usually cheaper than two trips in a small one. Be generous when you describe
            your load.
          </IconCard>
          <IconCard icon={PoundSterling} title="Count the hidden costs">
            Self-drive hire adds fuel, insurance excess cover and your own time. A second mover often saves more time
            than it costs.
          </IconCard>
          <IconCard icon={ParkingMeter} title="Sort parking early">
            A parking suspension costs {PARKING_SUSPENSION_RANGE} and councils need notice, often a week or more.
          </IconCard>
          <IconCard icon={CalendarDays} title="Avoid the peak">
            {PEAK_MONTHS} is the busiest time of year. Book early for summer, or move in the quieter months for more
            choice.
          </IconCard>
        </CardGrid>
      </Section>

      <Section
        tone="muted"
        title="Man and van or a removal company?"
        intro="A man and van is ideal for small, local moves. For a whole house, a removal company is often better value than it first looks."
      >
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="rounded-card border border-border bg-white p-6 shadow-card">
            <h3 className="font-semibold text-brand-950 text-lg">Benefits of a removal company</h3>
            <CheckList
              className="mt-4"
              items={[
                "A trained crew sized to the job, so a house move is done in a day",
                "Goods-in-transit and public liability insurance as standard",
                "A survey and a fixed written quote, so the price does not grow on the day",
                "Packing, materials, dismantling and reassembly in one booking",
                "Larger vehicles, and storage if your dates do not line up",
                "A company you can hold to account, with reviews from real customers",
              ]}
            />
          </div>
          <div className="rounded-card border border-border bg-white p-6 shadow-card">
            <h3 className="font-semibold text-brand-950 text-lg">A man and van suits you when</h3>
            <CheckList
              className="mt-4"
              items={[
                "You are moving a studio, a room or a small flat",
                "The move is local and you are flexible on timings",
                "You have packed everything yourself",
                "You only need a few large items collected or delivered",
                "You are happy to help carry on the day",
              ]}
            />
          </div>
        </div>
      </Section>

      <Section title="What affects the cost">
        <Prose>
          <ul>
            <li>
              <strong>How much you are moving.</strong> Volume decides the vehicle size and the number of movers. A
              packed two-bedroom flat can need as much space as a sparse three-bedroom house.
            </li>
            <li>
              <strong>Distance and time.</strong> Hourly rates usually run from when the crew leaves its base until it
              returns or finishes. Long moves are priced by the job and may include fuel, tolls and an overnight stay.
            </li>
            <li>
              <strong>Access.</strong> Stairs without a lift, a long walk from the van, narrow doors and items that need
              dismantling all add time.
            </li>
            <li>
              <strong>Parking and road charges.</strong> Permits or bay suspensions, and in cities congestion or
              clean-air zone charges, may be added to your bill.
            </li>
            <li>
              <strong>Dates.</strong> Weekends, month ends and {PEAK_MONTHS} are busiest. Midweek dates outside the
              summer give you the widest choice.
            </li>
            <li>
              <strong>Extras.</strong> Packing, materials, a third or fourth mover, and storage are priced separately.
            </li>
          </ul>
        </Prose>
      </Section>

      <Section tone="muted" title="Parking permits and suspensions">
        <Prose>
          <p>
            If there is no driveway or free space outside either home, the van may need a parking bay suspension or a
            dispensation from the council. Expect to pay {PARKING_SUSPENSION_RANGE} per day depending on the council and
            the length of the bay, and apply early: many councils need five to ten working days' notice. Some removal
            companies arrange it for you; ask when you compare quotes.
          </p>
          <p>
            Without a space close by, the crew may have to park further away and carry everything, which costs time.
            Mention parking restrictions when you describe your move.
          </p>
        </Prose>
      </Section>

      <CtaBand
        title="Get Free Quotes"
        body="Compare man and van and removal company prices for your move in one request."
        primary={{ to: "/quote", label: "Get Free Quotes" }}
        secondary={{ to: "/services", label: "See all services" }}
      />
    </>
  );
}
