import type { Random } from "./random.server";

/** Every demo timestamp is counted back from this date, so reseeding gives identical rows. */
export const REFERENCE_DATE = new Date("2026-11-01T00:00:00Z");

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A time between 08:00 and 20:00 (UTC) on a day between minDays and maxDays before the reference date. */
export function pickTimeDaysAgo(random: Random, minDays: number, maxDays: number): Date {
  const day = random.int(Math.max(1, minDays), Math.max(1, maxDays));
  const minuteOfDay = random.int(8 * 60, 20 * 60);
  return new Date(REFERENCE_DATE.getTime() - day * DAY_MS + minuteOfDay * 60_000);
}

export function addHours(date: Date, hours: number): Date {
  return new Date(date.getTime() + hours * HOUR_MS);
}

export function daysBeforeReference(date: Date): number {
  return Math.floor((REFERENCE_DATE.getTime() - date.getTime()) / DAY_MS);
}
