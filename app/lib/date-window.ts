/**
 * A flexible move's window of days, as the wizard holds it: YYYY-MM-DD strings, both ends
 * inclusive, "" for an end not chosen yet ({ from: "", to: "" } is no window).
 */
export interface DateWindow {
  from: string;
  to: string;
}

export const NO_WINDOW: DateWindow = { from: "", to: "" };

/**
 * The longest window a customer may give, in days with both ends counted. Eight weeks covers a
 * completion date that is not fixed yet; a longer window tells a removal company nothing.
 */
export const MAX_WINDOW_DAYS = 56;

const DAY_MS = 86_400_000;

/** The days from `from` to `to`, both counted: the same day is 1. */
export function windowDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/**
 * The window after a click on `day`, by the spec's range rules: the first click sets the start,
 * the second the end (the two swap when the second is earlier); clicking the start or the end
 * clears that end (the only chosen day clears the window). With both ends set, another day
 * starts a new window, and so does a second day that would make the window longer than
 * `maxDays`.
 */
export function selectWindowDay(window: DateWindow, day: string, maxDays = MAX_WINDOW_DAYS): DateWindow {
  const next = nextWindow(window, day);
  if (next.from && next.to && windowDays(next.from, next.to) > maxDays) return { from: day, to: "" };
  return next;
}

function nextWindow({ from, to }: DateWindow, day: string): DateWindow {
  if (!from) return { from: day, to: "" };
  if (!to) {
    if (day === from) return NO_WINDOW;
    return day < from ? { from: day, to: from } : { from, to: day };
  }
  if (day === from && day === to) return NO_WINDOW;
  if (day === from) return { from: to, to: "" };
  if (day === to) return { from, to: "" };
  return { from: day, to: "" };
}
