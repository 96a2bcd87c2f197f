import { sql } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { toDistrict } from "postcode";
import { leadWatches, quoteRequests } from "~/db/schema";
import { MAX_MATCHED_COMPANIES } from "~/lib/constants";
import { distanceInMiles, type Point, pointOf } from "~/lib/geo";
import type { EstimateInput } from "~/lib/lead-pricing";
import { estimateMove, type MoveSize } from "~/lib/lead-pricing";
import { addDays, todayInUk } from "~/lib/uk-time";
import type { LeadStatus, MoveType, PropertyType } from "~/lib/vocabulary";
import type { CompanyScope } from "../partners/company-scope.server";
import { myLead, myPriceSql } from "./lead-sql.server";

/**
 * What a partner sees of a request before claiming it: the move, never the customer. No name,
 * email, phone, street address or full postcode is selected here, so none can leak into a card.
 */
export function cardColumns(scope: CompanyScope) {
  return {
    quoteRequestId: quoteRequests.id,
    moveType: quoteRequests.moveType,
    fromCity: quoteRequests.fromCity,
    fromPostcode: quoteRequests.fromPostcode,
    fromLat: quoteRequests.fromLat,
    fromLng: quoteRequests.fromLng,
    toCity: quoteRequests.toCity,
    toLat: quoteRequests.toLat,
    toLng: quoteRequests.toLng,
    helpType: quoteRequests.helpType,
    currentPropertyType: quoteRequests.currentPropertyType,
    currentBedrooms: quoteRequests.currentBedrooms,
    currentLiftAvailable: quoteRequests.currentLiftAvailable,
    currentFloorNumber: quoteRequests.currentFloorNumber,
    newPropertyType: quoteRequests.newPropertyType,
    newBedrooms: quoteRequests.newBedrooms,
    newLiftAvailable: quoteRequests.newLiftAvailable,
    newFloorNumber: quoteRequests.newFloorNumber,
    movingDate: quoteRequests.movingDate,
    specificDate: quoteRequests.specificDate,
    flexibleFrom: quoteRequests.flexibleFrom,
    flexibleTo: quoteRequests.flexibleTo,
    createdAt: quoteRequests.createdAt,
    slotsTaken: quoteRequests.slotsTaken,
    leadPricePence: myPriceSql,
    leadId: myLead.id,
    leadStatus: myLead.status,
    invited: myLead.invited,
    respondBy: myLead.respondBy,
    watching: sql<boolean>`exists (select 1 from ${leadWatches} where ${leadWatches.companyId} = ${scope.companyId} and ${leadWatches.quoteRequestId} = ${quoteRequests.id})`,
  };
}

/** A selected card row; the company's own lead is left-joined, so its fields may be null. */
type CardRow = Omit<
  SelectResultFields<ReturnType<typeof cardColumns>>,
  "leadId" | "leadStatus" | "invited" | "respondBy"
> & {
  leadId: string | null;
  leadStatus: LeadStatus | null;
  invited: boolean | null;
  respondBy: Date | null;
};

/**
 * When an open invitation must be answered, in UK time, as words the page shows as they are
 * (so the server's and the browser's renders agree): "12:15" today, tomorrow or on a date.
 */
export interface AnswerBy {
  time: string;
  day: "today" | "tomorrow" | "date";
  /** The UK date (YYYY-MM-DD) when `day` is "date". */
  date: string;
}

export type MoveDate =
  | { kind: "specific"; date: string }
  | { kind: "flexible"; from: string | null; to: string | null };

export interface PropertySummary {
  type: PropertyType;
  bedrooms: string | null;
  liftAvailable: string | null;
  floorNumber: string | null;
}

export interface LeadCard {
  quoteRequestId: string;
  /** The calling company's lead on this request, if it has one. */
  leadId: string | null;
  leadStatus: LeadStatus | null;
  invited: boolean;
  /** An open invitation's response window: claim or decline by then, or the place goes on. */
  answerBy: AnswerBy | null;
  moveType: MoveType;
  leadPricePence: number;
  from: { town: string; district: string | null };
  to: { town: string | null };
  /** Great-circle miles from the moving-from to the moving-to town, when both are known. */
  distanceMiles: number | null;
  /** Miles from the centre of the region searched, when a region was searched. */
  milesAway: number | null;
  date: MoveDate;
  size: MoveSize;
  volumeM3: number;
  crew: number;
  current: PropertySummary;
  next: PropertySummary;
  slotsTaken: number;
  slotsTotal: number;
  watching: boolean;
  postedAt: string;
}

const roundMiles = (miles: number) => Math.round(miles * 10) / 10;

const UK_TIME = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function answerByOf(respondBy: Date, now: Date): AnswerBy {
  const date = todayInUk(respondBy);
  const today = todayInUk(now);
  const day = date === today ? "today" : date === addDays(today, 1) ? "tomorrow" : "date";
  return { time: UK_TIME.format(respondBy), day, date };
}

export function moveDateOf(row: {
  movingDate: "specific" | "flexible";
  specificDate: string | null;
  flexibleFrom: string | null;
  flexibleTo: string | null;
}): MoveDate {
  return row.movingDate === "specific" && row.specificDate
    ? { kind: "specific", date: row.specificDate }
    : { kind: "flexible", from: row.flexibleFrom, to: row.flexibleTo };
}

/** Both ends of a request's move as the customer described them. */
export function propertiesOf(row: EstimateInput & { currentBedrooms: string | null; newBedrooms: string | null }): {
  current: PropertySummary;
  next: PropertySummary;
} {
  return {
    current: {
      type: row.currentPropertyType,
      bedrooms: row.currentBedrooms,
      liftAvailable: row.currentLiftAvailable,
      floorNumber: row.currentFloorNumber,
    },
    next: {
      type: row.newPropertyType,
      bedrooms: row.newBedrooms,
      liftAvailable: row.newLiftAvailable,
      floorNumber: row.newFloorNumber,
    },
  };
}

export function toLeadCard(row: CardRow, centre: Point | null = null, now = new Date()): LeadCard {
  const from = pointOf(row.fromLat, row.fromLng);
  const to = pointOf(row.toLat, row.toLng);
  const estimate = estimateMove(row);
  return {
    quoteRequestId: row.quoteRequestId,
    leadId: row.leadId,
    leadStatus: row.leadStatus,
    invited: row.invited ?? false,
    answerBy:
      row.leadStatus === "offered" && row.respondBy && row.respondBy > now ? answerByOf(row.respondBy, now) : null,
    moveType: row.moveType,
    leadPricePence: row.leadPricePence,
    from: { town: row.fromCity, district: toDistrict(row.fromPostcode) },
    to: { town: row.toCity },
    distanceMiles: from && to ? roundMiles(distanceInMiles(from, to)) : null,
    milesAway: from && centre ? roundMiles(distanceInMiles(centre, from)) : null,
    date: moveDateOf(row),
    size: estimate.size,
    volumeM3: estimate.volumeM3,
    crew: estimate.crew,
    ...propertiesOf(row),
    slotsTaken: row.slotsTaken,
    slotsTotal: MAX_MATCHED_COMPANIES,
    watching: row.watching,
    postedAt: row.createdAt.toISOString(),
  };
}
