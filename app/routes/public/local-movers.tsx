import { Clock, MapPin, ParkingMeter, Users } from "lucide-react";
import { Link } from "react-router";
import { CheckList } from "~/components/content/check-list";
import { CtaBand } from "~/components/content/cta-band";
import { CardGrid, IconCard } from "~/components/content/icon-card";
import { PageHero } from "~/components/content/page-hero";
import { PriceTable } from "~/components/content/price-table";
import { Prose } from "~/components/content/prose";
import { Section } from "~/components/content/section";
import { Button } from "~/components/ui/button";
import { hourlyRatesTable, PARKING_SUSPENSION_RANGE, SERVICE_FROM_PRICES } from "~/content/prices";
import { MAX_MATCHED_COMPANIES, REPLY_WITHIN_HOURS } from "~/lib/constants";
import type { HydrationHandle } from "~/lib/hydration";
import { baseUrlFrom, buildMeta } from "~/lib/seo";
import type { Route } from "./+types/local-movers";

export const handle = { hydrate: false } satisfies HydrationHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({
    title: "Local movers: moving within your town or city",
    description:
      "How local removals are priced, how to keep an hourly move short, and what to check before booking local movers. Compare quotes from verified companies near you.",
    path: "/local-movers",
    baseUrl: baseUrlFrom(matches),
  });

export default function LocalMoversPage() {
  return (
    <>
      <PageHero
        eyebrow="Local removals"
        title="Local movers near you"
        intro={
          <p>
            Most moves in the UK are short: across town, or to the next village. Local moves are quick to plan, but
            because they are usually charged by the hour, a little preparation saves real money.
          </p>
        }
        actions={
          <Button asChild size="lg" variant="accent">
            <Link to="/quote">Find local movers</Link>
          </Button>
        }
        note={`Compare up to ${MAX_MATCHED_COMPANIES} local companies. Replies within ${REPLY_WITHIN_HOURS} hours.`}
      />

      <Section
        title="How local moves are priced"
        intro={`Most local movers charge by the hour for the vehicle and crew, usually with a minimum of two or three hours. Man with a van services start from ${SERVICE_FROM_PRICES.manWithAVan}; full house removals from ${SERVICE_FROM_PRICES.houseRemovals}.`}
      >
        <PriceTable table={hourlyRatesTable} />
        <p className="mt-4 max-w-3xl text-muted-foreground">
          The clock usually starts when the crew arrives (some include travel from their depot), so ask how time is
          counted when you compare quotes. For a bigger home, a fixed price for the job can be better value. See{" "}
          <Link to="/man-and-van" className="font-medium text-brand-700 underline underline-offset-2">
            man and van costs
          </Link>{" "}
          for daily prices.
        </p>
      </Section>

      <Section tone="muted" title="Keep an hourly move short">
        <CardGrid columns={4}>
          <IconCard icon={Clock} title="Be packed before they arrive">
            Every box you tape up while the crew waits is paid time. Have everything packed, sealed and labelled.
          </IconCard>
          <IconCard icon={ParkingMeter} title="Clear a space outside">
            A short carry saves a lot of time. A council parking suspension costs {PARKING_SUSPENSION_RANGE}.
          </IconCard>
          <IconCard icon={Users} title="Book enough movers">
            Two movers finish a flat far faster than one. The extra person often pays for themselves.
          </IconCard>
          <IconCard icon={MapPin} title="Stage by the door">
            Stack boxes in one room near the exit and dismantle beds and tables in advance if you can.
          </IconCard>
        </CardGrid>
      </Section>

      <Section title="Before you book local movers">
        <div className="grid gap-8 lg:grid-cols-2">
          <Prose>
            <p>
              Local companies know the streets, the parking rules and which flats have awkward stairwells. That
              knowledge shows in accurate quotes. Ask for the quote in writing and check these points:
            </p>
          </Prose>
          <CheckList
            items={[
              "Hourly or fixed price, and the minimum charge",
              "When the clock starts and stops",
              "How many movers and what size of van",
              "Goods-in-transit and public liability insurance",
              "Whether blankets, straps and floor protection are included",
              "Any extra charges for stairs, parking or waiting",
            ]}
          />
        </div>
      </Section>

      <CtaBand
        title="Compare local movers"
        body="Tell us your postcodes and what you are moving. Verified companies that cover your area send their prices."
        secondary={{ to: "/domestic", label: "Domestic removals guide" }}
      />
    </>
  );
}
