import { X } from "lucide-react";
import { useId } from "react";
import { labelDayButton, type Matcher } from "react-day-picker";
import { enGB, lt } from "react-day-picker/locale";
import { Button } from "~/components/ui/button";
import { Calendar } from "~/components/ui/calendar";
import { asLocale } from "~/i18n/config";
import { useTranslation } from "~/i18n/use-translation";
import { type DateWindow, MAX_WINDOW_DAYS, NO_WINDOW, selectWindowDay, windowDays } from "~/lib/date-window";
import { formatDate } from "~/lib/format";
import { MAX_DAYS_AHEAD } from "~/lib/quote-form";
import { addDays } from "~/lib/uk-time";

/** A YYYY-MM-DD day as the calendar's Date: midday, so no time zone moves it to another day. */
const calendarDay = (isoDate: string) => new Date(`${isoDate}T12:00:00`);

/** A calendar day as YYYY-MM-DD in the browser's own calendar (not shifted through UTC). */
function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The days a move can be on: from today (in the UK) to MAX_DAYS_AHEAD, as the schema checks, or to `latest`. */
function movingDays(today: string, latest = addDays(today, MAX_DAYS_AHEAD)) {
  return {
    disabled: [{ before: calendarDay(today) }, { after: calendarDay(latest) }] satisfies Matcher[],
    startMonth: calendarDay(today),
    endMonth: calendarDay(latest),
  };
}

/** Month and day names in the page's language, weeks from Monday (as in the UK and Lithuania). */
const CALENDAR_LOCALES = { "en-GB": enGB, lt } as const;

/** The calendar in the page's language: its names of months and days, and of its buttons. */
function useCalendarLanguage() {
  const { t, i18n } = useTranslation("quote");
  // The date in the locale's words (react-day-picker's own label), "today" and "selected" in ours.
  const dayLabel: typeof labelDayButton = (date, { today, selected }, ...rest) => {
    const day = labelDayButton(date, {}, ...rest);
    const dated = today ? t("move.todayDay", { day }) : day;
    return selected ? t("move.selectedDay", { day: dated }) : dated;
  };
  return {
    locale: CALENDAR_LOCALES[asLocale(i18n.language)],
    labels: {
      labelNext: () => t("move.nextMonth"),
      labelPrevious: () => t("move.previousMonth"),
      labelDayButton: dayLabel,
    },
  };
}

function FieldError({ error }: { error?: string }) {
  return error ? <p className="mt-2 font-medium text-destructive text-sm">{error}</p> : null;
}

/**
 * "On a specific date": one day, from `today` to `latest` (MAX_DAYS_AHEAD by default). A job's
 * page uses it for the day agreed inside the customer's window, under its own label.
 */
export function SpecificDatePicker({
  value,
  onChange,
  today,
  latest,
  label,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  today: string;
  latest?: string;
  label?: string;
  error?: string;
}) {
  const { t, i18n } = useTranslation("quote");
  const labelId = useId();
  const days = movingDays(today, latest);
  const language = useCalendarLanguage();
  return (
    <div>
      <p id={labelId} className="font-semibold text-brand-950">
        {label ?? t("move.date")}
      </p>
      <Calendar
        aria-labelledby={labelId}
        {...language}
        mode="single"
        selected={value ? calendarDay(value) : undefined}
        defaultMonth={calendarDay(value || today)}
        onSelect={(date) => onChange(date ? toIsoDate(date) : "")}
        {...days}
        className="mt-2 rounded-lg border border-border"
      />
      {value ? (
        <p className="mt-2 text-sm" aria-live="polite">
          {t("move.chosenDate", { date: formatDate(value, i18n.language) })}
        </p>
      ) : null}
      <FieldError error={error} />
    </div>
  );
}

/**
 * "My date is flexible": an optional window of days, chosen by the range rules of
 * `selectWindowDay`. While the last day is pending, days that would make the window longer
 * than MAX_WINDOW_DAYS are closed, so the calendar shows how far it may reach.
 */
export function WindowPicker({
  value,
  onChange,
  today,
  error,
}: {
  value: DateWindow;
  onChange: (value: DateWindow) => void;
  today: string;
  error?: string;
}) {
  const { t, i18n } = useTranslation("quote");
  const labelId = useId();
  const hintId = useId();
  const days = movingDays(today);
  const language = useCalendarLanguage();
  const { from, to } = value;
  const reach = MAX_WINDOW_DAYS - 1;
  const outOfReach: Matcher[] =
    from && !to ? [{ before: calendarDay(addDays(from, -reach)) }, { after: calendarDay(addDays(from, reach)) }] : [];
  const format = (date: string) => formatDate(date, i18n.language);
  return (
    <div>
      <p id={labelId} className="font-semibold text-brand-950">
        {t("move.window")}
      </p>
      <p id={hintId} className="mt-1 text-muted-foreground text-sm">
        {t("move.windowHint", { max: MAX_WINDOW_DAYS })}
      </p>
      <Calendar
        aria-labelledby={labelId}
        aria-describedby={hintId}
        {...language}
        mode="range"
        selected={from ? { from: calendarDay(from), to: to ? calendarDay(to) : undefined } : undefined}
        defaultMonth={calendarDay(from || today)}
        onSelect={(_range, day) => onChange(selectWindowDay(value, toIsoDate(day)))}
        {...days}
        disabled={[...days.disabled, ...outOfReach]}
        className="mt-2 rounded-lg border border-border"
      />
      <div className="mt-2 flex flex-wrap items-center gap-3" aria-live="polite">
        {from ? (
          <>
            <p className="text-sm">
              {to
                ? t("move.windowChosen", { from: format(from), to: format(to), count: windowDays(from, to) })
                : t("move.windowStarted", { from: format(from) })}
            </p>
            <Button type="button" variant="outline" size="sm" onClick={() => onChange(NO_WINDOW)}>
              <X aria-hidden="true" />
              {t("move.clearWindow")}
            </Button>
          </>
        ) : null}
      </div>
      <FieldError error={error} />
    </div>
  );
}
