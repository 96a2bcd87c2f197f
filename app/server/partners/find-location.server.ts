import { getGeocoder } from "~/server/geo/geocoder.server";
import type { GeocodeResult } from "~/server/geo/types";

/** A UK postcode somewhere inside a longer text ("1 Piccadilly, Manchester M1 1AE"). */
const POSTCODE_IN_TEXT = /\b([A-Z]{1,2}\d[A-Z\d]?) ?(\d[A-Z]{2})\b/i;
/** Address parts tried one by one, from the end (where the town usually is). */
const MAX_ADDRESS_PARTS = 3;

/**
 * The point for a partner's service-area centre: what the visitor typed may be a postcode, a
 * town or a whole address, while the geocoder knows postcodes and town names. So a whole
 * query is tried first, then a postcode found inside it, then its comma-separated parts from
 * the last. Undefined when nothing matches; geocoder outages are thrown.
 */
export async function findLocation(query: string): Promise<GeocodeResult | undefined> {
  const geocoder = getGeocoder();
  const text = query.trim().replace(/\s+/g, " ");
  if (text === "") return undefined;
  const whole = await geocoder.geocode(text);
  if (whole) return whole;

  const postcode = POSTCODE_IN_TEXT.exec(text);
  if (postcode) {
    const found = await geocoder.geocode(`${postcode[1]} ${postcode[2]}`);
    if (found) return found;
  }
  const parts = text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 2) return undefined;
  for (const part of parts.reverse().slice(0, MAX_ADDRESS_PARTS)) {
    // Skip the house-number part ("1 Piccadilly"): the offline geocoder has no streets.
    if (/^\d/.test(part)) continue;
    const found = await geocoder.geocode(part);
    if (found) return found;
  }
  return undefined;
}
