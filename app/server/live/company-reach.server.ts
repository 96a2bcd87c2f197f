import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies } from "~/db/schema";
import { distanceInMiles, type Point, pointOf } from "~/lib/geo";
import { FIND_WORK_RADIUS_MILES, JOURNEY_RADIUS_MILES } from "~/lib/lead-rules";
import type { MoveType } from "~/lib/vocabulary";
import { openJobEnds } from "../leads/find-work.server";
import type { LiveChange } from "./live-changes.server";

/**
 * Where a company hears of other companies' requests from, held in memory for each company with an
 * open live stream, so that a change is tested against it without a query. A request is in the
 * company's reach when its moving-from point is:
 *
 * 1. within FIND_WORK_RADIUS_MILES (50) of the company's base: Find work's own region by default,
 *    and the sidebar's Book now count;
 * 2. within JOURNEY_RADIUS_MILES (25) of where one of its open jobs ends: Find work's Return loads
 *    (the job's days are not tested: a spare refresh costs less than a missed one);
 * 3. inside its service area (the radius around its service centre, or in regions mode one of its
 *    postcode areas) for a move type it does: the requests matching could invite it to, and the
 *    region a company whose service area is wider than 50 miles browses in Find work.
 *
 * Requests the company holds a lead on reach it whatever their place (the bus tests that first).
 * A partner who picks another city or radius in Find work is told of changes in its reach only;
 * the page is right again at its next load. Invitations, its own leads and quotes always reach it.
 */
export interface CompanyReach {
  base: Point | null;
  jobEnds: Point[];
  serviceArea:
    | { mode: "radius"; centre: Point | null; radiusMiles: number | null }
    | { mode: "regions"; postcodeAreas: ReadonlySet<string> };
  removalTypes: ReadonlySet<MoveType>;
}

/** Reads a company's reach: one row of the company and its open jobs' ends. */
export async function loadCompanyReach(db: Database, companyId: string): Promise<CompanyReach | null> {
  const [[company], jobEnds] = await Promise.all([
    db
      .select({
        lat: companies.lat,
        lng: companies.lng,
        serviceAreaMode: companies.serviceAreaMode,
        serviceLat: companies.serviceLat,
        serviceLng: companies.serviceLng,
        serviceRadiusMiles: companies.serviceRadiusMiles,
        servicePostcodeAreas: companies.servicePostcodeAreas,
        removalTypes: companies.removalTypes,
      })
      .from(companies)
      .where(eq(companies.id, companyId)),
    openJobEnds(db, { companyId }),
  ]);
  if (!company) return null;
  const serviceCentre = pointOf(company.serviceLat, company.serviceLng);
  return {
    // As Find work's default region: the address, else the service centre.
    base: pointOf(company.lat, company.lng) ?? serviceCentre,
    jobEnds: jobEnds.map(({ lat, lng }) => ({ lat, lng })),
    serviceArea:
      company.serviceAreaMode === "regions"
        ? { mode: "regions", postcodeAreas: new Set(company.servicePostcodeAreas.map((area) => area.toUpperCase())) }
        : { mode: "radius", centre: serviceCentre, radiusMiles: company.serviceRadiusMiles },
    removalTypes: new Set(company.removalTypes),
  };
}

/** Whether a request's change is in the company's reach (the rule above). */
export function reaches(reach: CompanyReach, change: Pick<LiveChange, "from" | "moveType" | "postcodeArea">): boolean {
  const { from } = change;
  if (!from) return false;
  const within = (point: Point | null, miles: number | null) =>
    point !== null && miles !== null && distanceInMiles(point, from) <= miles;
  if (within(reach.base, FIND_WORK_RADIUS_MILES)) return true;
  if (reach.jobEnds.some((end) => within(end, JOURNEY_RADIUS_MILES))) return true;
  if (change.moveType === null || !reach.removalTypes.has(change.moveType)) return false;
  const area = reach.serviceArea;
  return area.mode === "radius"
    ? within(area.centre, area.radiusMiles)
    : change.postcodeArea !== null && area.postcodeAreas.has(change.postcodeArea);
}
