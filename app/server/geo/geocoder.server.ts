import { type Env, getEnv } from "~/server/env.server";
import { offlineGeocoder } from "./providers/offline.server";
import { createPostcodesIoGeocoder } from "./providers/postcodes-io.server";
import type { Geocoder } from "./types";

/** The provider the configuration asks for (docs/product-rules.md §1.4). */
export function createGeocoder(config: Pick<Env, "GEOCODER" | "POSTCODES_IO_URL">): Geocoder {
  return config.GEOCODER === "postcodes-io"
    ? createPostcodesIoGeocoder({ baseUrl: config.POSTCODES_IO_URL })
    : offlineGeocoder;
}

let geocoder: Geocoder | undefined;

export function getGeocoder(): Geocoder {
  geocoder ??= createGeocoder(getEnv());
  return geocoder;
}
