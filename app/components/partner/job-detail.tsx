import { ArrowLeft, Ban, CalendarCheck, CircleCheck, Play, Undo2 } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Link, useFetcher } from "react-router";
import { StatusBadge, toneOf } from "~/components/data-table/status";
import { ConfirmAction } from "~/components/forms/confirm-action";
import { FormDialog } from "~/components/forms/form-dialog";
import { useFormErrors } from "~/components/forms/use-message";
import { useResultToast } from "~/components/forms/use-result-toast";
import { ScreenHeading } from "~/components/layout/screen-heading";
import { PropertiesSection } from "~/components/leads/lead-detail-view";
import { SpecificDatePicker } from "~/components/quote-request/moving-date-picker";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { NativeSelect, NativeSelectOption } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { UserText } from "~/components/ui/user-text";
import { useTranslation } from "~/i18n/use-translation";
import type { FormResult } from "~/lib/form-result";
import { dateTimeFormat, formatDate, formatDateTime, formatPounds, telHref } from "~/lib/format";
import { isJobToDo, JOB_STATUS_MOVES, JOB_UNDO_MINUTES, partnerJobPath } from "~/lib/job-rules";
import { MAX_CANCEL_REASON } from "~/lib/schemas/job-change";
import type { JobStatus } from "~/lib/vocabulary";
import type { JobDetail } from "~/server/jobs/company-jobs.server";
import { screenById } from "./back-office-screens";
import { JobTitle } from "./job-title";
import { JobCrew } from "./my-work";

/**
 * A job's page: what was booked, the customer's contact details, its driver and vehicle, the
 * buttons for the status moves it can make (app/lib/job-rules.ts; each asks for confirmation in
 * a dialog, cancelling with a reason), the undo of its last change, and its history.
 */

type Dated<T> = Omit<T, "pickupFrom" | "pickupTo" | "createdAt" | "undoUntil" | "history"> & {
  pickupFrom: string;
  pickupTo: string;
  createdAt: string;
  undoUntil: string | null;
  history: (Omit<JobDetail["history"][number], "changedAt" | "undoneAt"> & {
    changedAt: string;
    undoneAt: string | null;
  })[];
};

export interface JobDetailProps {
  job: Dated<JobDetail>;
  drivers: { id: string; name: string }[];
  vehicles: { id: string; label: string }[];
  /** The UK day the page was rendered (YYYY-MM-DD). */
  today: string;
}

/** Start, Complete and Undo share this fetcher, so the page announces their outcome. */
const STATUS_FETCHER = "job-status";

function useDateTime() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return {
    locale,
    window: (from: string, to: string) =>
      dateTimeFormat(locale, {
        day: "numeric",
        month: "long",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
        timeZone: "Europe/London",
      }).formatRange(new Date(from), new Date(to)),
    /** UK days (YYYY-MM-DD) as a range: "1–14 June 2026". */
    days: (first: string, last: string) =>
      dateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).formatRange(
        new Date(`${first}T00:00:00Z`),
        new Date(`${last}T00:00:00Z`),
      ),
    time: (value: string) =>
      dateTimeFormat(locale, { timeStyle: "short", timeZone: "Europe/London" }).format(new Date(value)),
    moment: (value: string) => formatDateTime(value, locale),
  };
}

export function JobDetailView({ job, drivers, vehicles, today }: JobDetailProps) {
  const { t } = useTranslation("backOffice");
  const { locale, window, days } = useDateTime();
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <Link
        to={screenById("work").href}
        className="flex w-fit items-center gap-1.5 font-medium text-brand-700 text-sm underline-offset-4 hover:underline print:hidden"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("jobs.back")}
      </Link>
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <ScreenHeading className="font-mono">
            <span className="sr-only">{t("myWork.reference")} </span>
            {job.reference}
          </ScreenHeading>
          <StatusBadge tone={toneOf(job.status)}>{t(`myWork.statuses.${job.status}`)}</StatusBadge>
        </div>
        <JobTitle job={job} className="font-medium text-lg" />
      </header>

      <StatusActions job={job} />

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title={t("jobs.details")}>
          <dl className="grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
            {job.agreedDate ? (
              <>
                <Fact label={t("jobs.agreedDate.fact")}>{formatDate(job.agreedDate, locale)}</Fact>
                <Fact label={t("jobs.agreedDate.window")}>{days(job.window.first, job.window.last)}</Fact>
              </>
            ) : (
              <Fact label={t("jobs.pickup")}>{window(job.pickupFrom, job.pickupTo)}</Fact>
            )}
            <Fact label={t("jobs.from")}>{job.fromTown}</Fact>
            {job.toTown ? <Fact label={t("jobs.to")}>{job.toTown}</Fact> : null}
            <Fact label={t("jobs.price")}>
              <span className="font-bold tabular-nums">{formatPounds(job.pricePence, locale)}</span>
            </Fact>
            <Fact label={t("jobs.status")}>{t(`myWork.statuses.${job.status}`)}</Fact>
          </dl>
        </Panel>
        <CustomerPanel customer={job.customer} />
      </div>

      {job.flexible && isJobToDo(job.status) ? <AgreedDatePanel job={job} today={today} /> : null}
      {job.sheet ? <JobSheet sheet={job.sheet} pricePence={job.pricePence} /> : null}
      <CrewPanel job={job} drivers={drivers} vehicles={vehicles} />
      <HistoryPanel job={job} />
    </div>
  );
}

/**
 * The job sheet: the move's size and estimate, both properties, the customer's description and
 * what the accepted quote included, so the crew has everything on one page (and one printout).
 */
function JobSheet({ sheet, pricePence }: { sheet: NonNullable<JobDetail["sheet"]>; pricePence: number }) {
  const { t } = useTranslation("backOffice");
  const { t: tLeads } = useTranslation("leads");
  const { t: tQuote } = useTranslation("quote");
  const { locale } = useDateTime();
  const included = sheet.inclusions.map((inclusion) => tLeads(`quoteForm.inclusions.${inclusion}`));
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-2 print:grid-cols-2">
        <Panel title={tLeads("detail.moveTitle")}>
          <dl className="grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
            <Fact label={tLeads("detail.facts.moveType")}>{tQuote(`type.${sheet.moveType}`)}</Fact>
            <Fact label={tLeads("detail.facts.size")}>{tLeads(`sizes.${sheet.size}`)}</Fact>
            <Fact label={tLeads("detail.facts.volume")}>
              {tLeads("detail.volumeValue", { volume: sheet.volumeM3 })}
            </Fact>
            <Fact label={tLeads("detail.facts.crew")}>{tLeads("detail.movers", { count: sheet.crew })}</Fact>
          </dl>
        </Panel>
        <Panel title={t("jobs.sheet.quoteTitle")}>
          <dl className="grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
            <Fact label={t("jobs.price")}>
              <span className="font-bold tabular-nums">{formatPounds(pricePence, locale)}</span>
            </Fact>
            <Fact label={tLeads("quoteForm.included")}>
              {included.length > 0 ? included.join(", ") : tLeads("quoteForm.nothingExtra")}
            </Fact>
            {sheet.insuranceCoverPence !== null ? (
              <Fact label={t("jobs.sheet.insuranceCover")}>{formatPounds(sheet.insuranceCoverPence, locale)}</Fact>
            ) : null}
            {sheet.quoteMessage ? (
              <Fact label={t("jobs.sheet.quoteMessage")}>
                <UserText as="span" language={sheet.quoteMessageLanguage} className="whitespace-pre-line">
                  {sheet.quoteMessage}
                </UserText>
              </Fact>
            ) : null}
          </dl>
        </Panel>
      </div>
      <PropertiesSection current={sheet.current} next={sheet.next} />
      <Panel title={tLeads("detail.descriptionTitle")}>
        {sheet.additionalDetails ? (
          <UserText language={sheet.additionalDetailsLanguage} className="whitespace-pre-line">
            {sheet.additionalDetails}
          </UserText>
        ) : (
          <p>{tLeads("detail.noDescription")}</p>
        )}
      </Panel>
    </>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="grid content-start gap-3 rounded-lg border border-border bg-background p-4"
    >
      <h2 id={id} className="font-semibold text-lg">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

function CustomerPanel({ customer }: { customer: JobDetail["customer"] }) {
  const { t } = useTranslation("backOffice");
  return (
    <Panel title={t("jobs.customer.title")}>
      {customer ? (
        <dl className="grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
          <Fact label={t("jobs.customer.name")}>{customer.fullName}</Fact>
          <Fact label={t("jobs.customer.email")}>
            <a href={`mailto:${customer.email}`} className="text-brand-700 underline underline-offset-4">
              {customer.email}
            </a>
          </Fact>
          {customer.phone ? (
            <Fact label={t("jobs.customer.phone")}>
              <a href={telHref(customer.phone)} className="text-brand-700 underline underline-offset-4">
                {customer.phone}
              </a>
            </Fact>
          ) : null}
          <Fact label={t("jobs.customer.fromAddress")}>
            {[customer.fromAddress, customer.fromPostcode].filter(Boolean).join(", ")}
          </Fact>
          {customer.toAddress || customer.toCity ? (
            <Fact label={t("jobs.customer.toAddress")}>
              {[customer.toAddress, customer.toCity].filter(Boolean).join(", ")}
            </Fact>
          ) : null}
          <Fact label={t("jobs.customer.request")}>
            <span className="font-mono">{customer.reference}</span>
          </Fact>
        </dl>
      ) : (
        <p className="text-muted-foreground">{t("jobs.customer.unavailable")}</p>
      )}
    </Panel>
  );
}

/** Start and Complete, each confirmed in its dialog. */
const FORWARD_MOVES = [
  { to: "in_progress", icon: Play },
  { to: "completed", icon: CircleCheck },
] as const;

/**
 * The moves the job's status can make. Start and Complete keep their places while the job is to
 * do (the one not available yet, or done, is disabled), so a second click never lands on the
 * next step; Start waits for the first day of the moving window. Cancel has its dialog, and the
 * last Start or Complete can be undone for a few minutes.
 */
function StatusActions({ job }: { job: JobDetailProps["job"] }) {
  const { t } = useTranslation("backOffice");
  const fetcher = useFetcher<FormResult<{ reference: string; status: JobStatus }>>({ key: STATUS_FETCHER });
  useResultToast(fetcher, {
    success: ({ reference, status }) => t(`jobs.actions.changed.${status}`, { reference }),
    failure: t("jobs.actions.failed"),
  });
  const moves = JOB_STATUS_MOVES[job.status];
  const { locale } = useDateTime();
  if (moves.length === 0) {
    return (
      <div className="grid gap-3">
        <p className="rounded-lg border border-border bg-muted/40 p-4">{t(`jobs.actions.finished.${job.status}`)}</p>
        <UndoLastChange job={job} />
      </div>
    );
  }
  const startWaits = job.status === "upcoming" && !job.canStartToday;
  return (
    <section aria-label={t("jobs.actions.title")} className="grid gap-3 print:hidden">
      <div className="flex flex-wrap items-center gap-3">
        {FORWARD_MOVES.map(({ to, icon: Icon }) => (
          <ConfirmAction
            key={to}
            fetcherKey={STATUS_FETCHER}
            action={partnerJobPath(job.id)}
            fields={{ intent: "status", to }}
            destructive={false}
            prominent
            icon={<Icon aria-hidden="true" />}
            disabled={!moves.includes(to) || (to === "in_progress" && startWaits)}
            label={t(`jobs.actions.to.${to}`)}
            accessibleLabel={t(`jobs.actions.to.${to}`)}
            title={t(`jobs.actions.confirm.${to}.title`, { reference: job.reference })}
            body={t(`jobs.actions.confirm.${to}.body`, { minutes: JOB_UNDO_MINUTES })}
            confirmLabel={t(`jobs.actions.to.${to}`)}
            busyLabel={t("jobs.actions.saving")}
          />
        ))}
        {moves.includes("cancelled") ? <CancelJobDialog job={job} /> : null}
      </div>
      {startWaits ? (
        <p className="text-muted-foreground text-sm">
          {t(job.agreedDate ? "jobs.actions.startsOnAgreed" : "jobs.actions.startsOn", {
            day: formatDate(job.firstMovingDay, locale),
          })}
        </p>
      ) : null}
      <UndoLastChange job={job} />
    </section>
  );
}

/** The last Start or Complete, undone with one press while the server still allows it. */
function UndoLastChange({ job }: { job: JobDetailProps["job"] }) {
  const { t } = useTranslation("backOffice");
  const fetcher = useFetcher({ key: STATUS_FETCHER });
  const { time } = useDateTime();
  if (!job.undoUntil) return null;
  return (
    <fetcher.Form
      method="post"
      action={partnerJobPath(job.id)}
      className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-muted/40 p-3 text-sm"
    >
      <input type="hidden" name="intent" value="undo" />
      <span>{t("jobs.actions.undoUntil", { time: time(job.undoUntil) })}</span>
      <Button type="submit" variant="outline" size="sm" disabled={fetcher.state !== "idle"}>
        <Undo2 aria-hidden="true" />
        {fetcher.state !== "idle" ? t("jobs.actions.undoing") : t("jobs.actions.undo")}
      </Button>
    </fetcher.Form>
  );
}

function CancelJobDialog({ job }: { job: JobDetailProps["job"] }) {
  const { t } = useTranslation("backOffice");
  return (
    <FormDialog<{ reference: string }>
      trigger={
        <Button type="button" variant="outline">
          <Ban aria-hidden="true" />
          {t("jobs.actions.to.cancelled")}
        </Button>
      }
      title={t("jobs.actions.cancelTitle", { reference: job.reference })}
      description={t(job.customer ? "jobs.actions.cancelDescription" : "jobs.actions.cancelDescriptionNoCustomer")}
      action={partnerJobPath(job.id)}
      submitLabel={t("jobs.actions.confirmCancel")}
      busyLabel={t("jobs.actions.cancelling")}
      failureTitle={t("jobs.actions.failed")}
      successText={({ reference }) => t("jobs.actions.changed.cancelled", { reference })}
      submitVariant="destructive"
      dismissLabel={t("jobs.actions.keep")}
    >
      {(error) => (
        <>
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="to" value="cancelled" />
          <FormField
            label={t("jobs.actions.reason")}
            description={t("jobs.actions.reasonHint")}
            error={error("reason")}
          >
            <Textarea name="reason" rows={3} required maxLength={MAX_CANCEL_REASON} />
          </FormField>
        </>
      )}
    </FormDialog>
  );
}

/**
 * The day agreed with the customer inside their flexible window: a calendar of the window's days
 * from today on. Saving emails the customer; the day can be changed again (each change is emailed).
 */
function AgreedDatePanel({ job, today }: { job: JobDetailProps["job"]; today: string }) {
  const { t } = useTranslation("backOffice");
  const { days } = useDateTime();
  const [day, setDay] = useState(job.agreedDate ?? "");
  const fetcher = useFetcher<FormResult<{ reference: string; agreedDate: string }>>();
  useResultToast(fetcher, {
    success: ({ reference }) => t("jobs.agreedDate.saved", { reference }),
    failure: t("jobs.agreedDate.failed"),
  });
  const busy = fetcher.state !== "idle";
  const errors = useFormErrors(fetcher.data);
  const first = job.window.first > today ? job.window.first : today;
  return (
    <Panel title={t("jobs.agreedDate.title")}>
      <p className="text-muted-foreground text-sm">
        {t("jobs.agreedDate.hint", { window: days(job.window.first, job.window.last) })}
      </p>
      {first > job.window.last ? (
        <p>{t("jobs.agreedDate.windowPassed")}</p>
      ) : (
        <fetcher.Form method="post" action={partnerJobPath(job.id)} className="grid gap-4 print:hidden">
          <input type="hidden" name="intent" value="agree-date" />
          <input type="hidden" name="agreedDate" value={day} />
          <SpecificDatePicker
            value={day}
            onChange={setDay}
            today={first}
            latest={job.window.last}
            label={t("jobs.agreedDate.label")}
            error={errors.field("agreedDate")}
          />
          <div>
            <Button type="submit" disabled={busy || !day || day === job.agreedDate}>
              <CalendarCheck aria-hidden="true" />
              {busy
                ? t("jobs.agreedDate.saving")
                : t(job.agreedDate ? "jobs.agreedDate.change" : "jobs.agreedDate.save")}
            </Button>
          </div>
        </fetcher.Form>
      )}
    </Panel>
  );
}

/** Driver and vehicle: two selects of the company's own (active) while the job is to do. */
function CrewPanel({ job, drivers, vehicles }: Omit<JobDetailProps, "today">) {
  const { t } = useTranslation("backOffice");
  const fetcher = useFetcher<FormResult<{ reference: string }>>();
  useResultToast(fetcher, {
    success: ({ reference }) => t("jobs.crew.saved", { reference }),
    failure: t("jobs.crew.failed"),
  });
  const busy = fetcher.state !== "idle";
  const errors = useFormErrors(fetcher.data);
  return (
    <Panel title={t("jobs.crew.title")}>
      {isJobToDo(job.status) ? (
        <fetcher.Form method="post" action={partnerJobPath(job.id)} className="grid gap-4">
          <input type="hidden" name="intent" value="assign" />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={t("jobs.driver")}
              description={drivers.length === 0 ? t("jobs.crew.noDrivers") : undefined}
              error={errors.field("driverId")}
            >
              <NativeSelect name="driverId" defaultValue={job.driverId ?? ""}>
                <NativeSelectOption value="">{t("myWork.unassigned")}</NativeSelectOption>
                {drivers.map((driver) => (
                  <NativeSelectOption key={driver.id} value={driver.id}>
                    {driver.name}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            </FormField>
            <FormField
              label={t("jobs.vehicle")}
              description={vehicles.length === 0 ? t("jobs.crew.noVehicles") : undefined}
              error={errors.field("vehicleId")}
            >
              <NativeSelect name="vehicleId" defaultValue={job.vehicleId ?? ""}>
                <NativeSelectOption value="">{t("myWork.unassigned")}</NativeSelectOption>
                {vehicles.map((vehicle) => (
                  <NativeSelectOption key={vehicle.id} value={vehicle.id}>
                    {vehicle.label}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            {/* Lithuanian's label is longer than a phone is wide: it wraps. */}
            <Button type="submit" disabled={busy} className="h-auto min-h-9 whitespace-normal">
              {busy ? t("jobs.crew.saving") : t("jobs.crew.save")}
            </Button>
            <Link
              to={screenById("fleet").href}
              className="font-medium text-brand-700 text-sm underline underline-offset-4"
            >
              {t("jobs.crew.manage")}
            </Link>
          </div>
        </fetcher.Form>
      ) : (
        <JobCrew driverName={job.driverName} numberPlate={job.numberPlate} />
      )}
    </Panel>
  );
}

/** When it was booked, then every status change with who made it and, for a cancellation, why. */
function HistoryPanel({ job }: { job: JobDetailProps["job"] }) {
  const { t } = useTranslation("backOffice");
  const { moment } = useDateTime();
  return (
    <Panel title={t("jobs.history.title")}>
      <ol className="grid gap-3 border-border border-l pl-4">
        <li className="grid gap-0.5">
          <span className="font-medium">{t("jobs.history.booked")}</span>
          <time dateTime={job.createdAt} className="text-muted-foreground text-sm">
            {moment(job.createdAt)}
          </time>
        </li>
        {job.history.map((change) => (
          <li key={`${change.changedAt}-${change.toStatus}`} className="grid gap-0.5">
            <span className="font-medium">
              {t("jobs.history.change", {
                from: t(`myWork.statuses.${change.fromStatus}`),
                to: t(`myWork.statuses.${change.toStatus}`),
              })}
            </span>
            <span className="text-muted-foreground text-sm">
              <time dateTime={change.changedAt}>{moment(change.changedAt)}</time>
              {change.changedBy ? ` · ${t("jobs.history.by", { name: change.changedBy })}` : null}
            </span>
            {change.reason ? (
              <span className="text-sm">{t("jobs.history.reason", { reason: change.reason })}</span>
            ) : null}
            {change.undoneAt ? (
              <span className="text-sm">
                {t("jobs.history.undone")} <time dateTime={change.undoneAt}>{moment(change.undoneAt)}</time>
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
