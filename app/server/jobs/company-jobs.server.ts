import { randomInt } from "node:crypto";
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { drivers, jobStatusChanges, jobs, leads, quoteRequests, quotes, user, vehicles } from "~/db/schema";
import type { Locale } from "~/i18n/config";
import { AppError } from "~/lib/errors";
import { canStartOn, canUndoMove, firstMovingDayOf, undoDeadline } from "~/lib/job-rules";
import { estimateMove, type MoveSize, moveSizeOf } from "~/lib/lead-pricing";
import type { JobSort } from "~/lib/lead-rules";
import type { MyWorkParams } from "~/lib/schemas/my-work-params";
import { addDays, todayInUk, ukMoment } from "~/lib/uk-time";
import type { HelpType, JobStatus, MoveType, PropertyType, QuoteInclusion } from "~/lib/vocabulary";
import { getDb } from "../db.server";
import { contactOf } from "../leads/customer-contact.server";
import { propertiesOf } from "../leads/lead-cards.server";
import { PAGE_SIZE, paginate } from "../lists/paginate.server";
import { type CompanyScope, ownedBy } from "../partners/company-scope.server";
import { assertId } from "../validation.server";
import { jobEndsAt, jobStartsAt } from "./moving-day.server";

/** My work: the jobs a company won (an accepted quote becomes a job). */

export const JOB_NOT_FOUND = "leads:errors.jobNotFound";

const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** "JB-4KQ7XH2P": read out on the phone, searched for in My work. */
export function newJobReference(): string {
  let suffix = "";
  for (let index = 0; index < 8; index++) suffix += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `JB-${suffix}`;
}

export const jobColumns = {
  id: jobs.id,
  reference: jobs.reference,
  title: jobs.title,
  pickupFrom: jobStartsAt,
  pickupTo: jobEndsAt,
  agreedDate: jobs.agreedDate,
  fromTown: jobs.fromTown,
  toTown: jobs.toTown,
  pricePence: jobs.pricePence,
  status: jobs.status,
  driverId: jobs.driverId,
  vehicleId: jobs.vehicleId,
  // The crew by name and plate: only the company's own driver and vehicle are joined.
  driverName: drivers.name,
  numberPlate: vehicles.numberPlate,
  // What the job's title is made of, so that it reads in the reader's language (jobMoveOf).
  helpType: quoteRequests.helpType,
  currentPropertyType: quoteRequests.currentPropertyType,
  currentBedrooms: quoteRequests.currentBedrooms,
  moveType: quoteRequests.moveType,
};

const SORTS: Record<JobSort, SQL[]> = {
  pickup_asc: [asc(jobStartsAt)],
  pickup_desc: [desc(jobStartsAt)],
  price_desc: [desc(jobs.pricePence)],
  price_asc: [asc(jobs.pricePence)],
};

/** The crew joins: only the company's own driver and vehicle are ever named. */
export const crewDriverJoin = and(eq(drivers.id, jobs.driverId), eq(drivers.companyId, jobs.companyId));
export const crewVehicleJoin = and(eq(vehicles.id, jobs.vehicleId), eq(vehicles.companyId, jobs.companyId));

/** The company's jobs with their driver's name and vehicle's plate (either may be null) and their request. */
function selectJobsWithCrew(db: Database) {
  return db
    .select(jobColumns)
    .from(jobs)
    .leftJoin(drivers, crewDriverJoin)
    .leftJoin(vehicles, crewVehicleJoin)
    .leftJoin(quotes, eq(quotes.id, jobs.quoteId))
    .leftJoin(leads, eq(leads.id, quotes.leadId))
    .leftJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId));
}

/** The request's columns a job's title is made of; null where the quote behind the job is gone. */
type JobMoveColumns = {
  helpType: HelpType | null;
  currentPropertyType: PropertyType | null;
  currentBedrooms: string | null;
  moveType: MoveType | null;
};

/**
 * The size and type of a job's move, which its title names in the reader's language; null when
 * the request behind the job is gone, and the title stored with the job (English) is all there is.
 */
export function jobMoveOf({
  helpType,
  currentPropertyType,
  currentBedrooms,
  moveType,
}: JobMoveColumns): JobMove | null {
  if (!helpType || !currentPropertyType || !moveType) return null;
  return { size: moveSizeOf({ helpType, currentPropertyType, currentBedrooms }), type: moveType };
}

export interface JobMove {
  size: MoveSize;
  type: MoveType;
}

export interface JobFilters {
  search?: string;
  /** One status; or else any of `statuses`; or else every status. */
  status?: JobStatus;
  statuses?: readonly JobStatus[];
  sort?: JobSort;
  /** Picked up on one of these UK days (inclusive), for a calendar. */
  pickupDays?: { first: string; last: string };
}

function jobsMatching(scope: CompanyScope, { search = "", status, statuses, pickupDays }: JobFilters) {
  // Job references hold only letters, digits and a dash: anything else cannot match.
  const term = search.toUpperCase().replace(/[^A-Z0-9-]/g, "");
  return and(
    ownedBy(jobs, scope),
    status ? eq(jobs.status, status) : statuses ? inArray(jobs.status, [...statuses]) : undefined,
    term ? ilike(jobs.reference, `%${term}%`) : undefined,
    pickupDays ? gte(jobStartsAt, ukMoment(pickupDays.first, 0)) : undefined,
    pickupDays ? lt(jobStartsAt, ukMoment(addDays(pickupDays.last, 1), 0)) : undefined,
  );
}

/** The company's jobs as the filters ask, in the chosen order; `window` gives one page of them. */
export async function listJobs(
  scope: CompanyScope,
  filters: JobFilters = {},
  window?: { limit: number; offset: number },
) {
  const db = await getDb();
  const ordered = selectJobsWithCrew(db)
    .where(jobsMatching(scope, filters))
    .orderBy(...SORTS[filters.sort ?? "pickup_asc"], asc(jobs.reference));
  return window ? ordered.limit(window.limit).offset(window.offset) : ordered;
}

export type JobRow = Awaited<ReturnType<typeof listJobs>>[number];

async function countJobs(where: SQL | undefined): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(jobs).where(where);
  return row?.n ?? 0;
}

/**
 * A page of the list view. In order of earliest pickup with no page named, it is the page where
 * today's jobs begin (the ones before are history), counted in the same statement as the total.
 */
async function pageOfJobs(scope: CompanyScope, filters: JobFilters, page: number | undefined) {
  const where = jobsMatching(scope, filters);
  const rows = (window: { limit: number; offset: number }) => listJobs(scope, filters, window);
  if (page !== undefined || filters.sort !== "pickup_asc") {
    return paginate({ page: page ?? 1, count: () => countJobs(where), rows });
  }
  const db = await getDb();
  const [counted] = await db
    .select({ total: count(), earlier: count(sql`case when ${lt(jobStartsAt, ukMoment(todayInUk(), 0))} then 1 end`) })
    .from(jobs)
    .where(where);
  const { total = 0, earlier = 0 } = counted ?? {};
  return paginate({ page: Math.floor(earlier / PAGE_SIZE) + 1, count: async () => total, rows });
}

/**
 * A list of the company's jobs as a page's search, status filter and sort ask (My work,
 * Reservations, History), grouped by the UK day of pickup. A day's group stands where its first
 * job falls in the chosen order (so "price high to low" opens on the day of the dearest job),
 * and holds that day's jobs in that order. `statuses` are the list's own. A calendar passes the
 * days it shows and gets all their jobs; the list view comes a page of PAGE_SIZE jobs at a time
 * (a company's whole history would otherwise be rendered at once), grouped within the page, and
 * in order of earliest pickup it opens on today's jobs unless the URL names a page.
 */
export async function listJobsByDay(
  scope: CompanyScope,
  {
    q,
    status,
    sort,
    page,
    statuses,
    pickupDays,
  }: Pick<MyWorkParams, "q" | "status" | "sort" | "page"> & Pick<JobFilters, "statuses" | "pickupDays">,
) {
  const filters: JobFilters = { search: q, status: status ?? undefined, statuses, sort, pickupDays };
  const listed = pickupDays
    ? await listJobs(scope, filters).then((rows) => ({ rows, total: rows.length, page: 1, pageCount: 1 }))
    : await pageOfJobs(scope, filters, page ?? undefined);
  const days = new Map<string, JobItem[]>();
  for (const row of listed.rows) {
    // todayInUk gives the UK calendar day of any moment.
    const day = todayInUk(row.pickupFrom);
    const item = toJobItem(row);
    const group = days.get(day);
    if (group) group.push(item);
    else days.set(day, [item]);
  }
  return {
    days: [...days].map(([day, jobs]) => ({ day, jobs })),
    total: listed.total,
    page: listed.page,
    pageCount: listed.pageCount,
    // A company with no job in the list at all is shown how to get one, not told its filters found nothing.
    hasJobs: listed.total > 0 || (await hasAnyJob(scope, statuses)),
  };
}

/** A selected job row as lists show it. */
export function toJobItem(
  row: JobMoveColumns & Omit<JobItem, "move" | "pickupFrom" | "pickupTo"> & { pickupFrom: Date; pickupTo: Date },
): JobItem {
  return {
    id: row.id,
    reference: row.reference,
    title: row.title,
    move: jobMoveOf(row),
    pickupFrom: row.pickupFrom.toISOString(),
    pickupTo: row.pickupTo.toISOString(),
    agreedDate: row.agreedDate,
    fromTown: row.fromTown,
    toTown: row.toTown,
    pricePence: row.pricePence,
    status: row.status,
    driverName: row.driverName,
    numberPlate: row.numberPlate,
  };
}

/** One row of a job list, as the page shows it. */
export interface JobItem {
  id: string;
  reference: string;
  /** The title stored with the job, in English: shown only where `move` is unknown. */
  title: string;
  move: JobMove | null;
  pickupFrom: string;
  pickupTo: string;
  /** The day agreed with the customer inside a flexible window; pickupFrom and pickupTo are then on it. */
  agreedDate: string | null;
  fromTown: string;
  toTown: string | null;
  pricePence: number;
  status: JobStatus;
  /** The assigned driver and vehicle ("Unassigned" when neither is). */
  driverName: string | null;
  numberPlate: string | null;
}

async function hasAnyJob(scope: CompanyScope, statuses?: readonly JobStatus[]): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(ownedBy(jobs, scope), statuses ? inArray(jobs.status, [...statuses]) : undefined))
    .limit(1);
  return row !== undefined;
}

/**
 * One of the company's jobs for its page: the customer's contact details (the company claimed
 * the request; null only if the quote behind the job is gone), the crew, the history of its
 * status changes, oldest first, whether it can be started today (from the first UK day of its
 * moving window) and until when its last change can be undone. Another company's job, or an id
 * that is no id, is not found.
 */
export async function getJob(scope: CompanyScope, { jobId, now = new Date() }: { jobId: string; now?: Date }) {
  assertId(jobId, JOB_NOT_FOUND);
  const db = await getDb();
  const [row] = await db
    .select({
      job: { ...jobColumns, windowFrom: jobs.pickupFrom, windowTo: jobs.pickupTo, createdAt: jobs.createdAt },
      quoteRequest: quoteRequests,
      quote: {
        inclusions: quotes.inclusions,
        insuranceCoverPence: quotes.insuranceCoverPence,
        message: quotes.message,
        writtenLanguage: quotes.writtenLanguage,
      },
    })
    .from(jobs)
    .leftJoin(drivers, and(eq(drivers.id, jobs.driverId), eq(drivers.companyId, jobs.companyId)))
    .leftJoin(vehicles, and(eq(vehicles.id, jobs.vehicleId), eq(vehicles.companyId, jobs.companyId)))
    .leftJoin(quotes, eq(quotes.id, jobs.quoteId))
    .leftJoin(leads, eq(leads.id, quotes.leadId))
    .leftJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
    .where(and(eq(jobs.id, jobId), ownedBy(jobs, scope)));
  if (!row) throw new AppError("NOT_FOUND", JOB_NOT_FOUND);
  const history = await db
    .select({
      fromStatus: jobStatusChanges.fromStatus,
      toStatus: jobStatusChanges.toStatus,
      reason: jobStatusChanges.reason,
      changedAt: jobStatusChanges.changedAt,
      undoneAt: jobStatusChanges.undoneAt,
      changedBy: user.name,
    })
    .from(jobStatusChanges)
    .leftJoin(user, eq(user.id, jobStatusChanges.changedByUserId))
    .where(eq(jobStatusChanges.jobId, jobId))
    .orderBy(asc(jobStatusChanges.changedAt), asc(jobStatusChanges.id));
  const last = history.at(-1);
  const undoable = last && last.undoneAt === null && last.toStatus === row.job.status;
  const firstMovingDay = firstMovingDayOf({ agreedDate: row.job.agreedDate, pickupFrom: row.job.windowFrom });
  const { windowFrom, windowTo, helpType, currentPropertyType, currentBedrooms, moveType, ...job } = row.job;
  return {
    ...job,
    move: jobMoveOf({ helpType, currentPropertyType, currentBedrooms, moveType }),
    /** The customer's moving window (UK days); a day can be agreed inside it when it is flexible. */
    window: { first: todayInUk(windowFrom), last: todayInUk(windowTo) },
    flexible: row.quoteRequest?.movingDate === "flexible",
    customer: row.quoteRequest ? contactOf(row.quoteRequest) : null,
    sheet: row.quoteRequest && row.quote ? jobSheetOf(row.quoteRequest, row.quote) : null,
    history,
    firstMovingDay,
    canStartToday: canStartOn(todayInUk(now), firstMovingDay),
    undoUntil: undoable && canUndoMove(last.toStatus, last.changedAt, now) ? undoDeadline(last.changedAt) : null,
  };
}

export type JobDetail = Awaited<ReturnType<typeof getJob>>;

/**
 * What the crew needs to know that the job row does not hold: the size of the move and its
 * estimate (as lead cards show it), both properties, the customer's own words, and what the
 * accepted quote included.
 */
function jobSheetOf(
  quoteRequest: typeof quoteRequests.$inferSelect,
  quote: {
    inclusions: QuoteInclusion[];
    insuranceCoverPence: number | null;
    message: string | null;
    writtenLanguage: Locale | null;
  },
) {
  const { size, volumeM3, crew } = estimateMove(quoteRequest);
  return {
    moveType: quoteRequest.moveType,
    size,
    volumeM3,
    crew,
    ...propertiesOf(quoteRequest),
    additionalDetails: quoteRequest.additionalDetails,
    /** The customer wrote the details on a page in this language (decision 024). */
    additionalDetailsLanguage: quoteRequest.locale,
    inclusions: quote.inclusions,
    insuranceCoverPence: quote.insuranceCoverPence,
    quoteMessage: quote.message,
    quoteMessageLanguage: quote.writtenLanguage,
  };
}
