import { z } from "~/lib/zod";
import { logger } from "~/server/logger.server";
import { findLocation } from "~/server/partners/find-location.server";
import { consumeRateLimit, RATE_LIMITS } from "~/server/rate-limit.server";
import { clientNetworkContext } from "~/server/request-context.server";
import type { Route } from "./+types/geocode";

/**
 * GET /api/geocode?q=… → { lat, lng, label } for the registration wizard's map preview, 404
 * when the place is not found. Typing pauses trigger a lookup each, so the limit is generous
 * for a person and small for a scraper.
 */
const querySchema = z.string().check(z.trim(), z.minLength(2), z.maxLength(100));

export interface GeocodeResponse {
  lat: number;
  lng: number;
  label: string;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = querySchema.safeParse(new URL(request.url).searchParams.get("q") ?? "");
  if (!parsed.success) {
    return Response.json(
      { error: "Enter between 2 and 100 characters." },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  const limit = await consumeRateLimit(RATE_LIMITS.geocodeNetwork, context.get(clientNetworkContext));
  if (!limit.allowed) {
    return Response.json(
      { error: "Too many look-ups. Please wait a moment and try again." },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds), "Cache-Control": "no-store" } },
    );
  }
  try {
    const found = await findLocation(parsed.data);
    if (!found) {
      return Response.json(
        { error: "We could not find this location." },
        { status: 404, headers: { "Cache-Control": "private, max-age=300" } },
      );
    }
    const body: GeocodeResponse = { lat: found.lat, lng: found.lng, label: found.label };
    return Response.json(body, { headers: { "Cache-Control": "private, max-age=3600" } });
  } catch (error) {
    logger.error("Geocoding failed", { error: error instanceof Error ? error.message : String(error) });
    return Response.json(
      { error: "Location look-up is unavailable just now." },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
}
