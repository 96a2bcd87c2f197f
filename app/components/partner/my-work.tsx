import { ArrowRight, Search } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { StatusBadge, toneOf } from "~/components/data-table/status";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect, NativeSelectOption } from "~/components/ui/native-select";
import { formatPounds } from "~/lib/format";
import { JOB_SORTS } from "~/lib/lead-rules";
import { MAX_SEARCH_LENGTH } from "~/lib/schemas/list-params";
import { DEFAULT_JOB_SORT, type MyWorkParams } from "~/lib/schemas/my-work-params";
import { JOB_STATUSES } from "~/lib/vocabulary";
import type { JobItem } from "~/server/jobs/company-jobs.server";
import type { WorkCounts } from "~/server/leads/find-work.server";
import { BACK_OFFICE_SCREENS, screenById, screenHref } from "./back-office-screens";

/**
 * My work's parts: the glance strip of the other counted screens, the search and filter form
 * (a GET form: the URL holds `q`, `status` and `sort`, and the server applies them), the jobs
 * grouped by day, and the two empty states.
 */

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
          const Icon = screen.icon;
          return (
            <li key={screen.id}>
              <Link
                to={screenHref(screen)}
                className="flex h-full flex-col gap-0.5 rounded-md border border-border bg-background px-3 py-2 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="flex items-center justify-between gap-2 font-medium text-sm">
                  <span className="flex items-center gap-1.5">
                    <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
                    {t(`screens.${screen.id}.label`)}
                  </span>
                  <span className="font-bold text-base tabular-nums">{counts[count]}</span>
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

export function MyWorkFilters({ params }: { params: MyWorkParams }) {
  const { t } = useTranslation("backOffice");
  const { pathname } = useLocation();
  const id = useId();
  const changed = params.q !== "" || params.status !== null || params.sort !== DEFAULT_JOB_SORT;
  return (
    <Form method="get" role="search" aria-label={t("myWork.filters")} className="flex flex-wrap items-end gap-3">
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
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-status`}>{t("myWork.status")}</Label>
        <NativeSelect id={`${id}-status`} name="status" defaultValue={params.status ?? ""}>
          <NativeSelectOption value="">{t("myWork.allStatuses")}</NativeSelectOption>
          {JOB_STATUSES.map((status) => (
            <NativeSelectOption key={status} value={status}>
              {t(`myWork.statuses.${status}`)}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>
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
        <Search aria-hidden="true" />
        {t("myWork.apply")}
      </Button>
      {changed ? (
        <Link to={pathname} className="self-center font-medium text-brand-700 text-sm underline underline-offset-4">
          {t("myWork.clear")}
        </Link>
      ) : null}
    </Form>
  );
}

/** The UK day of a group ("2026-06-12") as a heading: "Friday 12 June 2026". */
export function dayHeading(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
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
  const endsSameDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(to) === day;
  return new Intl.DateTimeFormat(locale, {
    ...(endsSameDay ? {} : { day: "numeric", month: "short" }),
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/London",
  }).formatRange(from, to);
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
                  key={job.reference}
                  className="grid gap-x-4 gap-y-1 rounded-lg border border-border bg-background p-4 sm:grid-cols-[1fr_auto]"
                >
                  <div className="grid min-w-0 gap-1">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-mono font-semibold text-sm">
                        <span className="sr-only">{t("myWork.reference")}: </span>
                        {job.reference}
                      </span>
                      <StatusBadge tone={toneOf(job.status)}>{t(`myWork.statuses.${job.status}`)}</StatusBadge>
                    </p>
                    <p className="font-medium">{job.title}</p>
                    <p className="text-muted-foreground text-sm">
                      <span className="sr-only">{t("myWork.pickup")}: </span>
                      <time dateTime={job.pickupFrom}>{pickupWindow(job, day, locale)}</time>
                    </p>
                    <p className="flex flex-wrap items-center gap-1.5 text-sm">
                      <span className="sr-only">{t("myWork.route", { from: job.fromTown, to: job.toTown })}</span>
                      <span aria-hidden="true" className="flex items-center gap-1.5">
                        {job.fromTown}
                        <ArrowRight className="size-3.5 text-muted-foreground" />
                        {job.toTown}
                      </span>
                    </p>
                  </div>
                  <div className="flex items-center gap-3 sm:flex-col sm:items-end sm:justify-between">
                    <p className="font-bold text-lg tabular-nums">
                      <span className="sr-only">{t("myWork.price")}: </span>
                      {formatPounds(job.pricePence, locale)}
                    </p>
                    {job.assigned ? null : <Badge variant="outline">{t("myWork.unassigned")}</Badge>}
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

/** Nothing to list: the filters found nothing, or the company has no job yet. */
export function MyWorkEmpty({ hasJobs }: { hasJobs: boolean }) {
  const { t } = useTranslation("backOffice");
  if (hasJobs) {
    return (
      <p className="rounded-lg border border-border border-dashed bg-background p-6 text-center text-muted-foreground">
        {t("myWork.noResults")}
      </p>
    );
  }
  return (
    <div className="grid justify-items-start gap-3 rounded-lg border border-border border-dashed bg-background p-6">
      <h2 className="font-semibold text-lg">{t("myWork.noJobsTitle")}</h2>
      <p className="max-w-2xl text-muted-foreground">{t("myWork.noJobs")}</p>
      <Button asChild>
        <Link to={screenHref(screenById("findWork"))}>
          <Search aria-hidden="true" />
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
