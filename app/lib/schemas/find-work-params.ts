import {
  FIND_WORK_RADIUS_MILES,
  FIND_WORK_SORTS,
  FIND_WORK_TABS,
  type FindWorkSort,
  type FindWorkTab,
  MAX_REGION_RADIUS_MILES,
  MIN_REGION_RADIUS_MILES,
} from "~/lib/lead-rules";
import { isSlug } from "~/lib/slugs";
import { z } from "~/lib/zod";
import { pageParam } from "./list-params";

export interface FindWorkParams {
  tab: FindWorkTab;
  sort: FindWorkSort;
  /** The city whose surroundings Single jobs lists; null for the company's own base. */
  city: string | null;
  radius: number;
  page: number;
}

export const DEFAULT_FIND_WORK_PARAMS: FindWorkParams = {
  tab: "single",
  sort: "date_asc",
  city: null,
  radius: FIND_WORK_RADIUS_MILES,
  page: 1,
};

/**
 * The query string of Find work and the other lead lists: `tab`, `sort`, `city`, `radius` and
 * `page`. Like every list URL it is typed and bookmarked, so a bad value falls back to its default
 * instead of failing the page (a radius out of range is the default 50 miles, not an error).
 */
const findWorkParamsSchema = z.object({
  tab: z.catch(z.enum(FIND_WORK_TABS), DEFAULT_FIND_WORK_PARAMS.tab),
  sort: z.catch(z.enum(FIND_WORK_SORTS), DEFAULT_FIND_WORK_PARAMS.sort),
  city: z.catch(z.nullable(z.string().check(z.maxLength(100), z.refine(isSlug))), null),
  radius: z.catch(
    z.coerce.number().check(z.int(), z.gte(MIN_REGION_RADIUS_MILES), z.lte(MAX_REGION_RADIUS_MILES)),
    DEFAULT_FIND_WORK_PARAMS.radius,
  ),
  page: pageParam,
});

export function parseFindWorkParams(searchParams: URLSearchParams): FindWorkParams {
  return findWorkParamsSchema.parse({
    tab: searchParams.get("tab") ?? undefined,
    sort: searchParams.get("sort") ?? undefined,
    city: searchParams.get("city"),
    radius: searchParams.get("radius") ?? undefined,
    page: searchParams.get("page") ?? undefined,
  });
}

/** A list sorted by moving day can show its cards under day headings; a list sorted by price cannot. */
export function sortsByDay(sort: FindWorkSort): boolean {
  return sort === "date_asc" || sort === "date_desc";
}

/** The query string ("?tab=journeys&page=2") of a state, leaving out every default. */
export function findWorkSearch(params: FindWorkParams): string {
  const search = new URLSearchParams();
  for (const key of ["tab", "sort", "city", "radius", "page"] as const) {
    const value = params[key];
    if (value !== null && value !== DEFAULT_FIND_WORK_PARAMS[key]) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/**
 * The filters narrowing the list on screen away from its defaults. Only Single jobs has any:
 * its region (a city picked instead of the base, a radius other than 50 miles). Invitations are
 * listed wherever they are and Journeys follow the company's own jobs.
 */
export function activeFilterCount(params: FindWorkParams): number {
  if (params.tab !== "single") return 0;
  return Number(params.city !== null) + Number(params.radius !== DEFAULT_FIND_WORK_PARAMS.radius);
}
