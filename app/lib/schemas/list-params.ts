import { isOneOf } from "~/lib/vocabulary";
import { z } from "~/lib/zod";

/** The longest search term a list accepts; longer input is cut, not refused. */
export const MAX_SEARCH_LENGTH = 100;
/** No list has this many pages; a larger number is a typo or a probe. */
const MAX_PAGE = 10_000;

/** A list's `page` parameter: a bad or missing page is page 1, and no page is above MAX_PAGE. */
export const pageParam = z.pipe(
  z.catch(z.coerce.number().check(z.int()), 1),
  z.transform((page: number) => Math.min(MAX_PAGE, Math.max(1, page))),
);

/**
 * The query string of every list page: `page`, `q` (search) and `status`. A list URL is typed by
 * people and kept in bookmarks, so bad values fall back to the defaults instead of failing the
 * page: page 1, no search, all statuses.
 */
const listParamsSchema = z.object({
  page: pageParam,
  q: z.pipe(
    z.catch(z.string(), ""),
    // Control characters (NUL above all, which PostgreSQL text cannot hold) are never searched for.
    z.transform((q: string) =>
      q
        .replace(/\p{Cc}/gu, "")
        .trim()
        .slice(0, MAX_SEARCH_LENGTH),
    ),
  ),
  status: z.catch(z.nullable(z.string()), null),
});

export interface ListParams<S extends string> {
  page: number;
  q: string;
  /** One of the list's statuses, or null for all. */
  status: S | null;
}

/** Reads a list's parameters; `statuses` are the values its status filter accepts (none: no filter). */
export function parseListParams<S extends string = never>(
  searchParams: URLSearchParams,
  statuses: readonly S[] = [],
): ListParams<S> {
  const parsed = listParamsSchema.parse({
    page: searchParams.get("page") ?? undefined,
    q: searchParams.get("q") ?? undefined,
    status: searchParams.get("status"),
  });
  return { page: parsed.page, q: parsed.q, status: isOneOf(statuses, parsed.status) ? parsed.status : null };
}
