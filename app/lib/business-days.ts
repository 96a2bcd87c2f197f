import { dateTimeFormat } from "./format";

/**
 * Business days are Monday to Friday in the UK (the weekday of a moment is London's, so the
 * hour after midnight on a summer Monday is Monday, not Sunday as in UTC). Bank holidays are
 * counted as business days: they differ between the UK's nations, and a day's difference does
 * not change whom the rules that count business days protect. The one place that counts them:
 * the duplicate-claim window (billing), the work queue's waiting applications and each
 * application's age in the partners list.
 */
const DAY_MS = 24 * 3600 * 1000;

function isWeekend(moment: number): boolean {
  const weekday = dateTimeFormat("en-GB", { weekday: "short", timeZone: "Europe/London" }).format(moment);
  return weekday === "Sat" || weekday === "Sun";
}

/**
 * The moment `days` business days before `from`: steps back a day (24 hours) at a time,
 * counting only the steps that land on a UK weekday, so the answer has `from`'s time of day.
 * A moment older than it has waited more than `days` business days at `from`.
 */
export function businessDaysBefore(from: Date, days: number): Date {
  let cursor = from.getTime();
  let remaining = days;
  while (remaining > 0) {
    cursor -= DAY_MS;
    if (!isWeekend(cursor)) remaining--;
  }
  return new Date(cursor);
}

/**
 * How many whole business days have passed from `then` to `now`: the largest n for which
 * `then` is no later than `businessDaysBefore(now, n)`, so it agrees with the work queue.
 */
export function businessDaysSince(then: Date, now: Date): number {
  let cursor = now.getTime();
  let days = 0;
  for (;;) {
    cursor -= DAY_MS;
    if (cursor < then.getTime()) return days;
    if (!isWeekend(cursor)) days++;
  }
}
