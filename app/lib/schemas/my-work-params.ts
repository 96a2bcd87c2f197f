import { FINISHED_JOBS } from "~/lib/job-rules";
import { JOB_SORTS, type JobSort } from "~/lib/lead-rules";
import { todayInUk } from "~/lib/uk-time";
import { JOB_STATUSES, type JobStatus } from "~/lib/vocabulary";
import { z } from "~/lib/zod";
import { MAX_SEARCH_LENGTH, pageParam } from "./list-params";

export const DEFAULT_JOB_SORT: JobSort = JOB_SORTS[0];

/**
 * The screens that list a company's jobs, one view of the same data each: My work (every job),
 * Reservations (jobs booked to come) and History (finished jobs). Each says which statuses it
 * shows (its status filter offers them when there are several), its first order, and the
 * `backOffice` sub-object of its texts (title, empty state).
 */
export const JOB_LISTS = {
  work: { statuses: JOB_STATUSES, defaultSort: DEFAULT_JOB_SORT, texts: "myWork" },
  reservations: { statuses: ["upcoming"], defaultSort: DEFAULT_JOB_SORT, texts: "reservations" },
  history: { statuses: FINISHED_JOBS, defaultSort: "pickup_desc", texts: "history" },
} as const satisfies Record<
  string,
  { statuses: readonly JobStatus[]; defaultSort: JobSort; texts: "myWork" | "reservations" | "history" }
>;

export type JobListId = keyof typeof JOB_LISTS;

/** A list of days, or a calendar of a month or a week. */
export const JOB_VIEWS = ["list", "month", "week"] as const;
export type JobView = (typeof JOB_VIEWS)[number];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD ("2026-02-30" is not one). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export interface MyWorkParams {
  q: string;
  /** One job status, or null for every status of the list. */
  status: JobStatus | null;
  sort: JobSort;
  view: JobView;
  /** The day the calendar shows (its month or week); today in the UK by default. */
  date: string;
  /**
   * The list view's page (a calendar shows all of its days' jobs); null when the URL names none,
   * and then a list in order of earliest pickup opens on the page of today's jobs.
   */
  page: number | null;
}

/**
 * A job list's query string: `q` (a job ID or part of one), `status`, `sort`, `view` and `date`.
 * Like every list's, it is typed by people and kept in bookmarks, so a bad value falls back to
 * the default (no search, all the list's statuses, its first order, the list view, today)
 * instead of failing the page.
 */
export function parseMyWorkParams(
  searchParams: URLSearchParams,
  { list = "work", now = new Date() }: { list?: JobListId; now?: Date } = {},
): MyWorkParams {
  const { date, ...params } = MY_WORK_PARAMS[list].parse({
    q: searchParams.get("q") ?? undefined,
    status: searchParams.get("status"),
    sort: searchParams.get("sort") ?? undefined,
    view: searchParams.get("view") ?? undefined,
    date: searchParams.get("date") ?? undefined,
    page: searchParams.get("page") || null,
  });
  return { ...params, date: date ?? todayInUk(now) };
}

function myWorkParamsOf(list: JobListId) {
  const { statuses, defaultSort } = JOB_LISTS[list];
  return z.object({
    q: z.pipe(
      z.catch(z.string(), ""),
      z.transform((q: string) => q.trim().slice(0, MAX_SEARCH_LENGTH)),
    ),
    status: z.catch(z.nullable(z.enum(statuses)), null),
    sort: z.catch(z.enum(JOB_SORTS), defaultSort),
    view: z.catch(z.enum(JOB_VIEWS), "list"),
    // Today is filled in after parsing: the schema is made once per list, not per request.
    date: z.catch(z.nullable(z.string().check(z.refine(isIsoDate))), null),
    page: z.nullable(pageParam),
  });
}

/** Each list's schema, made once: zod compiles an object's parser when it first parses with it. */
const MY_WORK_PARAMS = {
  work: myWorkParamsOf("work"),
  reservations: myWorkParamsOf("reservations"),
  history: myWorkParamsOf("history"),
} satisfies Record<JobListId, unknown>;

/**
 * The query string of a job list with `changes` applied, leaving out what is the default (so
 * links stay short and the list's Clear link is the bare path).
 */
export function jobListQuery(
  list: JobListId,
  params: MyWorkParams,
  changes: Partial<MyWorkParams>,
  today: string,
): string {
  const next = { ...params, ...changes };
  const query = new URLSearchParams();
  if (next.q) query.set("q", next.q);
  if (next.status) query.set("status", next.status);
  if (next.sort !== JOB_LISTS[list].defaultSort) query.set("sort", next.sort);
  if (next.view !== "list") query.set("view", next.view);
  if (next.view !== "list" && next.date !== today) query.set("date", next.date);
  const search = query.toString();
  return search ? `?${search}` : "";
}
