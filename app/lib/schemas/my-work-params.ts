import { z } from "zod";
import { JOB_SORTS, type JobSort } from "~/lib/lead-rules";
import { JOB_STATUSES, type JobStatus } from "~/lib/vocabulary";
import { MAX_SEARCH_LENGTH } from "./list-params";

export const DEFAULT_JOB_SORT: JobSort = JOB_SORTS[0];

/**
 * My work's query string: `q` (a job ID or part of one), `status` and `sort`. Like every list's,
 * it is typed by people and kept in bookmarks, so a bad value falls back to the default (no
 * search, all statuses, earliest pickup first) instead of failing the page.
 */
const myWorkParamsSchema = z.object({
  q: z
    .string()
    .catch("")
    .transform((q) => q.trim().slice(0, MAX_SEARCH_LENGTH)),
  status: z.enum(JOB_STATUSES).nullable().catch(null),
  sort: z.enum(JOB_SORTS).catch(DEFAULT_JOB_SORT),
});

export interface MyWorkParams {
  q: string;
  /** One job status, or null for all. */
  status: JobStatus | null;
  sort: JobSort;
}

export function parseMyWorkParams(searchParams: URLSearchParams): MyWorkParams {
  return myWorkParamsSchema.parse({
    q: searchParams.get("q") ?? undefined,
    status: searchParams.get("status"),
    sort: searchParams.get("sort") ?? undefined,
  });
}
