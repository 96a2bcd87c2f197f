/**
 * Business days are Monday to Friday. Bank holidays are counted as business days: they differ
 * between the UK's nations, and a few days' difference on a 4-week window does not change whom
 * it protects.
 */
const DAY_MS = 24 * 3600 * 1000;

function isWeekend(date: Date): boolean {
  const day = date.getUTCDay();
  return day === 0 || day === 6;
}

/** The moment `days` business days before `from` (same time of day). */
export function businessDaysBefore(from: Date, days: number): Date {
  let cursor = from.getTime();
  let remaining = days;
  while (remaining > 0) {
    cursor -= DAY_MS;
    if (!isWeekend(new Date(cursor))) remaining--;
  }
  return new Date(cursor);
}
