/** The geocoder's contract, apart from the factory so that its providers can implement it without a cycle. */

/**
 * How exact a point is. "postcode" (postcodes.io only) is within a street or so. "district"
 * and "area" come from the offline tables: a district centroid can be a few miles out in a
 * city and 10-20 in the countryside; an area centroid is the main post town's centre, which in a
 * large rural area (IV, PH, LD, EX…) can be tens of miles from the address. "town" is the
 * town's centre. Production runs on postcodes.io for that reason.
 */
export type GeocodePrecision = "postcode" | "district" | "area" | "town";

export interface GeocodeResult {
  lat: number;
  lng: number;
  /** What was found: the normalised postcode, outward code or area code, or the place name. */
  label: string;
  postcode?: string;
  outcode?: string;
  postcodeArea?: string;
  precision: GeocodePrecision;
}

export interface Geocoder {
  /**
   * A full postcode, outward code ("M4"), postcode area ("M") or UK town name, in any case;
   * undefined when it is none of those or is not found. Never throws for bad input.
   */
  geocode(query: string): Promise<GeocodeResult | undefined>;
}
