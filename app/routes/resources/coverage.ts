import { z } from "zod";
import { fieldErrorsFromZod } from "~/lib/form-result";
import { ukPostcodeField } from "~/lib/schemas/fields";
import { MOVE_TYPES } from "~/lib/vocabulary";
import { logger } from "~/server/logger.server";
import { countCompaniesForMove } from "~/server/matching/match-companies.server";
import { consumeRateLimit, RATE_LIMITS } from "~/server/rate-limit.server";
import { clientNetworkContext } from "~/server/request-context.server";
import type { Route } from "./+types/coverage";

/**
 * GET /api/coverage?postcode=…&moveType=…[&city=…] → { companies: n }: how many partner
 * companies a quote request from there would reach now, for the quote wizard's step 4. The
 * postcode may need a web look-up, so the limit is generous for a person and small for a scraper.
 */

const querySchema = z.object({
  postcode: ukPostcodeField,
  moveType: z.enum(MOVE_TYPES),
  city: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((city) => city || undefined),
});

export interface CoverageResponse {
  companies: number;
}

const noStore = { "Cache-Control": "no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const parsed = querySchema.safeParse({
    postcode: params.get("postcode") ?? "",
    moveType: params.get("moveType") ?? "",
    city: params.get("city") ?? undefined,
  });
  if (!parsed.success) {
    return Response.json(
      {
        error: "Give a UK postcode and a move type (domestic, international or commercial).",
        fieldErrors: fieldErrorsFromZod(parsed.error),
      },
      { status: 400, headers: noStore },
    );
  }
  const limit = await consumeRateLimit(RATE_LIMITS.coverageNetwork, context.get(clientNetworkContext));
  if (!limit.allowed) {
    return Response.json(
      { error: "Too many look-ups. Please wait a moment and try again." },
      { status: 429, headers: { ...noStore, "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  try {
    const { postcode, city, moveType } = parsed.data;
    const body: CoverageResponse = { companies: await countCompaniesForMove({ from: { postcode, city }, moveType }) };
    return Response.json(body, { headers: noStore });
  } catch (error) {
    logger.error("Coverage check failed", { error: error instanceof Error ? error.message : String(error) });
    return Response.json({ error: "The coverage check is unavailable just now." }, { status: 503, headers: noStore });
  }
}
