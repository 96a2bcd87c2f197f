import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { JOBS_TO_DO } from "~/lib/job-rules";
import { jobStartsAt } from "../jobs/moving-day.server";
import { type CompanyScope, ownedBy } from "../partners/company-scope.server";

/**
 * Which of a company's jobs still to do (upcoming or in progress) a driver or a vehicle is on:
 * such a driver cannot be deactivated and such a vehicle cannot be deleted, or the job would
 * silently lose its crew or its van.
 */

type FleetMember = { driverId: string } | { vehicleId: string };

function assignedTo(member: FleetMember) {
  return "driverId" in member ? eq(jobs.driverId, member.driverId) : eq(jobs.vehicleId, member.vehicleId);
}

/** The reference of the earliest job still to do with this driver or vehicle, or null. */
export async function firstJobToDo(
  db: Database | Transaction,
  scope: CompanyScope,
  member: FleetMember,
): Promise<string | null> {
  const [job] = await db
    .select({ reference: jobs.reference })
    .from(jobs)
    .where(and(ownedBy(jobs, scope), inArray(jobs.status, [...JOBS_TO_DO]), assignedTo(member)))
    .orderBy(asc(jobStartsAt))
    .limit(1);
  return job?.reference ?? null;
}

/** For each of these vehicles on a job still to do, the earliest such job's reference. */
export async function jobsToDoByVehicle(
  db: Database,
  scope: CompanyScope,
  vehicleIds: string[],
): Promise<Map<string, string>> {
  if (vehicleIds.length === 0) return new Map();
  const rows = await db
    .select({ vehicleId: jobs.vehicleId, reference: jobs.reference })
    .from(jobs)
    .where(and(ownedBy(jobs, scope), inArray(jobs.status, [...JOBS_TO_DO]), inArray(jobs.vehicleId, vehicleIds)))
    .orderBy(asc(jobStartsAt));
  const byVehicle = new Map<string, string>();
  for (const row of rows)
    if (row.vehicleId && !byVehicle.has(row.vehicleId)) byVehicle.set(row.vehicleId, row.reference);
  return byVehicle;
}
