import { logger } from "~/server/logger.server";
import { type GeocodeQuery, parseGeocodeQuery } from "../geocoder-query.server";
import type { GeocodeResult, Geocoder } from "../types";
import { locateOffline } from "./offline.server";

/** A quote submission waits on this call, so a slow postcodes.io must not hold it for long. */
const DEFAULT_TIMEOUT_MS = 3000;

/** The fields we read from postcodes.io answers; coordinates are null where ONSPD has none. */
interface PostcodeBody {
  postcode: string;
  outcode: string;
  latitude: number | null;
  longitude: number | null;
}
interface OutcodeBody {
  outcode: string;
  latitude: number | null;
  longitude: number | null;
}
interface PlaceBody {
  name_1: string;
  latitude: number | null;
  longitude: number | null;
}

/** GETs a postcodes.io endpoint's `result`: undefined on 404, throws on anything else not OK. */
async function fetchResult<T>(url: string, timeoutMs: number): Promise<T | undefined> {
  const response = await fetch(url, {
    headers: { accept: "application/json" },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) {
    // An unread body holds its connection open until garbage collection.
    await response.body?.cancel();
    if (response.status === 404) return undefined;
    throw new Error(`postcodes.io answered ${response.status}`);
  }
  const body = (await response.json()) as { result?: T | null };
  return body.result ?? undefined;
}

function hasPoint<T extends { latitude: number | null; longitude: number | null }>(
  body: T | undefined,
): body is T & { latitude: number; longitude: number } {
  return typeof body?.latitude === "number" && typeof body.longitude === "number";
}

async function lookUp(baseUrl: string, query: GeocodeQuery, timeoutMs: number): Promise<GeocodeResult | undefined> {
  switch (query.kind) {
    case "postcode": {
      const found = await fetchResult<PostcodeBody>(
        `${baseUrl}/postcodes/${encodeURIComponent(query.postcode)}`,
        timeoutMs,
      );
      if (!found) return undefined;
      // Postcodes without coordinates (all of Jersey, Guernsey and the Isle of Man) still get
      // their district or area centroid.
      if (!hasPoint(found)) return locateOffline(query);
      return {
        lat: found.latitude,
        lng: found.longitude,
        label: found.postcode,
        postcode: found.postcode,
        outcode: found.outcode,
        postcodeArea: query.area,
        precision: "postcode",
      };
    }
    case "outcode": {
      const found = await fetchResult<OutcodeBody>(
        `${baseUrl}/outcodes/${encodeURIComponent(query.outcode)}`,
        timeoutMs,
      );
      if (!found) return undefined;
      if (!hasPoint(found)) return locateOffline(query);
      return {
        lat: found.latitude,
        lng: found.longitude,
        label: found.outcode,
        outcode: found.outcode,
        postcodeArea: query.area,
        precision: "district",
      };
    }
    case "town": {
      const url = `${baseUrl}/places?q=${encodeURIComponent(query.name)}&limit=1`;
      const [found] = (await fetchResult<PlaceBody[]>(url, timeoutMs)) ?? [];
      if (!hasPoint(found)) return undefined;
      return { lat: found.latitude, lng: found.longitude, label: found.name_1, precision: "town" };
    }
    // postcodes.io has no lookup by postcode area; the bundled area centroids are all there is.
    case "area":
      return locateOffline(query);
  }
}

export interface PostcodesIoOptions {
  /** e.g. https://api.postcodes.io or a self-hosted instance. */
  baseUrl: string;
  timeoutMs?: number;
}

/**
 * The production geocoder: postcode-level points from postcodes.io. A 404 means "no such
 * place"; a timeout, network error, 5xx or malformed answer falls back to the offline tables,
 * so a postcodes.io outage makes locations coarser but never stops a quote request.
 */
export function createPostcodesIoGeocoder({ baseUrl, timeoutMs = DEFAULT_TIMEOUT_MS }: PostcodesIoOptions): Geocoder {
  const base = baseUrl.replace(/\/+$/, "");
  return {
    async geocode(query) {
      const parsed = parseGeocodeQuery(query);
      if (!parsed) return undefined;
      try {
        return await lookUp(base, parsed, timeoutMs);
      } catch (error) {
        // The query itself stays out of the log: a full postcode is part of a customer's address.
        logger.warn("postcodes.io lookup failed; using the offline geocoder", {
          kind: parsed.kind,
          error: error instanceof Error ? error.message : String(error),
        });
        return locateOffline(parsed);
      }
    },
  };
}
