/**
 * A company's pause (docs: the profile page's lead settings). `pausedUntil` is the UK day the
 * pause ends; once that day comes the company is active again with nothing switched off, so no
 * worker has to run for a pause to end. `today` is the UK calendar day (YYYY-MM-DD).
 */
export interface CompanyPause {
  paused: boolean;
  pausedUntil: string | null;
}

export function isPausedOn({ paused, pausedUntil }: CompanyPause, today: string): boolean {
  return paused && (pausedUntil === null || pausedUntil > today);
}
