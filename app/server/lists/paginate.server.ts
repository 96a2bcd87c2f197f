import { count, ilike, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgSelect } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";

/** Rows per page of every admin list. */
export const PAGE_SIZE = 25;

/** One page of a list: the same shape for every paged service. */
export interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  pageCount: number;
  /** True when counting stopped at `total`: there are more rows, and pages after `pageCount`. */
  totalCapped: boolean;
}

/**
 * The one paging helper: counts the matching rows, keeps the page inside 1..pageCount (a stale
 * link past the end shows the last page) and fetches that page's window, together with the count.
 *
 * `count` and `rows` share the caller's WHERE, so the total always describes the listed rows.
 *
 * With `countCap`, a list that can hold millions of rows is counted only up to that many rows
 * (or up to the asked page, when it lies further): `count` is given the number of rows to stop
 * at, and a total that reaches it is shown as "at least" (`totalCapped`). Without a cap,
 * `paginateInOneRead` gives the same page in one query.
 */
export async function paginate<T>({
  page,
  pageSize = PAGE_SIZE,
  countCap,
  count,
  rows,
}: {
  page: number;
  pageSize?: number;
  countCap?: number;
  count: (stopAt: number) => PromiseLike<number>;
  rows: (window: { limit: number; offset: number }) => PromiseLike<T[]>;
}): Promise<Page<T>> {
  const asked = Math.max(1, Math.trunc(page) || 1);
  const atMost = countCap === undefined ? Number.POSITIVE_INFINITY : Math.max(countCap, asked * pageSize);
  const windowOf = (shown: number) => ({ limit: pageSize, offset: (shown - 1) * pageSize });
  // The asked page is read while counting (one round trip): it is the page shown unless it lies past the end.
  const [counted, askedRows] = await Promise.all([count(atMost + 1), rows(windowOf(asked))]);
  const totalCapped = counted > atMost;
  const total = totalCapped ? atMost : counted;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(asked, pageCount);
  const found = current === asked ? askedRows : await rows(windowOf(current));
  return { rows: found, total, page: current, pageCount, totalCapped };
}

/** The number of rows the query matches, on each of its rows: select it as `total` for `paginateInOneRead`. */
export const totalOfList = sql<number>`(count(*) over ())::int`;

/**
 * `paginate` without a cap, in one query where it can: `rows` reads the asked page with the
 * list's total on each row (`totalOfList`), so the matching rows are found once rather than
 * counted and then found again. Only a page past the end reads no rows and so no total: that
 * page is counted and the last page read, as `paginate` would.
 */
export async function paginateInOneRead<Row extends { total: number }>({
  page,
  pageSize = PAGE_SIZE,
  count,
  rows,
}: {
  page: number;
  pageSize?: number;
  count: () => PromiseLike<number>;
  rows: (window: { limit: number; offset: number }) => PromiseLike<Row[]>;
}): Promise<Page<Omit<Row, "total">>> {
  const asked = Math.max(1, Math.trunc(page) || 1);
  const found = await rows({ limit: pageSize, offset: (asked - 1) * pageSize });
  if (found.length === 0 && asked > 1) {
    // A page past the end (a stale link) brings no total: it is counted and the last page read.
    const total = await count();
    const pageCount = Math.max(1, Math.ceil(total / pageSize));
    const current = Math.min(asked, pageCount);
    const shown = current === asked ? [] : await rows({ limit: pageSize, offset: (current - 1) * pageSize });
    return { rows: withoutTotal(shown), total, page: current, pageCount, totalCapped: false };
  }
  const total = found[0]?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return { rows: withoutTotal(found), total, page: asked, pageCount, totalCapped: false };
}

function withoutTotal<Row extends { total: number }>(found: Row[]): Omit<Row, "total">[] {
  return found.map(({ total: _total, ...row }) => row);
}

/**
 * How many rows a query yields, counting no further than `stopAt` (see `countCap`): give it the
 * list's select of one column with `.$dynamic()`.
 */
export async function countUpTo(db: Database, query: PgSelect, stopAt: number): Promise<number> {
  const [row] = await countUpToQuery(db, query, stopAt);
  return row?.rows ?? 0;
}

/** countUpTo's statement, unrun: to count in one statement with others (a scalar subquery). */
export function countUpToQuery(db: Database, query: PgSelect, stopAt: number) {
  return db.select({ rows: count() }).from(query.limit(stopAt).as("limited"));
}

/** `%term%` for ILIKE with the wildcard characters of the term escaped. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Case-insensitive "contains" over any of the columns; undefined (no condition) for no search. */
export function matchesSearch(search: string, columns: AnyPgColumn[]): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(...columns.map((column) => ilike(column, pattern)));
}
