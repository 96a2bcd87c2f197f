import { dateTimeFormat } from "~/lib/format";

/** A date (or timestamp) as the UK office reads it: "3 Mar 2026", in London time. */
export function formatLondonDate(iso: string | null, locale: string): string {
  if (!iso) return "";
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return dateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Europe/London",
  }).format(date);
}
