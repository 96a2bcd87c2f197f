import { randomInt } from "node:crypto";
import { and, asc, desc, eq, ilike, type SQL } from "drizzle-orm";
import { jobs, leads, quoteRequests, quotes } from "~/db/schema";
import { AppError } from "~/lib/errors";
import type { JobSort } from "~/lib/lead-rules";
import type { MyWorkParams } from "~/lib/schemas/my-work-params";
import { todayInUk } from "~/lib/schemas/quote-request";
import type { JobStatus } from "~/lib/vocabulary";
import { getDb } from "../db.server";
import { type CustomerContact, contactOf } from "../leads/customer-contact.server";
import { type CompanyScope, ownedBy } from "../partners/company-scope.server";
import { assertId } from "../validation.server";

/** My work: the jobs a company won (an accepted quote becomes a job). */

const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** "JB-4KQ7XH2P": read out on the phone, searched for in My work. */
export function newJobReference(): string {
  let suffix = "";
  for (let index = 0; index < 8; index++) suffix += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `JB-${suffix}`;
}

const jobColumns = {
  id: jobs.id,
  reference: jobs.reference,
  title: jobs.title,
  pickupFrom: jobs.pickupFrom,
  pickupTo: jobs.pickupTo,
  fromTown: jobs.fromTown,
  toTown: jobs.toTown,
  pricePence: jobs.pricePence,
  status: jobs.status,
  driverId: jobs.driverId,
  vehicleId: jobs.vehicleId,
};

const SORTS: Record<JobSort, SQL[]> = {
  pickup_asc: [asc(jobs.pickupFrom)],
  pickup_desc: [desc(jobs.pickupFrom)],
  price_desc: [desc(jobs.pricePence)],
  price_asc: [asc(jobs.pricePence)],
};

export async function listJobs(
  scope: CompanyScope,
  { search = "", status, sort = "pickup_asc" }: { search?: string; status?: JobStatus; sort?: JobSort } = {},
) {
  const db = await getDb();
  // Job references hold only letters, digits and a dash: anything else cannot match.
  const term = search.toUpperCase().replace(/[^A-Z0-9-]/g, "");
  return db
    .select(jobColumns)
    .from(jobs)
    .where(
      and(
        ownedBy(jobs, scope),
        status ? eq(jobs.status, status) : undefined,
        term ? ilike(jobs.reference, `%${term}%`) : undefined,
      ),
    )
    .orderBy(...SORTS[sort], asc(jobs.reference));
}

export type JobRow = Awaited<ReturnType<typeof listJobs>>[number];

/**
 * My work's list: the company's jobs as the page's search, status filter and sort ask, grouped
 * by the UK day of pickup. A day's group stands where its first job falls in the chosen order
 * (so "price high to low" opens on the day of the dearest job), and holds all of that day's jobs
 * in that order.
 */
export async function listJobsByDay(scope: CompanyScope, { q, status, sort }: MyWorkParams) {
  const rows = await listJobs(scope, { search: q, status: status ?? undefined, sort });
  const days = new Map<string, JobItem[]>();
  for (const row of rows) {
    // todayInUk gives the UK calendar day of any moment.
    const day = todayInUk(row.pickupFrom);
    const item: JobItem = {
      reference: row.reference,
      title: row.title,
      pickupFrom: row.pickupFrom.toISOString(),
      pickupTo: row.pickupTo.toISOString(),
      fromTown: row.fromTown,
      toTown: row.toTown,
      pricePence: row.pricePence,
      status: row.status,
      assigned: row.driverId !== null || row.vehicleId !== null,
    };
    const group = days.get(day);
    if (group) group.push(item);
    else days.set(day, [item]);
  }
  return {
    days: [...days].map(([day, jobs]) => ({ day, jobs })),
    total: rows.length,
    // A company with no job at all is shown how to get one, not told its filters found nothing.
    hasJobs: rows.length > 0 || (await hasAnyJob(scope)),
  };
}

/** One row of My work, as the page shows it. */
export interface JobItem {
  reference: string;
  title: string;
  pickupFrom: string;
  pickupTo: string;
  fromTown: string;
  toTown: string;
  pricePence: number;
  status: JobStatus;
  /** A driver or a vehicle is assigned ("Unassigned" otherwise). */
  assigned: boolean;
}

async function hasAnyJob(scope: CompanyScope): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ id: jobs.id }).from(jobs).where(ownedBy(jobs, scope)).limit(1);
  return row !== undefined;
}

/** One of the company's jobs with the customer's contact details; another company's is not found. */
export async function getJob(
  scope: CompanyScope,
  { jobId }: { jobId: string },
): Promise<JobRow & { customer: CustomerContact }> {
  assertId(jobId, "leads:errors.jobNotFound");
  const db = await getDb();
  const [row] = await db
    .select({ job: jobColumns, request: quoteRequests })
    .from(jobs)
    .innerJoin(quotes, eq(quotes.id, jobs.quoteId))
    .innerJoin(leads, eq(leads.id, quotes.leadId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
    .where(and(eq(jobs.id, jobId), ownedBy(jobs, scope)));
  if (!row) throw new AppError("NOT_FOUND", "leads:errors.jobNotFound");
  return { ...row.job, customer: contactOf(row.request) };
}
