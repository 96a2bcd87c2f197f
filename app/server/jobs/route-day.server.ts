import { and, asc, eq, gte, lt, ne } from "drizzle-orm";
import { drivers, jobs, leads, quoteRequests, quotes, vehicles } from "~/db/schema";
import { type Point, pointOf } from "~/lib/geo";
import { addDays, ukMoment } from "~/lib/uk-time";
import { getDb } from "../db.server";
import { type CompanyScope, ownedBy } from "../partners/company-scope.server";
import { crewDriverJoin, crewVehicleJoin, type JobItem, jobColumns, toJobItem } from "./company-jobs.server";
import { jobStartsAt } from "./moving-day.server";

/**
 * Routes: a company's jobs picked up on one UK day, in order of pickup time, with where each
 * starts and ends on the map. The points are the quote request's (the job's accepted quote →
 * lead → request); a job without them (no request behind it, or an address that was not
 * geocoded) is still listed, only not drawn. Cancelled jobs are no one's route.
 */
export interface RouteStop extends JobItem {
  from: Point | null;
  to: Point | null;
}

export async function listRouteDay(scope: CompanyScope, { day }: { day: string }): Promise<RouteStop[]> {
  const db = await getDb();
  const rows = await db
    .select({
      ...jobColumns,
      fromLat: quoteRequests.fromLat,
      fromLng: quoteRequests.fromLng,
      toLat: quoteRequests.toLat,
      toLng: quoteRequests.toLng,
    })
    .from(jobs)
    .leftJoin(drivers, crewDriverJoin)
    .leftJoin(vehicles, crewVehicleJoin)
    .leftJoin(quotes, eq(quotes.id, jobs.quoteId))
    .leftJoin(leads, eq(leads.id, quotes.leadId))
    .leftJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
    .where(
      and(
        ownedBy(jobs, scope),
        ne(jobs.status, "cancelled"),
        // The UK day, midnight to midnight (23 or 25 hours when the clocks change).
        gte(jobStartsAt, ukMoment(day, 0)),
        lt(jobStartsAt, ukMoment(addDays(day, 1), 0)),
      ),
    )
    .orderBy(asc(jobStartsAt), asc(jobs.reference));
  return rows.map((row) => ({
    ...toJobItem(row),
    from: pointOf(row.fromLat, row.fromLng),
    to: pointOf(row.toLat, row.toLng),
  }));
}
