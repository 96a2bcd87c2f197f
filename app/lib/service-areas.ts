/**
 * Where a partner company works (docs/product-rules.md §2.3): the cities of the regions option,
 * with the postcode areas each stands for, and the radius option's limits.
 */

/** Radius 1 to 200 miles, 30 by default (docs/product-rules.md §2.3). */
export const DEFAULT_RADIUS_MILES = 30;
export const MIN_RADIUS_MILES = 1;
export const MAX_RADIUS_MILES = 200;

export interface ServiceCity {
  /** The city's slug, as on the city pages (movers/{region}/{slug}) and in matching. */
  slug: string;
  name: string;
  postcodeAreas: readonly string[];
}

export interface ServiceRegion {
  /** Also the key of the region's name in each language (partner:area.regionNames). */
  slug: "england" | "scotland" | "wales" | "northern-ireland";
  cities: readonly ServiceCity[];
}

const city = (name: string, postcodeAreas: string[], slug = name.toLowerCase().replace(/\s+/g, "-")): ServiceCity => ({
  slug,
  name,
  postcodeAreas,
});

/** The regions option's cities and the postcode areas each one stands for. */
export const SERVICE_REGIONS: readonly ServiceRegion[] = [
  {
    slug: "england",
    cities: [
      city("London", ["E", "EC", "N", "NW", "SE", "SW", "W", "WC"]),
      city("Birmingham", ["B"]),
      city("Manchester", ["M"]),
      city("Leeds", ["LS"]),
      city("Liverpool", ["L"]),
      city("Newcastle", ["NE"], "newcastle-upon-tyne"),
      city("Sheffield", ["S"]),
      city("Bristol", ["BS"]),
      city("Nottingham", ["NG"]),
      city("Southampton", ["SO"]),
    ],
  },
  {
    slug: "scotland",
    cities: [
      city("Edinburgh", ["EH"]),
      city("Glasgow", ["G"]),
      city("Aberdeen", ["AB"]),
      city("Dundee", ["DD"]),
      city("Inverness", ["IV"]),
      city("Perth", ["PH"]),
      city("Stirling", ["FK"]),
    ],
  },
  {
    slug: "wales",
    cities: [
      city("Cardiff", ["CF"]),
      city("Llandrindod Wells", ["LD"]),
      city("Llandudno", ["LL"]),
      city("Newport", ["NP"]),
      city("Shrewsbury", ["SY"]),
      city("Swansea", ["SA"]),
    ],
  },
  {
    slug: "northern-ireland",
    cities: [
      city("Belfast", ["BT"]),
      city("Derry", ["BT"]),
      city("Lisburn", ["BT"]),
      city("Newry", ["BT"]),
      city("Armagh", ["BT"]),
    ],
  },
];

export const SERVICE_CITIES: readonly ServiceCity[] = SERVICE_REGIONS.flatMap((region) => region.cities);
const CITY_BY_SLUG = new Map(SERVICE_CITIES.map((entry) => [entry.slug, entry]));

export function findServiceCity(slug: string): ServiceCity | undefined {
  return CITY_BY_SLUG.get(slug);
}

/** "London (E, EC, N, NW, SE, SW, W, WC)". */
export function serviceCityLabel(entry: ServiceCity): string {
  return `${entry.name} (${entry.postcodeAreas.join(", ")})`;
}
