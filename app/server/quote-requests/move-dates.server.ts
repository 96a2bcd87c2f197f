import { addDays, todayInUk, ukMoment } from "~/lib/uk-time";
import type { MoveDate } from "../leads/lead-cards.server";

/** Removals start in the morning and finish by the evening. */
export const DAY_STARTS = 8;
export const DAY_ENDS = 18;
/** A flexible move without a window is booked for the next four weeks until a day is agreed. */
const OPEN_BOOKING_DAYS = 28;

/** The pickup window of a booked job, from the request's moving date. */
export function pickupWindow(date: MoveDate, now: Date): { pickupFrom: Date; pickupTo: Date } {
  if (date.kind === "specific") {
    return { pickupFrom: ukMoment(date.date, DAY_STARTS), pickupTo: ukMoment(date.date, DAY_ENDS) };
  }
  const today = todayInUk(now);
  const from = date.from ?? addDays(today, 1);
  const to = date.to ?? addDays(today, OPEN_BOOKING_DAYS);
  return { pickupFrom: ukMoment(from, DAY_STARTS), pickupTo: ukMoment(to, DAY_ENDS) };
}
