import { type ReactNode, useId } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { StatusBadge, toneOf } from "~/components/data-table/status";
import { ScreenHeading } from "~/components/layout/screen-heading";
import { Pagination } from "~/components/navigation/pagination";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { type BackOfficeIconName, SpriteIcon } from "~/components/ui/icon";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect, NativeSelectOption } from "~/components/ui/native-select";
import { useTranslation } from "~/i18n/use-translation";
import { cn } from "~/lib/cn";
import { dateTimeFormat, formatPounds } from "~/lib/format";
import { partnerJobPath } from "~/lib/job-rules";
import { JOB_SORTS, workCountLabel } from "~/lib/lead-rules";
import { MAX_SEARCH_LENGTH } from "~/lib/schemas/list-params";
import {
  JOB_LISTS,
  JOB_VIEWS,
  type JobListId,
  type JobView,
  jobListQuery,
  type MyWorkParams,
} from "~/lib/schemas/my-work-params";
import type { JobListData } from "~/routes/partner/job-list.server";
import type { JobItem } from "~/server/jobs/company-jobs.server";
import type { WorkCounts } from "~/server/partners/work-counts.server";
import { BACK_OFFICE_SCREENS, screenById } from "./back-office-screens";
import { JobCalendar } from "./job-calendar";
import { JobRoute } from "./job-route";
import { JobTitle } from "./job-title";

/**
 * The job lists (My work, Reservations, History: one page, three views of the same jobs) and
 * their parts: the glance strip of the other counted screens (My work only), the search and
 * filter form (a GET form: the URL holds `q`, `status`, `sort`, `view` and `date`, and the
 * server applies them), the list-or-calendar switch, the jobs grouped by day or on a calendar,
 * and the empty states.
 */

/**
 * A job list's page; `glance` (My work's) shows the counts of the other screens above it, and
 * `notice` (My work's profile checklist) comes first under the title.
 */
export function JobListPage({ data, glance, notice }: { data: JobListData; glance?: WorkCounts; notice?: ReactNode }) {
  const { list, params, calendar, days, total, page, pageCount, hasJobs, today } = data;
  const texts = JOB_LISTS[list].texts;
  const { t } = useTranslation("backOffice");
  const loading = useListLoading();
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <div className="grid gap-1">
        <ScreenHeading>{t(`${texts}.title`)}</ScreenHeading>
        {texts === "myWork" ? null : <p className="text-muted-foreground">{t(`${texts}.intro`)}</p>}
      </div>
      {notice}
      {glance ? <GlanceStrip counts={glance} /> : null}
      {hasJobs ? (
        <div className="grid gap-4">
          <ViewSwitch list={list} params={params} today={today} />
          <MyWorkFilters key={JSON.stringify(params)} list={list} params={params} />
        </div>
      ) : null}
      <section aria-label={t(`${texts}.title`)} aria-busy={loading} className="grid gap-4">
        <p role="status" className="text-muted-foreground text-sm">
          {loading
            ? t("myWork.loading")
            : hasJobs
              ? t(calendar ? `jobs.calendar.results.${calendar.view}` : "myWork.results", { count: total })
              : null}
        </p>
        {!hasJobs ? (
          <MyWorkEmpty list={list} hasJobs={false} />
        ) : calendar ? (
          <JobCalendar list={list} params={params} calendar={calendar} days={days} today={today} />
        ) : total > 0 ? (
          <>
            <JobDays days={days} />
            <Pagination page={page} pageCount={pageCount} firstPageInUrl />
          </>
        ) : (
          <MyWorkEmpty list={list} hasJobs />
        )}
      </section>
    </div>
  );
}

const VIEW_ICONS: Record<JobView, BackOfficeIconName> = {
  list: "list",
  month: "calendar-days",
  week: "calendar-range",
};

/** List, month or week: links (the URL's `view`), the current one marked. */
function ViewSwitch({ list, params, today }: { list: JobListId; params: MyWorkParams; today: string }) {
  const { t } = useTranslation("backOffice");
  const { pathname } = useLocation();
  return (
    <nav aria-label={t("jobs.views.label")}>
      <ul className="inline-flex rounded-md border border-border bg-background p-0.5">
        {JOB_VIEWS.map((view) => {
          const current = params.view === view;
          return (
            <li key={view}>
              <Link
                to={`${pathname}${jobListQuery(list, params, { view }, today)}`}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "flex items-center gap-1.5 rounded px-3 py-1.5 font-medium text-sm focus-visible:outline-2 focus-visible:outline-ring",
                  current ? "bg-brand-700 text-white" : "text-foreground hover:bg-muted",
                )}
              >
                <SpriteIcon sprite="back-office-icons" name={VIEW_ICONS[view]} className="size-4" />
                {t(`jobs.views.${view}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The counted screens other than My work itself, whose jobs are listed right below. */
const GLANCED = BACK_OFFICE_SCREENS.flatMap((screen) =>
  screen.count && screen.count !== "myWork" ? [{ screen, count: screen.count }] : [],
);

export function GlanceStrip({ counts }: { counts: WorkCounts }) {
  const { t } = useTranslation("backOffice");
  return (
    <section aria-labelledby="glance-title">
      <h2 id="glance-title" className="sr-only">
        {t("myWork.glance")}
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        {GLANCED.map(({ screen, count }) => {
          return (
            <li key={screen.id}>
              <Link
                to={screen.href}
                className="flex h-full flex-col gap-0.5 rounded-md border border-border bg-background px-3 py-2 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="flex items-center justify-between gap-2 font-medium text-sm">
                  <span className="flex items-center gap-1.5">
                    <SpriteIcon
                      sprite="back-office-icons"
                      name={screen.icon}
                      className="size-4 text-muted-foreground"
                    />
                    {t(`screens.${screen.id}.label`)}
                  </span>
                  <span className="font-bold text-base tabular-nums">{workCountLabel(counts[count])}</span>
                </span>
                <span className="line-clamp-2 text-muted-foreground text-xs">{t(`myWork.counts.${count}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function MyWorkFilters({ list, params }: { list: JobListId; params: MyWorkParams }) {
  const { t } = useTranslation("backOffice");
  const { pathname } = useLocation();
  const id = useId();
  const { statuses, defaultSort } = JOB_LISTS[list];
  const changed = params.q !== "" || params.status !== null || params.sort !== defaultSort;
  // Clearing keeps the calendar where it is.
  const cleared = params.view === "list" ? pathname : `${pathname}?view=${params.view}&date=${params.date}`;
  return (
    <Form method="get" role="search" aria-label={t("myWork.filters")} className="flex flex-wrap items-end gap-3">
      {params.view === "list" ? null : (
        <>
          <input type="hidden" name="view" value={params.view} />
          <input type="hidden" name="date" value={params.date} />
        </>
      )}
      <div className="grid min-w-48 flex-1 gap-1.5">
        <Label htmlFor={`${id}-q`}>{t("myWork.search")}</Label>
        <Input
          id={`${id}-q`}
          name="q"
          type="search"
          defaultValue={params.q}
          placeholder={t("myWork.searchPlaceholder")}
          maxLength={MAX_SEARCH_LENGTH}
          autoComplete="off"
        />
      </div>
      {statuses.length > 1 ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-status`}>{t("myWork.status")}</Label>
          <NativeSelect id={`${id}-status`} name="status" defaultValue={params.status ?? ""}>
            <NativeSelectOption value="">{t("myWork.allStatuses")}</NativeSelectOption>
            {statuses.map((status) => (
              <NativeSelectOption key={status} value={status}>
                {t(`myWork.statuses.${status}`)}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-sort`}>{t("myWork.sort")}</Label>
        <NativeSelect id={`${id}-sort`} name="sort" defaultValue={params.sort}>
          {JOB_SORTS.map((sort) => (
            <NativeSelectOption key={sort} value={sort}>
              {t(`myWork.sorts.${sort}`)}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" variant="outline">
        <SpriteIcon sprite="back-office-icons" name="search" />
        {t("myWork.apply")}
      </Button>
      {changed ? (
        <Link to={cleared} className="self-center font-medium text-brand-700 text-sm underline underline-offset-4">
          {t("myWork.clear")}
        </Link>
      ) : null}
    </Form>
  );
}

/** The UK day of a group ("2026-06-12") as a heading: "Friday 12 June 2026". */
export function dayHeading(day: string, locale: string): string {
  return dateTimeFormat(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}

/** A pickup window in UK time: "08:00–18:00" within its day, with the dates when it spans several. */
export function pickupWindow(job: Pick<JobItem, "pickupFrom" | "pickupTo">, day: string, locale: string): string {
  const from = new Date(job.pickupFrom);
  const to = new Date(job.pickupTo);
  const endsSameDay = dateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(to) === day;
  return dateTimeFormat(locale, {
    ...(endsSameDay ? {} : { day: "numeric", month: "short" }),
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/London",
  }).formatRange(from, to);
}

/** When a job is on, in a list grouped by day: its pickup window, or the day agreed with the customer. */
export function JobPickup({ job, day }: { job: Pick<JobItem, "pickupFrom" | "pickupTo" | "agreedDate">; day: string }) {
  const { t, i18n } = useTranslation("backOffice");
  return (
    <p className="text-muted-foreground text-sm">
      <span className="sr-only">{t("myWork.pickup")}: </span>
      <time dateTime={job.pickupFrom}>{pickupWindow(job, day, i18n.language)}</time>
      {job.agreedDate ? ` · ${t("myWork.agreedDay")}` : null}
    </p>
  );
}

export function JobDays({ days }: { days: { day: string; jobs: JobItem[] }[] }) {
  const { t, i18n } = useTranslation("backOffice");
  const locale = i18n.language;
  return (
    <div className="grid gap-6">
      {days.map(({ day, jobs }) => {
        const heading = dayHeading(day, locale);
        return (
          <section key={day} aria-label={t("myWork.jobsOn", { day: heading })} className="grid gap-2">
            <h2 className="font-semibold text-base">{heading}</h2>
            <ul className="grid gap-2">
              {jobs.map((job) => (
                <li
                  key={job.id}
                  className="relative grid gap-x-4 gap-y-1 rounded-lg border border-border bg-background p-4 focus-within:outline-2 focus-within:outline-ring hover:border-brand-600 sm:grid-cols-[1fr_auto]"
                >
                  <div className="grid min-w-0 gap-1">
                    <p className="flex flex-wrap items-center gap-2">
                      {/* The whole card opens the job: the link's box covers it. */}
                      <Link
                        to={partnerJobPath(job.id)}
                        className="font-mono font-semibold text-sm after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
                      >
                        <span className="sr-only">{t("myWork.reference")}: </span>
                        {job.reference}
                      </Link>
                      <StatusBadge tone={toneOf(job.status)}>{t(`myWork.statuses.${job.status}`)}</StatusBadge>
                    </p>
                    <JobTitle job={job} className="font-medium" />
                    <JobPickup job={job} day={day} />
                    <JobRoute fromTown={job.fromTown} toTown={job.toTown} />
                  </div>
                  <div className="flex flex-wrap items-center gap-3 sm:flex-col sm:items-end sm:justify-between">
                    <p className="font-bold text-lg tabular-nums">
                      <span className="sr-only">{t("myWork.price")}: </span>
                      {formatPounds(job.pricePence, locale)}
                    </p>
                    <JobCrew driverName={job.driverName} numberPlate={job.numberPlate} />
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** A job's driver and vehicle plate, or 'Unassigned' while it has neither. */
export function JobCrew({ driverName, numberPlate }: { driverName: string | null; numberPlate: string | null }) {
  const { t } = useTranslation("backOffice");
  if (!driverName && !numberPlate) return <Badge variant="outline">{t("myWork.unassigned")}</Badge>;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      {driverName ? (
        <span>
          <span className="sr-only">{t("jobs.driver")}: </span>
          {driverName}
        </span>
      ) : null}
      {numberPlate ? (
        <Badge variant="outline" className="font-mono">
          <span className="sr-only">{t("jobs.vehicle")}: </span>
          {numberPlate}
        </Badge>
      ) : null}
    </p>
  );
}

/** Nothing to list: the filters found nothing, or the list has no job yet. */
export function MyWorkEmpty({ list, hasJobs }: { list: JobListId; hasJobs: boolean }) {
  const { t } = useTranslation("backOffice");
  const texts = JOB_LISTS[list].texts;
  if (hasJobs) {
    return (
      <p className="rounded-lg border border-border border-dashed bg-background p-6 text-center text-muted-foreground">
        {t("myWork.noResults")}
      </p>
    );
  }
  return (
    <div className="grid justify-items-start gap-3 rounded-lg border border-border border-dashed bg-background p-6">
      <h2 className="font-semibold text-lg">{t(`${texts}.noJobsTitle`)}</h2>
      <p className="max-w-2xl text-muted-foreground">{t(`${texts}.noJobs`)}</p>
      <Button asChild>
        <Link to={screenById("findWork").href}>
          <SpriteIcon sprite="back-office-icons" name="search" />
          {t("screens.findWork.label")}
        </Link>
      </Button>
    </div>
  );
}

/** True while the page is loading its next version (after Apply, or a clear link). */
export function useListLoading(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === "loading" && navigation.location.pathname === location.pathname;
}
