import { describe, expect, it } from "vitest";
import { parseGeocodeQuery, placeNameKey } from "./geocoder-query.server";

describe("parseGeocodeQuery", () => {
  it("recognises full postcodes in any case and spacing", () => {
    const expected = { kind: "postcode", postcode: "SW1A 1AA", outcode: "SW1A", area: "SW" };
    expect(parseGeocodeQuery("SW1A 1AA")).toEqual(expected);
    expect(parseGeocodeQuery("  sw1a1aa ")).toEqual(expected);
    expect(parseGeocodeQuery("sw1a   1aa")).toEqual(expected);
  });

  it("recognises outward codes, including London sub-districts", () => {
    expect(parseGeocodeQuery("m4")).toEqual({ kind: "outcode", outcode: "M4", area: "M" });
    expect(parseGeocodeQuery("EC1A")).toEqual({ kind: "outcode", outcode: "EC1A", area: "EC" });
    expect(parseGeocodeQuery(" iv30 ")).toEqual({ kind: "outcode", outcode: "IV30", area: "IV" });
  });

  it("recognises postcode areas", () => {
    expect(parseGeocodeQuery("m")).toEqual({ kind: "area", area: "M" });
    expect(parseGeocodeQuery("Sw")).toEqual({ kind: "area", area: "SW" });
  });

  it("treats other letters-only text as a town name", () => {
    expect(parseGeocodeQuery("  milton   keynes ")).toEqual({ kind: "town", name: "milton keynes" });
    expect(parseGeocodeQuery("Stoke-on-Trent")).toEqual({ kind: "town", name: "Stoke-on-Trent" });
    expect(parseGeocodeQuery("Ynys Môn")).toEqual({ kind: "town", name: "Ynys Môn" });
    expect(parseGeocodeQuery("Bishop's Castle")).toEqual({ kind: "town", name: "Bishop's Castle" });
  });

  it("rejects empty, overlong and non-place input", () => {
    for (const query of [
      "",
      "   ",
      "12345",
      "!!!",
      "<script>alert(1)</script>",
      "M1 1AE; drop table",
      "a".repeat(81),
    ]) {
      expect(parseGeocodeQuery(query), query).toBeUndefined();
    }
  });
});

describe("placeNameKey", () => {
  it("lets spelling variants of one place meet", () => {
    expect(placeNameKey("St. Albans")).toBe(placeNameKey("Saint Albans"));
    expect(placeNameKey("ST ALBANS")).toBe("st albans");
    expect(placeNameKey("Stoke-on-Trent")).toBe(placeNameKey("stoke on trent"));
    expect(placeNameKey("Ynys Môn")).toBe("ynys mon");
    expect(placeNameKey("Bishop’s Castle")).toBe(placeNameKey("Bishops Castle"));
  });
});
