import type { Locale } from "~/i18n/config";
import { formatPoundsRange, formatWholePounds } from "~/lib/format";
import { type Localized, localized } from "./localized";
import type { TableData } from "./types";

/**
 * Sample UK prices quoted in the guides (docs/product-rules.md §4). They are typical figures for
 * guidance, not offers: a company's own quote is what counts.
 */

/** "From" prices of the services page, written as the reader writes prices: "£400", "400 £". */
function serviceFromPricesIn(locale: Locale, perWeek: (price: string) => string) {
  const pounds = (amount: number) => formatWholePounds(amount, locale);
  return {
    houseRemovals: pounds(400),
    manWithAVan: pounds(80),
    furnitureRemoval: pounds(50),
    pianoRemovals: pounds(300),
    officeRemovals: pounds(500),
    storage: perWeek(pounds(15)),
  };
}

export const SERVICE_FROM_PRICES = localized({
  "en-GB": serviceFromPricesIn("en-GB", (price) => `${price} per week`),
  lt: serviceFromPricesIn("lt", (price) => `${price} per savaitę`),
});

/** The four van sizes, smallest first: every per-size list below follows this order. */
export const VAN_SIZES = localized({
  "en-GB": ["Small van", "Medium (Transit) van", "Large (Luton) van", "7.5 tonne lorry"],
  lt: ["Mažas furgonas", "Vidutinis (Transit) furgonas", "Didelis (Luton) furgonas", "7,5 tonos sunkvežimis"],
});

/** Daily prices in pounds for the four van sizes, in VAN_SIZES order. */
export const SELF_DRIVE_DAILY = [55, 85, 115, 170] as const;
/** Lowest and highest daily price of a man and van, in VAN_SIZES order. */
export const MAN_AND_VAN_DAILY = [
  [300, 350],
  [300, 350],
  [350, 390],
  [600, 700],
] as const;

/** Hourly rates in pounds with 1 to 4 movers. */
export const HOURLY_RATES = [
  { vehicle: { "en-GB": "Transit van", lt: "Transit furgonas" }, rates: [40, 54, 73, 95] },
  { vehicle: { "en-GB": "Luton van", lt: "Luton furgonas" }, rates: [48, 58, 76, 100] },
  { vehicle: { "en-GB": "Luton lorry", lt: "Luton sunkvežimis" }, rates: [92, 106, 120, 135] },
] as const satisfies readonly { vehicle: Localized<string>; rates: readonly number[] }[];

export const PARKING_SUSPENSION = { min: 35, max: 75 } as const;
export const PEAK_MONTHS = localized({ "en-GB": "May to September", lt: "nuo gegužės iki rugsėjo" });

/** Illustrative breakdown of an average house move's total cost. */
export const AVERAGE_MOVE_COST = {
  total: 1080,
  parts: [
    { label: { "en-GB": "Removal (crew and vehicle)", lt: "Perkraustymas (komanda ir transportas)" }, amount: 510 },
    { label: { "en-GB": "Packing service", lt: "Pakavimo paslauga" }, amount: 310 },
    {
      label: { "en-GB": "Furniture disassembly and reassembly", lt: "Baldų išardymas ir surinkimas" },
      amount: 75,
    },
    { label: { "en-GB": "Storage", lt: "Sandėliavimas" }, amount: 75 },
    {
      label: { "en-GB": "End-of-tenancy or move-out cleaning", lt: "Valymas išsikraustant ar baigus nuomą" },
      amount: 110,
    },
  ],
} as const satisfies { total: number; parts: readonly { label: Localized<string>; amount: number }[] };

/** The average move's cost as a table: its parts, then the total. */
export function averageMoveCostTable(
  locale: Locale,
  words: { caption: string; columns: [string, string]; total: string; note: string },
): TableData {
  return {
    caption: words.caption,
    columns: words.columns,
    rows: [
      ...AVERAGE_MOVE_COST.parts.map((part) => ({
        label: part.label[locale],
        cells: [formatWholePounds(part.amount, locale)],
      })),
      { label: words.total, cells: [formatWholePounds(AVERAGE_MOVE_COST.total, locale)] },
    ],
    note: words.note,
  };
}

const tableWords = localized({
  "en-GB": {
    vehicle: "Vehicle",
    perDay: "Price per day",
    selfDrive: {
      caption: "Self-drive van hire: typical daily price",
      note: "You drive, load and unload yourself. Fuel, insurance excess cover and extra mileage are usually on top.",
    },
    manAndVanDaily: {
      caption: "Man and van hire: typical daily price",
      note: "Usually includes the vehicle, fuel for a local move and a driver who helps you load and unload: check what your quote covers.",
    },
    hourly: {
      caption: "Man and van: typical hourly rate by number of movers",
      movers: ["1 mover", "2 movers", "3 movers", "4 movers"],
      note: "Each figure is the hourly price for the vehicle and the whole crew, not a price per person. Many companies charge a minimum of two or three hours.",
    },
  },
  lt: {
    vehicle: "Transportas",
    perDay: "Kaina už dieną",
    selfDrive: {
      caption: "Furgono nuoma be vairuotojo: įprasta dienos kaina",
      note: "Vairuojate, kraunate ir iškraunate patys. Degalai, draudimo išskaitos sumažinimas ir papildomos mylios paprastai mokami atskirai.",
    },
    manAndVanDaily: {
      caption: "Furgonas su vairuotoju krovėju: įprasta dienos kaina",
      note: "Paprastai įskaičiuotas transportas, degalai vietiniam persikraustymui ir vairuotojas, padedantis pakrauti ir iškrauti: pasitikrinkite, kas įeina į jūsų pasiūlymą.",
    },
    hourly: {
      caption: "Furgonas su krovėjais: įprasta valandinė kaina pagal krovėjų skaičių",
      movers: ["1 krovėjas", "2 krovėjai", "3 krovėjai", "4 krovėjai"],
      note: "Kiekviena suma – valandos kaina už transportą ir visą komandą, o ne už vieną žmogų. Daug įmonių ima mokestį mažiausiai už dvi ar tris valandas.",
    },
  },
});

function priceTablesIn(locale: Locale) {
  const words = tableWords[locale];
  const sizes = VAN_SIZES[locale];
  return {
    selfDrive: {
      caption: words.selfDrive.caption,
      columns: [words.vehicle, words.perDay],
      rows: sizes.map((label, index) => ({ label, cells: [formatWholePounds(SELF_DRIVE_DAILY[index] ?? 0, locale)] })),
      note: words.selfDrive.note,
    },
    manAndVanDaily: {
      caption: words.manAndVanDaily.caption,
      columns: [words.vehicle, words.perDay],
      rows: sizes.map((label, index) => ({ label, cells: [manAndVanDay(index, locale)] })),
      note: words.manAndVanDaily.note,
    },
    hourlyRates: {
      caption: words.hourly.caption,
      columns: [words.vehicle, ...words.hourly.movers],
      shortColumns: ["1", "2", "3", "4"],
      rows: HOURLY_RATES.map((row) => ({
        label: row.vehicle[locale],
        cells: row.rates.map((rate) => formatWholePounds(rate, locale)),
      })),
      note: words.hourly.note,
    },
  } satisfies Record<string, TableData>;
}

/** The guides' price tables, in each language. */
export const PRICE_TABLES = localized({ "en-GB": priceTablesIn("en-GB"), lt: priceTablesIn("lt") });

/** A man and van's daily price for a van size (VAN_SIZES order): "£300 – £350". */
export function manAndVanDay(sizeIndex: number, locale: Locale): string {
  const [min, max] = MAN_AND_VAN_DAILY[sizeIndex] ?? MAN_AND_VAN_DAILY[0];
  return formatPoundsRange(min, max, locale);
}

/** "£35 to £75", "nuo 35 iki 75 £" */
export const PARKING_SUSPENSION_RANGE = localized({
  "en-GB": `£${PARKING_SUSPENSION.min} to £${PARKING_SUSPENSION.max}`,
  lt: `nuo ${PARKING_SUSPENSION.min} iki ${formatWholePounds(PARKING_SUSPENSION.max, "lt")}`,
});
