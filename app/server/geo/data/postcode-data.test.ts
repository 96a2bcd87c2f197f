import { validOutcode } from "postcode";
import { describe, expect, it } from "vitest";
import { distanceInMiles } from "~/lib/geo";
import { type Centroid, POSTCODE_AREAS } from "./postcode-areas";
import { POSTCODE_DISTRICTS } from "./postcode-districts";

const CHARING_CROSS = { lat: 51.5073, lng: -0.1277 };
const LONDON_AREAS = new Set(["E", "EC", "N", "NW", "SE", "SW", "W", "WC"]);

const point = ([lat, lng]: Centroid) => ({ lat, lng });
const areaOf = (outcode: string) => /^[A-Z]+/.exec(outcode)?.[0] ?? "";

describe("postcode data tables", () => {
  it("keeps every point on the British Isles, to at most 4 decimals", () => {
    for (const [code, [lat, lng, place]] of [
      ...Object.entries(POSTCODE_AREAS),
      ...Object.entries(POSTCODE_DISTRICTS),
    ]) {
      expect(lat, code).toBeGreaterThan(49.1);
      expect(lat, code).toBeLessThan(60.9);
      expect(lng, code).toBeGreaterThan(-8.2);
      expect(lng, code).toBeLessThan(1.8);
      expect(Math.round(lat * 1e4) / 1e4, code).toBe(lat);
      expect(Math.round(lng * 1e4) / 1e4, code).toBe(lng);
      expect(place.trim(), code).not.toBe("");
    }
  });

  it("files every district under a known area, close enough to it to rule out typos", () => {
    for (const [outcode, centroid] of Object.entries(POSTCODE_DISTRICTS)) {
      expect(validOutcode(outcode), outcode).toBe(true);
      const area = POSTCODE_AREAS[areaOf(outcode)];
      expect(area, outcode).toBeDefined();
      if (area) expect(distanceInMiles(point(centroid), point(area)), outcode).toBeLessThan(110);
    }
  });

  it("places every London district within 13 miles of Charing Cross", () => {
    const london = Object.entries(POSTCODE_DISTRICTS).filter(([outcode]) => LONDON_AREAS.has(areaOf(outcode)));
    expect(london.length).toBeGreaterThan(120);
    for (const [outcode, centroid] of london) {
      expect(distanceInMiles(point(centroid), CHARING_CROSS), outcode).toBeLessThan(13);
    }
  });
});
