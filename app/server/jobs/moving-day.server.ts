import { sql } from "drizzle-orm";
import { jobs } from "~/db/schema";
import { DAY_ENDS, DAY_STARTS } from "../quote-requests/move-dates.server";

/** The agreed day at this UK hour (null while no day is agreed). */
const agreedMoment = (hour: number) =>
  sql`((${jobs.agreedDate} + make_interval(hours => ${sql.raw(String(hour))})) at time zone 'Europe/London')`;

/**
 * When a job is on: the day agreed with the customer once set (a removal's working day), or else
 * its pickup window. Lists, calendars and route days read these, never the window itself.
 */
export const jobStartsAt = sql<Date>`coalesce(${agreedMoment(DAY_STARTS)}, ${jobs.pickupFrom})`.mapWith(
  jobs.pickupFrom,
);
export const jobEndsAt = sql<Date>`coalesce(${agreedMoment(DAY_ENDS)}, ${jobs.pickupTo})`.mapWith(jobs.pickupTo);
