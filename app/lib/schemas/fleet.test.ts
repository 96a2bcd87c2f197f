import { describe, expect, it } from "vitest";
import { driverSchema } from "./driver";
import { normaliseUkPlate, vehicleSchema } from "./vehicle";

describe("UK number plates", () => {
  it.each([
    ["ab12cde", "AB12 CDE"],
    ["  Ab12   cDe ", "AB12 CDE"],
    ["a123bcd", "A123 BCD"],
    ["A1 BCD", "A1 BCD"],
    ["abc123d", "ABC 123D"],
    ["ABC 1D", "ABC 1D"],
    ["ab 1234", "AB 1234"],
    ["1234ab", "1234 AB"],
    ["abz1234", "ABZ 1234"],
  ])("%j is written %j", (input, written) => {
    expect(normaliseUkPlate(input)).toBe(written);
  });

  it.each(["", "ABCDEFG", "1234567", "AB12CD", "AB123CDE", "AB-12-CDE", "ABCD 123", "12345 A"])(
    "%j is not a plate",
    (input) => {
      expect(normaliseUkPlate(input)).toBeUndefined();
    },
  );
});

describe("vehicle schema", () => {
  const valid = {
    type: "goods",
    category: "luton-van",
    make: "Ford",
    model: "Transit",
    numberPlate: "ab12 cde",
    year: "2019",
  };

  it("reads a form post: plate written properly, year a number, blanks empty, branded off unless set", () => {
    expect(vehicleSchema.parse({ ...valid, color: " ", description: "" })).toEqual({
      ...valid,
      numberPlate: "AB12 CDE",
      year: 2019,
      color: null,
      description: null,
      branded: false,
    });
    expect(vehicleSchema.parse({ ...valid, branded: "on" }).branded).toBe(true);
    expect(vehicleSchema.parse({ ...valid, branded: true }).branded).toBe(true);
  });

  it("takes years from 1900 to this year only", () => {
    const thisYear = new Date().getFullYear();
    expect(vehicleSchema.parse({ ...valid, year: 1900 }).year).toBe(1900);
    expect(vehicleSchema.parse({ ...valid, year: String(thisYear) }).year).toBe(thisYear);
    for (const year of [1899, thisYear + 1, "20x9", "2019.5"]) {
      expect(vehicleSchema.safeParse({ ...valid, year }).success, String(year)).toBe(false);
    }
  });
});

describe("what the schemas give", () => {
  it("passes the same check again, as services check what actions already read", () => {
    const vehicle = vehicleSchema.parse({
      type: "passenger",
      category: "small-van",
      make: "VW",
      model: "Caddy",
      numberPlate: "a1bcd",
      year: 2001,
      branded: "on",
    });
    expect(vehicleSchema.parse(vehicle)).toEqual(vehicle);
    const driver = driverSchema.parse({
      name: " Sam Driver ",
      email: "Sam@Example.com",
      mobile: "07911 123456",
      licenceNumber: "mor99 705245 j99mu",
      experienceYears: "",
    });
    expect(driver).toEqual({
      name: "Sam Driver",
      email: "sam@example.com",
      mobile: "+447911123456",
      licenceNumber: "MOR99705245J99MU",
      experienceYears: null,
      notes: null,
    });
    expect(driverSchema.parse(driver)).toEqual(driver);
  });
});
