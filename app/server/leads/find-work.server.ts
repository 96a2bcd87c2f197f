import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { cities, companies, jobs, leads, leadWatches, quoteRequests, quotes } from "~/db/schema";
import { AppError } from "~/lib/errors";
import type { Point } from "~/lib/geo";
import {
  FIND_WORK_RADIUS_MILES,
  FIND_WORK_TABS,
  type FindWorkSort,
  type FindWorkTab,
  JOURNEY_DAYS_AFTER,
  JOURNEY_RADIUS_MILES,
  LEADS_PAGE_SIZE,
  MAX_REGION_RADIUS_MILES,
  MIN_REGION_RADIUS_MILES,
  WORK_COUNT_CAP,
} from "~/lib/lead-rules";
import type { CompanyBase } from "../auth/guards.server";
import { getDb } from "../db.server";
import { float8, sqlCompanyBase, sqlDistanceMiles } from "../geo/coverage.server";
import { jobStartsAt } from "../jobs/moving-day.server";
import { countUpTo, countUpToQuery, paginate } from "../lists/paginate.server";
import { type CompanyScope, ownedBy } from "../partners/company-scope.server";
import { ukDay } from "../uk-day-sql.server";
import { cardColumns, type LeadCard, toLeadCard } from "./lead-cards.server";
import { claimableByMe, myLead, myLeadJoin, myPriceSql } from "./lead-sql.server";

/**
 * Find work: the open leads a company can claim, in three tabs (spec, partner back office):
 *
 * - single: every claimable lead whose moving-from point is in the region (a radius around the
 *   company's base, or around a UK city it picks; 50 miles by default);
 * - recommended: its invitations (offered to it by matching or staff), wherever they are;
 * - journeys: return loads, leads starting within 25 miles of where one of its booked jobs
 *   ends, on the job's day or the two days after (a flexible lead counts when its window
 *   overlaps those days; one without a window has no day to match).
 *
 * "Claimable" (lead-sql.server.ts) already leaves out what the company declined, claimed or let
 * expire, and requests that are full, booked, cancelled or past their date.
 */

export interface Region {
  label: string;
  centre: Point;
  radiusMiles: number;
}

export interface FindWorkQuery {
  tab?: FindWorkTab;
  /** The region's centre: a city of the cities table, or a point; the company's base when neither. */
  citySlug?: string;
  centre?: Point & { label: string };
  radiusMiles?: number;
  sort?: FindWorkSort;
  page?: number;
  now?: Date;
  /** The request's counts, shared with the sidebar's (countsOfRequest). */
  shared?: SharedCounts;
  /** The company's base when the caller has it (the partner guard reads it): it is not read again. */
  base?: CompanyBase | null;
}

export interface FindWorkPage {
  tab: FindWorkTab;
  sort: FindWorkSort;
  /** Null when the company has no base location and picked no city: Single jobs is then empty. */
  region: Region | null;
  /** Each tab's claimable requests, counted up to WORK_COUNT_CAP + 1 (a badge then reads "99+"). */
  counts: Record<FindWorkTab, number>;
  page: number;
  pageCount: number;
  /** Counting stopped at the cap: there are pages after `pageCount`. */
  morePages: boolean;
  items: LeadCard[];
}

async function resolveRegion(
  db: Database,
  scope: CompanyScope,
  {
    citySlug,
    centre,
    radiusMiles = FIND_WORK_RADIUS_MILES,
    base,
  }: Pick<FindWorkQuery, "citySlug" | "centre" | "radiusMiles" | "base">,
): Promise<Region | null> {
  if (
    !Number.isInteger(radiusMiles) ||
    radiusMiles < MIN_REGION_RADIUS_MILES ||
    radiusMiles > MAX_REGION_RADIUS_MILES
  ) {
    throw new AppError("VALIDATION", "leads:errors.radiusRange", {
      field: "radiusMiles",
      params: { minimum: MIN_REGION_RADIUS_MILES, maximum: MAX_REGION_RADIUS_MILES },
    });
  }
  if (centre) {
    if (
      !Number.isFinite(centre.lat) ||
      !Number.isFinite(centre.lng) ||
      Math.abs(centre.lat) > 90 ||
      Math.abs(centre.lng) > 180
    ) {
      throw new AppError("VALIDATION", "leads:errors.unknownPlace", { field: "centre" });
    }
    return { label: centre.label, centre: { lat: centre.lat, lng: centre.lng }, radiusMiles };
  }
  if (citySlug) {
    const [city] = await db
      .select({ name: cities.name, lat: cities.lat, lng: cities.lng })
      .from(cities)
      .where(eq(cities.slug, citySlug))
      .limit(1);
    if (!city) throw new AppError("VALIDATION", "leads:errors.unknownCity", { field: "citySlug" });
    return { label: city.name, centre: { lat: city.lat, lng: city.lng }, radiusMiles };
  }
  return regionAround(base === undefined ? await readBase(db, scope) : base, radiusMiles);
}

function regionAround(base: CompanyBase | null, radiusMiles: number): Region | null {
  return base && { label: base.town, centre: { lat: base.lat, lng: base.lng }, radiusMiles };
}

/** Where matching measures from: the company's address, else its service centre. */
async function readBase(db: Database, scope: CompanyScope): Promise<CompanyBase | null> {
  const [base] = await db
    .select({
      town: companies.town,
      lat: sqlCompanyBase.lat,
      lng: sqlCompanyBase.lng,
    })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  if (base?.lat == null || base.lng == null) return null;
  return { town: base.town, lat: base.lat, lng: base.lng };
}

function inRegion(region: Region | null): SQL {
  if (!region) return sql`false`;
  const { centre, radiusMiles } = region;
  // The latitude band is a cheap necessary condition before the trigonometry, and the index of
  // open requests by latitude (quote_requests_pending_from_lat_idx) reads just that band.
  return sql`(${latitudeBand(centre.lat, centre.lat, radiusMiles)}
    and ${sqlDistanceMiles(quoteRequests.fromLat, quoteRequests.fromLng, centre.lat, centre.lng)} <= ${float8(radiusMiles)})`;
}

/** Requests starting between two latitudes widened by a distance (a degree of latitude is over 69 miles). */
function latitudeBand(southLat: number, northLat: number, miles: number): SQL {
  return sql`${quoteRequests.fromLat} between ${float8(southLat - miles / 69)} and ${float8(northLat + miles / 69)}`;
}

/** Where and on which UK day one of the company's booked jobs (upcoming or in progress) ends. */
interface JobEnd {
  lat: number;
  lng: number;
  day: string;
}

/**
 * The company's open job ends, read once per request: a handful of rows, whatever the data's size.
 * Live updates read them too (app/server/live/company-reach.server.ts).
 */
export async function openJobEnds(db: Database, scope: CompanyScope): Promise<JobEnd[]> {
  const jobLead = alias(leads, "job_lead");
  const jobRequest = alias(quoteRequests, "job_request");
  const rows = await db
    .selectDistinct({
      lat: jobRequest.toLat,
      lng: jobRequest.toLng,
      day: sql<string>`(${ukDay(jobStartsAt)})::text`,
    })
    .from(jobs)
    .innerJoin(quotes, eq(quotes.id, jobs.quoteId))
    .innerJoin(jobLead, eq(jobLead.id, quotes.leadId))
    .innerJoin(jobRequest, eq(jobRequest.id, jobLead.quoteRequestId))
    .where(
      and(
        ownedBy(jobs, scope),
        sql`${jobs.status} in ('upcoming', 'in_progress')`,
        sql`${jobRequest.toLat} is not null and ${jobRequest.toLng} is not null`,
      ),
    );
  return rows.flatMap(({ lat, lng, day }) => (lat == null || lng == null ? [] : [{ lat, lng, day }]));
}

/**
 * A booked job of the company ends near where the lead starts, on the lead's day (see above).
 * The job ends are a literal list, so each request row is tested against a few values in memory
 * rather than by a query over jobs, quotes and leads per row.
 */
function nearJobEnd(ends: JobEnd[]): SQL {
  if (ends.length === 0) return sql`false`;
  const endRows = sql.join(
    ends.map((end) => sql`(${float8(end.lat)}, ${float8(end.lng)}, ${end.day}::date)`),
    sql`, `,
  );
  const endLat = sql`job_end.lat`;
  const endLng = sql`job_end.lng`;
  const jobDay = sql`job_end.day`;
  const lastDay = sql`${jobDay} + ${JOURNEY_DAYS_AFTER}::int`;
  const lats = ends.map((end) => end.lat);
  return sql`(${latitudeBand(Math.min(...lats), Math.max(...lats), JOURNEY_RADIUS_MILES)} and exists (
    select 1 from (values ${endRows}) as job_end(lat, lng, day)
    where (case ${quoteRequests.movingDate}
        when 'specific' then ${quoteRequests.specificDate} between ${jobDay} and ${lastDay}
        else ${quoteRequests.flexibleFrom} <= ${lastDay} and ${quoteRequests.flexibleTo} >= ${jobDay} end)
      and ${sqlDistanceMiles(endLat, endLng, quoteRequests.fromLat, quoteRequests.fromLng)} <= ${float8(JOURNEY_RADIUS_MILES)}))`;
}

function tabConditions(region: Region | null, jobEnds: JobEnd[]): Record<FindWorkTab, SQL> {
  return {
    single: inRegion(region),
    recommended: eq(myLead.status, "offered"),
    journeys: nearJobEnd(jobEnds),
  };
}

const moveDay = sql`coalesce(${quoteRequests.specificDate}, ${quoteRequests.flexibleFrom})`;
const SORTS: Record<FindWorkSort, SQL[]> = {
  date_asc: [sql`${moveDay} asc nulls last`],
  date_desc: [sql`${moveDay} desc nulls last`],
  price_desc: [desc(myPriceSql)],
  price_asc: [asc(myPriceSql)],
};

/**
 * The requests the company can claim that meet a tab's condition, as a query of one column to
 * count (countUpTo). Each tab is counted by its own query, so each reads its own index: the
 * region's latitude band, the company's invitations, the band around its job ends.
 */
function claimable(db: Database, scope: CompanyScope, now: Date, condition: SQL) {
  return db
    .select({ one: sql`1` })
    .from(quoteRequests)
    .leftJoin(myLead, myLeadJoin(scope))
    .where(and(claimableByMe(now), condition))
    .$dynamic();
}

/**
 * A tab's count stops past WORK_COUNT_CAP, like the sidebar's badges: a region can hold
 * thousands of requests, each read and checked to be counted, and a badge then reads "99+".
 * The open tab is counted the same way by its pager, which reads "Page 1 of 5+" beyond it.
 */
const COUNTED_UP_TO = WORK_COUNT_CAP + 1;

/**
 * The sidebar's badges (getWorkCounts, in the partner layout's loader) and Find work's tabs count
 * the same things when Find work shows the company's own region: Book now is Single jobs, and
 * Invitations is Recommended. The two loaders run side by side in one request; given the
 * request's `SharedCounts` (countsOfRequest), each count is made once for both.
 */
export type SharedCounts = Map<string, Promise<number>>;

function countOnce(shared: SharedCounts | undefined, key: string, count: () => Promise<number>): Promise<number> {
  if (!shared) return count();
  let counted = shared.get(key);
  if (!counted) {
    counted = count();
    shared.set(key, counted);
  }
  return counted;
}

/** What a tab counts, as a key of `countOnce`: the region's centre and radius for Single jobs. */
function countKey(tab: FindWorkTab, region: Region | null): string {
  if (tab !== "single") return tab;
  return region ? `single:${region.centre.lat},${region.centre.lng},${region.radiusMiles}` : "single:none";
}

export async function listFindWork(
  scope: CompanyScope,
  { tab = "single", sort = "date_asc", page = 1, now = new Date(), shared, ...where }: FindWorkQuery = {},
): Promise<FindWorkPage> {
  const db = await getDb();
  const [region, jobEnds] = await Promise.all([resolveRegion(db, scope, where), openJobEnds(db, scope)]);
  const tabs = tabConditions(region, jobEnds);
  const countTab = (counted: FindWorkTab, stopAt = COUNTED_UP_TO) => {
    const count = () => countUpTo(db, claimable(db, scope, now, tabs[counted]), stopAt);
    // A count past the cap (a page beyond it) is this page's alone.
    return stopAt === COUNTED_UP_TO ? countOnce(shared, countKey(counted, region), count) : count();
  };
  const [list, ...others] = await Promise.all([
    paginate({
      page,
      pageSize: LEADS_PAGE_SIZE,
      countCap: WORK_COUNT_CAP,
      count: (stopAt) => countTab(tab, stopAt),
      rows: ({ limit, offset }) =>
        db
          .select(cardColumns(scope))
          .from(quoteRequests)
          .leftJoin(myLead, myLeadJoin(scope))
          .where(and(claimableByMe(now), tabs[tab]))
          .orderBy(...SORTS[sort], desc(quoteRequests.createdAt), asc(quoteRequests.id))
          .limit(limit)
          .offset(offset),
    }),
    ...FIND_WORK_TABS.filter((other) => other !== tab).map(async (other) => [other, await countTab(other)] as const),
  ]);
  const counts = {
    ...Object.fromEntries(others),
    [tab]: list.totalCapped ? list.total + 1 : list.total,
  } as Record<FindWorkTab, number>;
  return {
    tab,
    sort,
    region,
    counts,
    page: list.page,
    pageCount: list.pageCount,
    morePages: list.totalCapped,
    items: list.rows.map((row) => toLeadCard(row, region?.centre ?? null)),
  };
}

/** Watching: the requests the company saved for later that it can still claim. */
export async function listWatching(
  scope: CompanyScope,
  { now = new Date() }: { now?: Date } = {},
): Promise<LeadCard[]> {
  const db = await getDb();
  const rows = await db
    .select(cardColumns(scope))
    .from(leadWatches)
    .innerJoin(quoteRequests, eq(quoteRequests.id, leadWatches.quoteRequestId))
    .leftJoin(myLead, myLeadJoin(scope))
    .where(and(ownedBy(leadWatches, scope), claimableByMe(now)))
    .orderBy(sql`${moveDay} asc nulls last`, desc(leadWatches.createdAt));
  return rows.map((row) => toLeadCard(row));
}

/**
 * How many leads the company can claim now in its own region, by tab, each counted up to
 * WORK_COUNT_CAP + 1 (a region can hold thousands): the sidebar's Book now (Single jobs) and
 * Invitations (Recommended) badges, as statements for the sidebar to run with its other counts.
 * `share` hands each result to the request's `shared` counts, so Find work's own tabs on the same
 * page reuse them. Without `base`, the company's base is read first.
 */
export async function ownRegionTabCounts(
  db: Database,
  scope: CompanyScope,
  { now, base, shared }: { now: Date; base?: CompanyBase | null; shared?: SharedCounts },
) {
  const region = await resolveRegion(db, scope, { base });
  const tabs = tabConditions(region, []);
  const tab = (counted: "single" | "recommended") => ({
    query: countUpToQuery(db, claimable(db, scope, now, tabs[counted]), COUNTED_UP_TO),
    share(result: Promise<number>) {
      const key = countKey(counted, region);
      if (shared && !shared.has(key)) shared.set(key, result);
    },
  });
  return { single: tab("single"), recommended: tab("recommended") };
}
