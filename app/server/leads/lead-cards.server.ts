import { sql } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { toDistrict } from "postcode";
import { leadWatches, quoteRequests } from "~/db/schema";
import { MAX_MATCHED_COMPANIES } from "~/lib/constants";
import { distanceInMiles, type Point, pointOf } from "~/lib/geo";
import { estimateMove, type MoveSize } from "~/lib/lead-pricing";
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
    watching: sql<boolean>`exists (select 1 from ${leadWatches} where ${leadWatches.companyId} = ${scope.companyId} and ${leadWatches.quoteRequestId} = ${quoteRequests.id})`,
  };
}

/** A selected card row; the company's own lead is left-joined, so its fields may be null. */
type CardRow = Omit<SelectResultFields<ReturnType<typeof cardColumns>>, "leadId" | "leadStatus" | "invited"> & {
  leadId: string | null;
  leadStatus: LeadStatus | null;
  invited: boolean | null;
};

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

export function toLeadCard(row: CardRow, centre: Point | null = null): LeadCard {
  const from = pointOf(row.fromLat, row.fromLng);
  const to = pointOf(row.toLat, row.toLng);
  const estimate = estimateMove(row);
  return {
    quoteRequestId: row.quoteRequestId,
    leadId: row.leadId,
    leadStatus: row.leadStatus,
    invited: row.invited ?? false,
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
    slotsTaken: row.slotsTaken,
    slotsTotal: MAX_MATCHED_COMPANIES,
    watching: row.watching,
    postedAt: row.createdAt.toISOString(),
  };
}
