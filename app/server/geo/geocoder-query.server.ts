import { isValid, toArea, toNormalised, toOutcode, validOutcode } from "postcode";

/** What a geocoder query turned out to be, with its postcode parts already normalised. */
export type GeocodeQuery =
  | { kind: "postcode"; postcode: string; outcode: string; area: string }
  | { kind: "outcode"; outcode: string; area: string }
  | { kind: "area"; area: string }
  | { kind: "town"; name: string };

/** Longer than any UK place name; anything longer is not worth a lookup. */
const MAX_QUERY_LENGTH = 80;
const AREA = /^[A-Z]{1,2}$/;
/** Letters (any accent: Welsh and Gaelic names), spaces, hyphens, apostrophes and dots. */
const TOWN = /^\p{L}[\p{L}\p{M} .'’-]*$/u;

/**
 * Classifies a query as a full postcode, an outward code ("M4"), a postcode area ("M") or a town
 * name, case-insensitively; undefined for anything else, so no provider looks up garbage.
 */
export function parseGeocodeQuery(query: string): GeocodeQuery | undefined {
  const text = query.trim().replace(/\s+/g, " ");
  if (text.length === 0 || text.length > MAX_QUERY_LENGTH) return undefined;

  const postcode = toNormalised(text);
  const outcode = toOutcode(text);
  const area = toArea(text);
  if (isValid(text) && postcode && outcode && area) return { kind: "postcode", postcode, outcode, area };

  const compact = text.replace(/ /g, "").toUpperCase();
  const outcodeArea = /^[A-Z]{1,2}/.exec(compact)?.[0];
  if (validOutcode(compact) && outcodeArea) return { kind: "outcode", outcode: compact, area: outcodeArea };
  if (AREA.test(compact)) return { kind: "area", area: compact };
  if (TOWN.test(text)) return { kind: "town", name: text };
  return undefined;
}

/**
 * The form of a place name used as a lookup key: "St. Albans", "Saint Albans" and "st albans"
 * meet, as do "Stoke-on-Trent" and "stoke on trent", and "Ynys Môn" and "ynys mon".
 */
export function placeNameKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[.'’]/g, "")
    .replace(/-/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^saint /, "st ");
}
