import { z } from "~/lib/zod";

/**
 * Routes' query string: `date` (YYYY-MM-DD), the UK day to show. Like a list's URL it is typed
 * and bookmarked, so a missing or malformed date shows today rather than failing the page.
 */
export function parseRouteDay(searchParams: URLSearchParams, today: string): string {
  return z.catch(z.iso.date(), today).parse(searchParams.get("date") ?? today);
}
