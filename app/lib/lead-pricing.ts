import type { HelpType, MoveType, PropertyType } from "./vocabulary";

/**
 * What a lead costs and how big the move is, from the customer's answers. Universal: partners
 * see the price on every card and in the claim confirmation before anything is charged, and
 * the claim charges exactly this price.
 *
 * The size of a move comes from what needs moving (wizard step 3) and the property it leaves:
 *
 * | size      | when                                              |
 * |-----------|---------------------------------------------------|
 * | `boxes`   | fewer than 10 boxes / under 2 m³                  |
 * | `partial` | part of a household, any property                 |
 * | `flat`    | a full household from an apartment (the wizard    |
 * |           | asks no bedrooms for apartments)                  |
 * | `1`…`5+`  | a full household from a house with N bedrooms; a  |
 * |           | house given without bedrooms counts as 2          |
 */
export const MOVE_SIZES = ["boxes", "partial", "flat", "1", "2", "3", "4", "5+"] as const;
export type MoveSize = (typeof MOVE_SIZES)[number];

export interface MoveSizeInput {
  helpType: HelpType;
  currentPropertyType: PropertyType;
  currentBedrooms: string | null;
}

/** A house without a bedroom count is priced and estimated as a 2-bedroom house. */
const DEFAULT_BEDROOMS = "2";

export function moveSizeOf({ helpType, currentPropertyType, currentBedrooms }: MoveSizeInput): MoveSize {
  if (helpType === "boxes") return "boxes";
  if (helpType === "partial") return "partial";
  if (currentPropertyType === "apartment") return "flat";
  const bedrooms = currentBedrooms ?? DEFAULT_BEDROOMS;
  return (MOVE_SIZES as readonly string[]).includes(bedrooms) ? (bedrooms as MoveSize) : DEFAULT_BEDROOMS;
}

/**
 * Lead prices in pence, by move type and size. Domestic moves scale with the home; boxes-only is
 * the cheapest; commercial and international moves are worth more to a company and cost more.
 */
export const LEAD_PRICES_PENCE: Record<MoveType, Record<MoveSize, number>> = {
  domestic: { boxes: 600, partial: 1000, flat: 1200, "1": 1200, "2": 1500, "3": 1800, "4": 2200, "5+": 2600 },
  commercial: { boxes: 1000, partial: 2000, flat: 2500, "1": 2500, "2": 3000, "3": 3500, "4": 4000, "5+": 4500 },
  international: { boxes: 1500, partial: 3000, flat: 3500, "1": 3500, "2": 4000, "3": 4500, "4": 5000, "5+": 5500 },
};

export function leadPriceFor(request: MoveSizeInput & { moveType: MoveType }): number {
  return LEAD_PRICES_PENCE[request.moveType][moveSizeOf(request)];
}

/**
 * The estimate shown on lead cards: volume in cubic metres and the crew a company would send.
 * Rough industry rules of thumb (about 10-12 m³ a bedroom plus living space, one more mover
 * for each step up from a 2-bedroom home), not a survey.
 */
export const MOVE_ESTIMATES: Record<MoveSize, { volumeM3: number; crew: number }> = {
  boxes: { volumeM3: 2, crew: 1 },
  partial: { volumeM3: 10, crew: 2 },
  flat: { volumeM3: 15, crew: 2 },
  "1": { volumeM3: 15, crew: 2 },
  "2": { volumeM3: 25, crew: 2 },
  "3": { volumeM3: 35, crew: 3 },
  "4": { volumeM3: 45, crew: 3 },
  "5+": { volumeM3: 60, crew: 4 },
};

/** Floors from which carrying by the stairs (no lift) needs one more mover. */
const STAIRS_FLOOR_FOR_EXTRA_MOVER = 3;

export interface EstimateInput extends MoveSizeInput {
  currentLiftAvailable: string | null;
  currentFloorNumber: string | null;
  newPropertyType: PropertyType;
  newLiftAvailable: string | null;
  newFloorNumber: string | null;
}

function needsStairsCarry(type: PropertyType, lift: string | null, floor: string | null): boolean {
  if (type !== "apartment" || lift !== "no" || floor === null) return false;
  return Number.parseInt(floor, 10) >= STAIRS_FLOOR_FOR_EXTRA_MOVER;
}

/** The table's estimate, plus one mover when either end is a 3rd floor or higher without a lift. */
export function estimateMove(request: EstimateInput): { size: MoveSize; volumeM3: number; crew: number } {
  const size = moveSizeOf(request);
  const { volumeM3, crew } = MOVE_ESTIMATES[size];
  const stairs =
    size !== "boxes" &&
    (needsStairsCarry(request.currentPropertyType, request.currentLiftAvailable, request.currentFloorNumber) ||
      needsStairsCarry(request.newPropertyType, request.newLiftAvailable, request.newFloorNumber));
  return { size, volumeM3, crew: stairs ? crew + 1 : crew };
}
