import type { TableData } from "./types";

/**
 * Sample UK prices quoted in the guides (docs/product-rules.md §4). They are typical figures for
 * guidance, not offers: a company's own quote is what counts.
 */

/** "From" prices on the services page. */
export const SERVICE_FROM_PRICES = {
  houseRemovals: "£400",
  manWithAVan: "£80",
  furnitureRemoval: "£50",
  pianoRemovals: "£300",
  officeRemovals: "£500",
  storage: "£15 per week",
} as const;

export const VAN_SIZES = ["Small van", "Medium (Transit) van", "Large (Luton) van", "7.5 tonne lorry"] as const;

/** Daily prices in pounds for the four van sizes, in VAN_SIZES order. */
export const SELF_DRIVE_DAILY = [55, 85, 115, 170] as const;
export const MAN_AND_VAN_DAILY = ["300-350", "300-350", "350-390", "600-700"] as const;

/** Hourly rates in pounds with 1 to 4 movers. */
export const HOURLY_RATES = [
  { vehicle: "Transit van", rates: [40, 54, 73, 95] },
  { vehicle: "Luton van", rates: [48, 58, 76, 100] },
  { vehicle: "Luton lorry", rates: [92, 106, 120, 135] },
] as const;

export const PARKING_SUSPENSION = { min: 35, max: 75 } as const;
export const PEAK_MONTHS = "May to September";

/** Illustrative breakdown of an average house move's total cost. */
export const AVERAGE_MOVE_COST = {
  total: 1080,
  parts: [
    { label: "Removal (crew and vehicle)", amount: 510 },
    { label: "Packing service", amount: 310 },
    { label: "Furniture disassembly and reassembly", amount: 75 },
    { label: "Storage", amount: 75 },
    { label: "End-of-tenancy or move-out cleaning", amount: 110 },
  ],
} as const;

const pounds = (amount: number | string) => `£${amount}`;

export const selfDriveTable: TableData = {
  caption: "Self-drive van hire: typical daily price",
  columns: ["Vehicle", "Price per day"],
  rows: VAN_SIZES.map((label, index) => ({ label, cells: [pounds(SELF_DRIVE_DAILY[index] ?? "")] })),
  note: "You drive, load and unload yourself. Fuel, insurance excess cover and extra mileage are usually on top.",
};

export const manAndVanDailyTable: TableData = {
  caption: "Man and van hire: typical daily price",
  columns: ["Vehicle", "Price per day"],
  rows: VAN_SIZES.map((label, index) => ({ label, cells: [`£${MAN_AND_VAN_DAILY[index] ?? ""}`] })),
  note: "Usually includes the vehicle, fuel for a local move and a driver who helps you load and unload: check what your quote covers.",
};

export const hourlyRatesTable: TableData = {
  caption: "Man and van: typical hourly rate by number of movers",
  columns: ["Vehicle", "1 mover", "2 movers", "3 movers", "4 movers"],
  shortColumns: ["1", "2", "3", "4"],
  rows: HOURLY_RATES.map((row) => ({ label: row.vehicle, cells: row.rates.map(pounds) })),
  note: "Each figure is the hourly price for the vehicle and the whole crew, not a price per person. Many companies charge a minimum of two or three hours.",
};

/** "£35 to £75" */
export const PARKING_SUSPENSION_RANGE = `£${PARKING_SUSPENSION.min} to £${PARKING_SUSPENSION.max}`;
