import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { companies, serviceBoxOf } from "~/db/schema";
import { EARTH_RADIUS_MILES } from "~/lib/geo";

type Numeric = AnyPgColumn | SQL | number;

/**
 * A number as float8: without the cast PostgreSQL may type a bound parameter from its context
 * (as integer next to "2 *"), and 3958.8 would then be refused.
 */
export const float8 = (value: Numeric): SQL<number> => sql<number>`(${value})::float8`;

/** Haversine distance in miles between two points, as SQL (same formula as distanceInMiles). */
export function sqlDistanceMiles(lat1: Numeric, lng1: Numeric, lat2: Numeric, lng2: Numeric): SQL<number> {
  const [aLat, aLng, bLat, bLng] = [float8(lat1), float8(lng1), float8(lat2), float8(lng2)];
  return sql<number>`(2 * ${float8(EARTH_RADIUS_MILES)} * asin(least(1, sqrt(
    power(sin(radians(${bLat} - ${aLat}) / 2), 2)
    + cos(radians(${aLat})) * cos(radians(${bLat})) * power(sin(radians(${bLng} - ${aLng}) / 2), 2)
  ))))`;
}

/** Where matching measures a company from: its address, else its service area's centre. */
export const sqlCompanyBase = {
  lat: sql<number | null>`coalesce(${companies.lat}, ${companies.serviceLat})`,
  lng: sql<number | null>`coalesce(${companies.lng}, ${companies.serviceLng})`,
};

export interface CoveredPlace {
  lat: Numeric;
  lng: Numeric;
  citySlug?: string | SQL | AnyPgColumn | null;
  postcodeArea?: string | SQL | AnyPgColumn | null;
}

/**
 * True when a company's service area covers the place: within its radius of its service
 * centre, or, in regions mode, when the place's city or postcode area is on its list.
 */
export function sqlCompanyCovers(place: CoveredPlace): SQL<boolean> {
  // The box (indexed) and the latitude test are cheap necessary conditions (a great circle is never shorter than its
  // north-south leg, 69.09 miles a degree on our sphere) that spares most rows the trigonometry.
  const byRadius = sql`(${companies.serviceAreaMode} = 'radius'
    and ${serviceBoxOf(companies)} @> box(point(${float8(place.lng)}, ${float8(place.lat)}), point(${float8(place.lng)}, ${float8(place.lat)}))
    and abs(${companies.serviceLat} - ${float8(place.lat)}) * 69.0 <= ${companies.serviceRadiusMiles}
    and ${sqlDistanceMiles(companies.serviceLat, companies.serviceLng, place.lat, place.lng)} <= ${companies.serviceRadiusMiles})`;
  const regionTests: SQL[] = [];
  // Written as array containment so the GIN indexes serve them.
  if (place.citySlug != null) regionTests.push(sql`${companies.serviceCitySlugs} @> array[${place.citySlug}]::text[]`);
  if (place.postcodeArea != null)
    regionTests.push(sql`${companies.servicePostcodeAreas} @> array[${place.postcodeArea}]::text[]`);
  if (regionTests.length === 0) return sql<boolean>`${byRadius}`;
  const byRegion = sql`(${companies.serviceAreaMode} = 'regions' and (${sql.join(regionTests, sql` or `)}))`;
  return sql<boolean>`(${byRadius} or ${byRegion})`;
}
