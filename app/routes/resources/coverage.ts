import { fieldErrorsFromZod } from "~/lib/form-result";
import { ukPostcodeField } from "~/lib/schemas/fields";
import { MOVE_TYPES } from "~/lib/vocabulary";
import { z } from "~/lib/zod";
import { getDb } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { countCompaniesForMove } from "~/server/matching/match-companies.server";
import { findRequestableCompany } from "~/server/quote-requests/submit-quote-request.server";
import { consumeRateLimit, RATE_LIMITS } from "~/server/rate-limit.server";
import { clientNetworkContext } from "~/server/request-context.server";
import type { Route } from "./+types/coverage";

/**
 * GET /api/coverage?postcode=…&moveType=…[&city=…][&company=slug] → { companies: n }: how many
 * partner companies a quote request from there would reach now, for the quote wizard's step 4.
 * With the slug of the company the request names (as /quote?company= does), `companyCovers`
 * says whether that company is one of them; a slug that names no requestable company is ignored,
 * as the wizard ignores it. The postcode may need a web look-up, so the limit is generous for a
 * person and small for a scraper.
 */

const querySchema = z.object({
  postcode: ukPostcodeField,
  moveType: z.enum(MOVE_TYPES),
  city: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(100))),
    z.transform((city: string | undefined) => city || undefined),
  ),
  company: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(200))),
    z.transform((slug: string | undefined) => slug || undefined),
  ),
});

export interface CoverageResponse {
  companies: number;
  /** Only when the request names a company: whether it covers this move (else it is not invited). */
  companyCovers?: boolean;
}

const noStore = { "Cache-Control": "no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const parsed = querySchema.safeParse({
    postcode: params.get("postcode") ?? "",
    moveType: params.get("moveType") ?? "",
    city: params.get("city") ?? undefined,
    company: params.get("company") ?? undefined,
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
    const { postcode, city, moveType, company } = parsed.data;
    const named = await findRequestableCompany(await getDb(), company);
    const coverage = await countCompaniesForMove({ from: { postcode, city }, moveType, namedCompanyId: named?.id });
    const body: CoverageResponse = named
      ? { companies: coverage.companies, companyCovers: coverage.namedEligible }
      : { companies: coverage.companies };
    return Response.json(body, { headers: noStore });
  } catch (error) {
    logger.error("Coverage check failed", { error: error instanceof Error ? error.message : String(error) });
    return Response.json({ error: "The coverage check is unavailable just now." }, { status: 503, headers: noStore });
  }
}
