import { addDays, todayInUk, ukMoment } from "~/lib/uk-time";

/** Virtual time: plain Dates that the simulation's clock sets, never the machine's. */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** "2027-03-01T08:30" read as UK wall-clock time (GMT or BST as it falls). */
export function fromUkLocal(text: string): Date {
  const [date, time] = text.split("T");
  const [hour, minute] = (time ?? "00:00").split(":").map(Number);
  if (!date || hour === undefined || minute === undefined) throw new Error(`Not a UK local time: ${text}`);
  return new Date(ukMoment(date, hour).getTime() + minute * MINUTE_MS);
}

/** The UTC moment of a UK wall-clock time on a UK date, minutes after the hour allowed. */
export function ukAt(isoDate: string, hour: number, minute = 0): Date {
  return new Date(ukMoment(isoDate, hour).getTime() + minute * MINUTE_MS);
}

/** The UK calendar date `days` after the UK date of `at`. */
export function ukDatePlus(at: Date, days: number): string {
  return addDays(todayInUk(at), days);
}

/** Monday 0 … Sunday 6 of a UK date. */
export function weekdayOf(isoDate: string): number {
  return (new Date(`${isoDate}T12:00:00Z`).getUTCDay() + 6) % 7;
}

/**
 * The moment `minutes` of working time after `from`, counting only between the UK hours
 * [opens, closes): a delay started at night begins at the next opening.
 */
export function addWorkingMinutes(from: Date, minutes: number, [opens, closes]: readonly [number, number]): Date {
  let left = minutes * MINUTE_MS;
  let at = from;
  for (let guard = 0; guard < 10_000; guard++) {
    const day = todayInUk(at);
    const open = ukAt(day, opens);
    const close = closes >= 24 ? ukAt(addDays(day, 1), 0) : ukAt(day, closes);
    if (at < open) at = open;
    if (at < close) {
      const available = close.getTime() - at.getTime();
      if (left <= available) return new Date(at.getTime() + left);
      left -= available;
    }
    at = ukAt(addDays(day, 1), opens);
  }
  throw new Error("addWorkingMinutes: no working hours found");
}

/** The first moment of the grid (multiples of `stepMs` since the epoch) at or after `at`. */
export function gridCeil(at: Date, stepMs: number): Date {
  return new Date(Math.ceil(at.getTime() / stepMs) * stepMs);
}

export function minutesBetween(from: Date, to: Date): number {
  return (to.getTime() - from.getTime()) / MINUTE_MS;
}
