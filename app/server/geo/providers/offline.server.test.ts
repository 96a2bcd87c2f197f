import { beforeAll, describe, expect, it } from "vitest";
import { distanceInMiles, type Point } from "~/lib/geo";
import { TOWN_ALIASES } from "../data/town-aliases";
import { offlineGeocoder } from "./offline.server";

/** The UK postcode areas as Royal Mail lists them, plus the Crown Dependencies. */
const POSTCODE_AREA_CODES = `AB AL B BA BB BD BH BL BN BR BS BT CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT DY
  E EC EH EN EX FK FY G GL GU HA HD HG HP HR HS HU HX IG IP IV KA KT KW KY L LA LD LE LL LN LS LU M ME MK ML N NE NG
  NN NP NR NW OL OX PA PE PH PL PO PR RG RH RM S SA SE SG SK SL SM SN SO SP SR SS ST SW SY TA TD TF TN TQ TR TS TW UB
  W WA WC WD WF WN WR WS WV YO ZE GY JE IM`.split(/\s+/);

const WESTMINSTER = { lat: 51.5, lng: -0.14 };
const MANCHESTER = { lat: 53.4808, lng: -2.2426 };
const EDINBURGH = { lat: 55.9533, lng: -3.1883 };
const BELFAST = { lat: 54.5973, lng: -5.9301 };
const INVERNESS = { lat: 57.4778, lng: -4.2247 };

async function locate(query: string) {
  const result = await offlineGeocoder.geocode(query);
  if (!result) throw new Error(`${query} was not found`);
  return result;
}

describe("offlineGeocoder: postcodes", () => {
  it("places SW1A 1AA in Westminster from its district", async () => {
    const result = await locate("SW1A 1AA");
    expect(result).toMatchObject({
      label: "SW1A 1AA",
      postcode: "SW1A 1AA",
      outcode: "SW1A",
      postcodeArea: "SW",
      precision: "district",
    });
    expect(distanceInMiles(result, WESTMINSTER)).toBeLessThan(3);
  });

  it("places full postcodes across the UK near their towns", async () => {
    const cases: [string, Point, number, string][] = [
      ["M1 1AE", MANCHESTER, 2, "district"],
      ["EH1 1YZ", EDINBURGH, 3, "area"],
      ["BT1 1AA", BELFAST, 2, "district"],
      ["IV1 1QX", INVERNESS, 2, "district"],
      ["KW1 4AA", { lat: 58.4389, lng: -3.0937 }, 2, "district"],
      ["LL55 1AB", { lat: 53.1398, lng: -4.2732 }, 2, "district"],
      ["PH1 5AA", { lat: 56.3966, lng: -3.4374 }, 2, "district"],
      ["TR1 2AA", { lat: 50.2632, lng: -5.051 }, 2, "district"],
      ["JE2 3AB", { lat: 49.1859, lng: -2.107 }, 2, "area"],
    ];
    for (const [postcode, near, miles, precision] of cases) {
      const result = await locate(postcode);
      expect(result.precision, postcode).toBe(precision);
      expect(distanceInMiles(result, near), postcode).toBeLessThan(miles);
    }
  });

  it("accepts lower case and missing spaces and returns the normalised postcode", async () => {
    expect(await locate("sw1a1aa")).toEqual(await locate("SW1A 1AA"));
    expect((await locate("  m11ae ")).label).toBe("M1 1AE");
  });

  it("falls back to the area centroid for a district it does not list", async () => {
    expect(await locate("LS1 4AP")).toMatchObject({ outcode: "LS1", postcodeArea: "LS", precision: "area" });
  });

  it("places London sub-districts by their district", async () => {
    expect(await locate("W1J 7NT")).toMatchObject({ outcode: "W1J", precision: "district" });
    expect(distanceInMiles(await locate("W1J 7NT"), { lat: 51.515, lng: -0.145 })).toBeLessThan(0.1);
    expect(distanceInMiles(await locate("E1W 1AA"), { lat: 51.507, lng: -0.059 })).toBeLessThan(0.1);
  });

  it("resolves outward codes on their own", async () => {
    const m4 = await locate("m4");
    expect(m4).toMatchObject({ label: "M4", outcode: "M4", postcodeArea: "M", precision: "district" });
    expect(m4.postcode).toBeUndefined();
    expect(distanceInMiles(m4, MANCHESTER)).toBeLessThan(2);
    expect(distanceInMiles(await locate("IV30"), { lat: 57.649, lng: -3.318 })).toBeLessThan(1);
    expect(distanceInMiles(await locate("EC1A"), { lat: 51.52, lng: -0.1 })).toBeLessThan(1);
  });

  it("resolves postcode areas on their own", async () => {
    expect(await locate("M")).toMatchObject({ label: "M", postcodeArea: "M", precision: "area" });
    expect(distanceInMiles(await locate("eh"), EDINBURGH)).toBeLessThan(1);
  });

  it("resolves every UK postcode area", async () => {
    expect(POSTCODE_AREA_CODES).toHaveLength(124);
    for (const area of POSTCODE_AREA_CODES) {
      expect(await offlineGeocoder.geocode(area), area).toMatchObject({ postcodeArea: area, precision: "area" });
      expect(await offlineGeocoder.geocode(`${area}1 1AA`), area).toMatchObject({ postcodeArea: area });
    }
  });

  it("keeps distances between places realistic", async () => {
    const miles = async (from: string, to: string) => distanceInMiles(await locate(from), await locate(to));
    expect(await miles("M1 1AE", "LS1 4AP")).toBeGreaterThan(30);
    expect(await miles("M1 1AE", "LS1 4AP")).toBeLessThan(40);
    expect(await miles("SW1A 1AA", "EH1 1YZ")).toBeGreaterThan(320);
    expect(await miles("SW1A 1AA", "EH1 1YZ")).toBeLessThan(340);
    expect(await miles("E1 6AN", "SW19 5AE")).toBeGreaterThan(7);
    expect(await miles("E1 6AN", "SW19 5AE")).toBeLessThan(12);
  });
});

describe("offlineGeocoder: towns", () => {
  // The first town lookup reads the GeoNames data (about a second); do it once up front.
  beforeAll(() => offlineGeocoder.geocode("London"), 20_000);

  it("finds towns and cities by name in any case and spelling", async () => {
    const leeds = await locate("Leeds");
    expect(leeds).toMatchObject({ label: "Leeds", precision: "town" });
    expect(leeds.postcode).toBeUndefined();
    expect(distanceInMiles(leeds, { lat: 53.7997, lng: -1.5492 })).toBeLessThan(2);
    expect((await locate("milton keynes")).label).toBe("Milton Keynes");
    expect((await locate("Stoke-on-Trent")).label).toBe("Stoke-on-Trent");
    expect(await locate("stoke on trent")).toEqual(await locate("Stoke-on-Trent"));
    expect((await locate("st. albans")).label).toBe("St Albans");
    expect(distanceInMiles(await locate("  INVERNESS "), INVERNESS)).toBeLessThan(2);
  });

  it("prefers the most populous of several places with one name", async () => {
    expect(distanceInMiles(await locate("Newport"), { lat: 51.5842, lng: -2.9977 })).toBeLessThan(2);
    expect(distanceInMiles(await locate("Douglas"), { lat: 54.1523, lng: -4.4861 })).toBeLessThan(2);
  });

  it("knows everyday names and post towns that GeoNames lacks", async () => {
    for (const [alias, name] of Object.entries(TOWN_ALIASES)) {
      expect((await locate(alias)).label, alias).toBe(name);
    }
    expect((await locate("newcastle")).label).toBe("Newcastle upon Tyne");
    expect(distanceInMiles(await locate("hull"), { lat: 53.7457, lng: -0.3367 })).toBeLessThan(2);
    expect((await locate("Enfield")).label).toBe("Enfield");
  });

  it("keeps town-to-town distances realistic", async () => {
    const manchesterToLeeds = distanceInMiles(await locate("Manchester"), await locate("Leeds"));
    expect(manchesterToLeeds).toBeGreaterThan(30);
    expect(manchesterToLeeds).toBeLessThan(40);
  });
});

describe("offlineGeocoder: input it cannot place", () => {
  it("returns undefined for unknown places and garbage, never throwing", async () => {
    const queries = ["", "   ", "Atlantis", "Nowhere Special", "ZZ1 1ZZ", "ZZ9", "QQ", "12345", "!!!", "a".repeat(500)];
    for (const query of queries) {
      await expect(offlineGeocoder.geocode(query), query).resolves.toBeUndefined();
    }
  });
});
