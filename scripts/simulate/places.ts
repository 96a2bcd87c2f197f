import { distanceInMiles, type Point } from "~/lib/geo";
import { POSTCODE_AREAS } from "~/server/geo/data/postcode-areas";
import { POSTCODE_DISTRICTS } from "~/server/geo/data/postcode-districts";

/**
 * Where a simulated customer lives, as the app will see it. Submission geocodes the postcode the
 * customer typed (GEOCODER=offline: the centre of its postcode district, or of its area where the
 * tables know no districts), so a customer's sampled point is given the postcode of the nearest
 * place those tables know: the request then sits where the app would put a real one.
 */
export interface KnownPlace extends Point {
  /** A full postcode in that district ("M14 1AA"), or in an area-only outward code. */
  postcode: string;
  outcode: string;
  place: string;
}

/** Every district centre, and for each area a postcode that falls back to the area's centre. */
function buildPlaces(): KnownPlace[] {
  const places: KnownPlace[] = Object.entries(POSTCODE_DISTRICTS).map(([outcode, [lat, lng, place]]) => ({
    lat,
    lng,
    outcode,
    place,
    postcode: `${outcode} 1AA`,
  }));
  for (const [area, [lat, lng, place]] of Object.entries(POSTCODE_AREAS)) {
    // An outward code of the area that the district table does not know: it geocodes to the area's centre.
    for (let district = 1; district < 100; district++) {
      const outcode = `${area}${district}`;
      if (POSTCODE_DISTRICTS[outcode]) continue;
      places.push({ lat, lng, outcode, place, postcode: `${outcode} 1AA` });
      break;
    }
  }
  return places;
}

let known: KnownPlace[] | undefined;

/** The known place nearest to the point (districts and area centres alike). */
export function nearestKnownPlace(point: Point): KnownPlace {
  known ??= buildPlaces();
  let best: KnownPlace | undefined;
  let bestMiles = Number.POSITIVE_INFINITY;
  for (const place of known) {
    // Cheap rejection before the haversine: a degree of latitude is about 69 miles.
    if (Math.abs(place.lat - point.lat) * 69 > bestMiles) continue;
    const miles = distanceInMiles(point, place);
    if (miles < bestMiles) {
      best = place;
      bestMiles = miles;
    }
  }
  if (!best) throw new Error("nearestKnownPlace: no places");
  return best;
}
