import { ilike, or, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** Rows per page of every admin list. */
export const PAGE_SIZE = 25;

/** One page of a list: the same shape for every paged service. */
export interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  pageCount: number;
}

/**
 * The one paging helper: counts the matching rows, keeps the page inside 1..pageCount (a stale
 * link past the end shows the last page) and fetches that page's window.
 *
 * `count` and `rows` share the caller's WHERE, so the total always describes the listed rows.
 */
export async function paginate<T>({
  page,
  pageSize = PAGE_SIZE,
  count,
  rows,
}: {
  page: number;
  pageSize?: number;
  count: () => PromiseLike<number>;
  rows: (window: { limit: number; offset: number }) => PromiseLike<T[]>;
}): Promise<Page<T>> {
  const total = await count();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  const found = await rows({ limit: pageSize, offset: (current - 1) * pageSize });
  return { rows: found, total, page: current, pageCount };
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
