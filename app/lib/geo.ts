/** Mean Earth radius in miles: distances are great-circle miles (docs/product-rules.md §1.5). */
export const EARTH_RADIUS_MILES = 3958.8;
export const METRES_PER_MILE = 1609.34;

export interface Point {
  lat: number;
  lng: number;
}

/** A point from nullable columns: null unless both are known (not every address is geocoded). */
export function pointOf(lat: number | null, lng: number | null): Point | null {
  return lat === null || lng === null ? null : { lat, lng };
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance in miles. */
export function distanceInMiles(a: Point, b: Point): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
