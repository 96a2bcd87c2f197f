/** Made once: building a formatter costs far more than formatting. */
const UK_DATE = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" });

/** Today's date in the UK as YYYY-MM-DD: the calendar's "past" is the UK's past. */
export function todayInUk(now = new Date()): string {
  return UK_DATE.format(now);
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Made once: building a formatter costs far more than formatting (the demo seed calls this thousands of times). */
const UK_HOUR = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", hourCycle: "h23" });

/** Builds the UTC moment of a wall-clock hour in the UK on a date (GMT or BST as it falls). */
export function ukMoment(isoDate: string, hour: number): Date {
  const guess = new Date(`${isoDate}T${String(hour).padStart(2, "0")}:00:00Z`);
  const ukHour = Number(UK_HOUR.format(guess));
  return new Date(guess.getTime() - (ukHour - hour) * 3600_000);
}
