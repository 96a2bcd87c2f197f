import { describe, expect, it } from "vitest";
import { estimateMove, LEAD_PRICES_PENCE, leadPriceFor, MOVE_SIZES, moveSizeOf } from "./lead-pricing";
import { MOVE_TYPES } from "./vocabulary";

const house = (bedrooms: string | null) =>
  ({ helpType: "full", currentPropertyType: "house", currentBedrooms: bedrooms }) as const;
const flatAt = (floor: string, lift: "yes" | "no") => ({
  helpType: "full" as const,
  currentPropertyType: "apartment" as const,
  currentBedrooms: null,
  currentLiftAvailable: lift,
  currentFloorNumber: lift === "no" ? floor : null,
  newPropertyType: "house" as const,
  newLiftAvailable: null,
  newFloorNumber: null,
});

describe("lead pricing", () => {
  it("sizes a move from what needs moving and the home it leaves", () => {
    expect(moveSizeOf({ ...house("4"), helpType: "boxes" })).toBe("boxes");
    expect(moveSizeOf({ ...house("4"), helpType: "partial" })).toBe("partial");
    expect(moveSizeOf(house("5+"))).toBe("5+");
    expect(moveSizeOf(house(null))).toBe("2");
    expect(moveSizeOf({ helpType: "full", currentPropertyType: "apartment", currentBedrooms: null })).toBe("flat");
  });

  it("prices every move type and size, boxes cheapest and bigger homes dearer", () => {
    for (const moveType of MOVE_TYPES) {
      const prices = MOVE_SIZES.map((size) => LEAD_PRICES_PENCE[moveType][size]);
      expect(prices.every((price) => Number.isInteger(price) && price > 0)).toBe(true);
      expect(Math.min(...prices)).toBe(LEAD_PRICES_PENCE[moveType].boxes);
      expect(LEAD_PRICES_PENCE[moveType]["5+"]).toBeGreaterThan(LEAD_PRICES_PENCE[moveType]["1"]);
    }
    expect(leadPriceFor({ moveType: "domestic", ...house("3") })).toBe(1800);
    expect(leadPriceFor({ moveType: "international", ...house("3") })).toBeGreaterThan(
      leadPriceFor({ moveType: "domestic", ...house("3") }),
    );
  });

  it("adds a mover for stairs from the 3rd floor without a lift", () => {
    expect(estimateMove(flatAt("2", "no"))).toEqual({ size: "flat", volumeM3: 15, crew: 2 });
    expect(estimateMove(flatAt("3", "no"))).toEqual({ size: "flat", volumeM3: 15, crew: 3 });
    expect(estimateMove(flatAt("5+", "yes"))).toEqual({ size: "flat", volumeM3: 15, crew: 2 });
  });
});
