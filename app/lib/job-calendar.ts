import { addDays } from "~/lib/uk-time";

/**
 * The job lists' calendar: which days a month or a week view shows, and where its previous and
 * next links lead. Days are UK calendar days written YYYY-MM-DD and weeks start on Monday; the
 * arithmetic is done on UTC midnights, so it gives the same days on the server and in any
 * browser's time zone.
 */

export type CalendarView = "month" | "week";

export interface CalendarRange {
  view: CalendarView;
  /** The first day of the month shown (month view), or the week's Monday. */
  anchor: string;
  /** Every day of the grid, Monday first: whole weeks, so a month view starts and ends with its neighbours' days. */
  days: string[];
  /** A day in the previous and the next month or week: the prev/next links' `date`. */
  previous: string;
  next: string;
}

function weekdayIndex(day: string): number {
  // Monday 0 … Sunday 6.
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

export function weekStart(day: string): string {
  return addDays(day, -weekdayIndex(day));
}

function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

export function calendarRange(view: CalendarView, date: string): CalendarRange {
  if (view === "week") {
    const monday = weekStart(date);
    return {
      view,
      anchor: monday,
      days: daysFrom(monday, addDays(monday, 6)),
      previous: addDays(monday, -7),
      next: addDays(monday, 7),
    };
  }
  const firstOfMonth = `${date.slice(0, 7)}-01`;
  const firstOfNext = `${addDays(firstOfMonth, 31).slice(0, 7)}-01`;
  const lastOfMonth = addDays(firstOfNext, -1);
  return {
    view,
    anchor: firstOfMonth,
    days: daysFrom(weekStart(firstOfMonth), addDays(weekStart(lastOfMonth), 6)),
    previous: `${addDays(firstOfMonth, -1).slice(0, 7)}-01`,
    next: firstOfNext,
  };
}
