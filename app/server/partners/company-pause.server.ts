import { type SQL, sql } from "drizzle-orm";
import { companies } from "~/db/schema";

/** The SQL twin of `isPausedOn` (app/lib/company-pause.ts): the company takes leads on `today` (YYYY-MM-DD). */
export function sqlNotPausedOn(today: string): SQL {
  return sql`(not ${companies.paused} or (${companies.pausedUntil} is not null and ${companies.pausedUntil} <= ${today}::date))`;
}
