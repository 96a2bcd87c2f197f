import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, useLocation } from "react-router";
import { StatusDot, toneOf } from "~/components/data-table/status";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/use-translation";
import { cn } from "~/lib/cn";
import { dateTimeFormat } from "~/lib/format";
import type { CalendarRange } from "~/lib/job-calendar";
import { partnerJobPath } from "~/lib/job-rules";
import { type JobListId, jobListQuery, type MyWorkParams } from "~/lib/schemas/my-work-params";
import type { JobItem } from "~/server/jobs/company-jobs.server";
import { routeLabel } from "./job-route";

/**
 * The job lists' calendar: a month as a table of weeks, or a week as seven days side by side
 * (stacked on a phone). Every job is a link to its page and the previous, today and next links
 * move through months or weeks, so the calendar is used with the Tab key like the rest of the
 * page. Days and times are the UK's.
 */

const dayFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  dateTimeFormat(locale, { ...options, timeZone: "UTC" });

function dayDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function pickupTime(job: JobItem, locale: string): string {
  return dateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone: "Europe/London" }).format(
    new Date(job.pickupFrom),
  );
}

interface CalendarProps {
  list: JobListId;
  params: MyWorkParams;
  calendar: CalendarRange;
  days: { day: string; jobs: JobItem[] }[];
  today: string;
}

export function JobCalendar({ list, params, calendar, days, today }: CalendarProps) {
  const { t, i18n } = useTranslation("backOffice");
  const locale = i18n.language;
  const { pathname } = useLocation();
  const href = (changes: Partial<MyWorkParams>) => `${pathname}${jobListQuery(list, params, changes, today)}`;
  const jobsByDay = new Map(days.map((group) => [group.day, group.jobs]));
  const first = calendar.days[0] ?? calendar.anchor;
  const last = calendar.days.at(-1) ?? calendar.anchor;
  const title =
    calendar.view === "month"
      ? dayFormat(locale, { month: "long", year: "numeric" }).format(dayDate(calendar.anchor))
      : dayFormat(locale, { day: "numeric", month: "long", year: "numeric" }).formatRange(
          dayDate(first),
          dayDate(last),
        );
  const unit = calendar.view;

  return (
    <section aria-labelledby="calendar-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="calendar-title" className="font-semibold text-lg" aria-live="polite">
          {title}
        </h2>
        <nav aria-label={t(`jobs.calendar.navigation.${unit}`)} className="flex items-center gap-1">
          <Button asChild variant="outline" size="sm">
            <Link to={href({ date: calendar.previous })} aria-label={t(`jobs.calendar.previous.${unit}`)}>
              <ChevronLeft aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={href({ date: today })}>{t("jobs.calendar.today")}</Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={href({ date: calendar.next })} aria-label={t(`jobs.calendar.next.${unit}`)}>
              <ChevronRight aria-hidden="true" />
            </Link>
          </Button>
        </nav>
      </div>
      {calendar.view === "month" ? (
        <MonthGrid
          calendar={calendar}
          jobsByDay={jobsByDay}
          today={today}
          weekHref={(day) => href({ view: "week", date: day })}
        />
      ) : (
        <WeekDays calendar={calendar} jobsByDay={jobsByDay} today={today} />
      )}
    </section>
  );
}

function MonthGrid({
  calendar,
  jobsByDay,
  today,
  weekHref,
}: {
  calendar: CalendarRange;
  jobsByDay: Map<string, JobItem[]>;
  today: string;
  weekHref: (day: string) => string;
}) {
  const { t, i18n } = useTranslation("backOffice");
  const locale = i18n.language;
  const weeks: string[][] = [];
  for (let index = 0; index < calendar.days.length; index += 7) weeks.push(calendar.days.slice(index, index + 7));
  const month = calendar.anchor.slice(0, 7);
  const weekday = dayFormat(locale, { weekday: "short" });
  const fullDay = dayFormat(locale, { weekday: "long", day: "numeric", month: "long" });

  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">{t("jobs.calendar.monthCaption")}</caption>
      <thead>
        <tr>
          {(weeks[0] ?? []).map((day) => (
            <th key={day} scope="col" className="pb-1 font-medium text-muted-foreground text-xs">
              {weekday.format(dayDate(day))}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const jobs = jobsByDay.get(day) ?? [];
              const inMonth = day.startsWith(month);
              return (
                <td
                  key={day}
                  aria-current={day === today ? "date" : undefined}
                  className={cn(
                    "h-20 border border-border p-1 align-top sm:h-28",
                    inMonth ? "bg-background" : "bg-muted/40 text-muted-foreground",
                  )}
                >
                  <span
                    className={cn(
                      "inline-flex size-6 items-center justify-center rounded-full text-xs tabular-nums",
                      day === today && "bg-brand-700 font-semibold text-white",
                    )}
                  >
                    <span className="sr-only">{fullDay.format(dayDate(day))}</span>
                    <span aria-hidden="true">{Number(day.slice(8))}</span>
                  </span>
                  {jobs.length > 0 ? (
                    <>
                      {/* On a phone a day shows how many jobs it has, leading to its week. */}
                      <Link
                        to={weekHref(day)}
                        className="mt-1 flex items-center justify-center rounded bg-brand-100 px-1 font-semibold text-brand-950 text-xs focus-visible:outline-2 focus-visible:outline-ring sm:hidden"
                      >
                        <span className="sr-only">
                          {t("jobs.calendar.jobsOnDay", { count: jobs.length, day: fullDay.format(dayDate(day)) })}
                        </span>
                        <span aria-hidden="true">{jobs.length}</span>
                      </Link>
                      <ul className="mt-1 hidden gap-0.5 sm:grid">
                        {jobs.map((job) => (
                          <li key={job.id}>
                            <Link
                              to={partnerJobPath(job.id)}
                              className="flex items-center gap-1 truncate rounded px-1 text-xs hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                            >
                              <StatusDot tone={toneOf(job.status)} />
                              <span className="tabular-nums">{pickupTime(job, locale)}</span>
                              <span className="truncate font-mono">{job.reference}</span>
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function WeekDays({
  calendar,
  jobsByDay,
  today,
}: {
  calendar: CalendarRange;
  jobsByDay: Map<string, JobItem[]>;
  today: string;
}) {
  const { t, i18n } = useTranslation("backOffice");
  const locale = i18n.language;
  const heading = dayFormat(locale, { weekday: "long", day: "numeric", month: "short" });
  return (
    <ol className="grid gap-2 lg:grid-cols-7">
      {calendar.days.map((day) => {
        const jobs = jobsByDay.get(day) ?? [];
        return (
          <li
            key={day}
            aria-current={day === today ? "date" : undefined}
            className={cn(
              "grid content-start gap-2 rounded-lg border border-border bg-background p-2",
              day === today && "border-brand-600",
            )}
          >
            <h3 className="font-semibold text-sm">{heading.format(dayDate(day))}</h3>
            {jobs.length === 0 ? (
              <p className="text-muted-foreground text-xs">{t("jobs.calendar.noJobs")}</p>
            ) : (
              <ul className="grid gap-1.5">
                {jobs.map((job) => (
                  <li key={job.id}>
                    <Link
                      to={partnerJobPath(job.id)}
                      className="grid gap-0.5 rounded-md border border-border p-2 text-xs hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      <span className="flex items-center gap-1.5">
                        <StatusDot tone={toneOf(job.status)} />
                        <span className="font-mono font-semibold">{job.reference}</span>
                      </span>
                      <span className="tabular-nums">
                        {pickupTime(job, locale)} · {t(`myWork.statuses.${job.status}`)}
                      </span>
                      <span className="truncate">{routeLabel(t, job)}</span>
                      {job.agreedDate ? <span className="text-muted-foreground">{t("myWork.agreedDay")}</span> : null}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
