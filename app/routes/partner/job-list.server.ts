import { requestT } from "~/i18n/catalogues.server";
import { calendarRange } from "~/lib/job-calendar";
import { JOB_LISTS, type JobListId, parseMyWorkParams } from "~/lib/schemas/my-work-params";
import { todayInUk } from "~/lib/uk-time";
import type { PartnerContext } from "~/server/auth/guards.server";
import { listJobsByDay } from "~/server/jobs/company-jobs.server";
import { scopeOf } from "~/server/partners/company-scope.server";

/**
 * The one loader of the screens that list jobs (My work, Reservations, History): the list's
 * statuses, the page's search, filter and sort, and for a calendar view the days it shows.
 */

export async function loadJobList(request: Request, partner: PartnerContext, list: JobListId) {
  const now = new Date();
  const params = parseMyWorkParams(new URL(request.url).searchParams, { list, now });
  const calendar = params.view === "list" ? null : calendarRange(params.view, params.date);
  const jobs = await listJobsByDay(scopeOf(partner), {
    ...params,
    statuses: JOB_LISTS[list].statuses,
    pickupDays: calendar
      ? { first: calendar.days[0] ?? params.date, last: calendar.days.at(-1) ?? params.date }
      : undefined,
  });
  return {
    list,
    params,
    calendar,
    today: todayInUk(now),
    ...jobs,
    metaTitle: requestT(request, "backOffice")(`${JOB_LISTS[list].texts}.title`),
  };
}

export type JobListData = Awaited<ReturnType<typeof loadJobList>>;
