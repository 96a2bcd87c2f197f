import { and, desc, eq, isNull } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { companies, drivers, jobStatusChanges, jobs, leads, quoteRequests, quotes, vehicles } from "~/db/schema";
import { asLocale } from "~/i18n/config";
import { AppError } from "~/lib/errors";
import { agreedDateRefusal, canMoveJob, canStartOn, canUndoMove, firstMovingDayOf, isJobToDo } from "~/lib/job-rules";
import {
  type JobAgreedDate,
  type JobCrew,
  type JobStatusChange,
  jobAgreedDateSchema,
  jobCrewSchema,
  jobStatusChangeSchema,
} from "~/lib/schemas/job-change";
import { formatUkPhone } from "~/lib/schemas/uk-phone";
import { todayInUk } from "~/lib/uk-time";
import type { JobStatus } from "~/lib/vocabulary";
import { recordAudit } from "../audit/audit-log.server";
import { getDb } from "../db.server";
import { queueEmail } from "../email/outbox.server";
import { type CompanyScope, ownedBy } from "../partners/company-scope.server";
import { issueAccessLink } from "../quote-requests/access-links.server";
import { assertId, parseOrThrow } from "../validation.server";
import { JOB_NOT_FOUND } from "./company-jobs.server";

/**
 * What a company does with a job it won: moves its status along (app/lib/job-rules.ts says which
 * moves there are), gives it a driver and a vehicle of its own, and records the day agreed with
 * the customer inside a flexible window. Each change locks the job's
 * row, so two people changing the same job at once are served one after the other.
 */

/** The job, locked, with the customer's request behind it (null if the quote behind it is gone). */
async function lockJob(tx: Transaction, scope: CompanyScope, jobId: string) {
  assertId(jobId, JOB_NOT_FOUND);
  const [row] = await tx
    .select({ job: jobs, quoteRequest: quoteRequests, company: companies })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(quotes, eq(quotes.id, jobs.quoteId))
    .leftJoin(leads, eq(leads.id, quotes.leadId))
    .leftJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
    .where(and(eq(jobs.id, jobId), ownedBy(jobs, scope)))
    .for("update", { of: jobs });
  if (!row) throw new AppError("NOT_FOUND", JOB_NOT_FOUND);
  return row;
}

/** Why a move the rules do not allow is refused, in words the person can act on. */
function refusalOf(from: JobStatus, to: JobStatus): string {
  if (from === "completed" || from === "cancelled") return `backOffice:jobs.errors.finished.${from}`;
  if (from === to) return `backOffice:jobs.errors.already.${from}`;
  if (to === "completed") return "backOffice:jobs.errors.notStarted";
  return "backOffice:jobs.errors.alreadyStarted";
}

/**
 * Moves a job's status: Upcoming → In progress → Completed, or Upcoming / In progress →
 * Cancelled with a reason. Any other move is refused (409), and so is a start before the day
 * agreed with the customer or, with none agreed, the first UK day of the moving window. Each change is kept in the job's history and the audit log; a
 * completed job completes the customer's request (and makes its review invitation due the next
 * morning), and a cancellation is emailed to the customer in the language of their request.
 */
export async function changeJobStatus(
  scope: CompanyScope,
  {
    jobId,
    actorUserId,
    now = new Date(),
    ...input
  }: JobStatusChange & { jobId: string; actorUserId: string | null; now?: Date },
): Promise<{ reference: string; status: JobStatus }> {
  assertId(jobId, JOB_NOT_FOUND);
  const { to, reason } = parseOrThrow(jobStatusChangeSchema, input);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { job, quoteRequest, company } = await lockJob(tx, scope, jobId);
    if (!canMoveJob(job.status, to)) throw new AppError("CONFLICT", refusalOf(job.status, to));
    if (to === "in_progress" && !canStartOn(todayInUk(now), firstMovingDayOf(job))) {
      throw new AppError("CONFLICT", "backOffice:jobs.errors.beforeWindow");
    }

    await tx
      .update(jobs)
      .set({ status: to, completedAt: to === "completed" ? now : null, updatedAt: now })
      .where(eq(jobs.id, job.id));
    await tx.insert(jobStatusChanges).values({
      jobId: job.id,
      fromStatus: job.status,
      toStatus: to,
      reason: to === "cancelled" ? reason : null,
      changedByUserId: actorUserId,
      changedAt: now,
    });
    await recordAudit(tx, {
      actorUserId,
      action: "job.status",
      subjectType: "job",
      subjectId: job.id,
      before: { status: job.status },
      after: to === "cancelled" ? { status: to, reason } : { status: to },
    });
    if (to === "completed" && quoteRequest?.status === "booked") {
      await tx
        .update(quoteRequests)
        .set({ status: "completed", updatedAt: now })
        .where(eq(quoteRequests.id, quoteRequest.id));
    }
    if (to === "cancelled" && quoteRequest) {
      await queueEmail(tx, {
        to: quoteRequest.email,
        template: "customer-job-cancelled",
        payload: {
          fullName: quoteRequest.fullName,
          reference: quoteRequest.reference,
          companyName: company.name,
          companyEmail: company.email,
          companyPhone: formatUkPhone(company.phone),
          pickupDay: todayInUk(job.pickupFrom),
          reason: reason ?? "",
        },
        locale: asLocale(quoteRequest.locale),
      });
    }
    return { reference: job.reference, status: to };
  });
}

/**
 * Undoes the job's last status change (a Start or a Complete, within JOB_UNDO_MINUTES, once):
 * the job goes back to the status it had, a completion's request is open again (so its review
 * invitation is no longer due), and the change is marked undone in the history and audited.
 */
export async function undoJobStatus(
  scope: CompanyScope,
  { jobId, actorUserId, now = new Date() }: { jobId: string; actorUserId: string | null; now?: Date },
): Promise<{ reference: string; status: JobStatus }> {
  assertId(jobId, JOB_NOT_FOUND);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { job, quoteRequest } = await lockJob(tx, scope, jobId);
    const [last] = await tx
      .select()
      .from(jobStatusChanges)
      .where(eq(jobStatusChanges.jobId, job.id))
      .orderBy(desc(jobStatusChanges.changedAt), desc(jobStatusChanges.id))
      .limit(1);
    if (
      !last ||
      last.undoneAt !== null ||
      last.toStatus !== job.status ||
      !canUndoMove(last.toStatus, last.changedAt, now)
    ) {
      throw new AppError("CONFLICT", "backOffice:jobs.errors.cannotUndo");
    }

    await tx
      .update(jobs)
      .set({ status: last.fromStatus, completedAt: null, updatedAt: now })
      .where(eq(jobs.id, job.id));
    await tx.update(jobStatusChanges).set({ undoneAt: now }).where(eq(jobStatusChanges.id, last.id));
    await recordAudit(tx, {
      actorUserId,
      action: "job.status-undone",
      subjectType: "job",
      subjectId: job.id,
      before: { status: last.toStatus },
      after: { status: last.fromStatus },
    });
    if (last.toStatus === "completed" && quoteRequest?.status === "completed") {
      await tx
        .update(quoteRequests)
        .set({ status: "booked", updatedAt: now })
        .where(eq(quoteRequests.id, quoteRequest.id));
    }
    return { reference: job.reference, status: last.fromStatus };
  });
}

/**
 * Records the day agreed with the customer for a job still to do whose move is flexible: a UK
 * day inside the customer's window and not before today (400 otherwise, with the reason). The
 * day may be changed again; each change is audited (`job.agreed-date`) and emailed to the
 * customer, in the language of their request, with a link to their request page. Setting the day
 * it already has changes nothing and sends nothing.
 */
export async function setAgreedDate(
  scope: CompanyScope,
  {
    jobId,
    actorUserId,
    now = new Date(),
    ...input
  }: JobAgreedDate & { jobId: string; actorUserId: string | null; now?: Date },
): Promise<{ reference: string; agreedDate: string }> {
  assertId(jobId, JOB_NOT_FOUND);
  const { agreedDate } = parseOrThrow(jobAgreedDateSchema, input);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { job, quoteRequest, company } = await lockJob(tx, scope, jobId);
    if (!isJobToDo(job.status)) throw new AppError("CONFLICT", `backOffice:jobs.errors.finished.${job.status}`);
    if (quoteRequest?.movingDate !== "flexible")
      throw new AppError("CONFLICT", "backOffice:jobs.agreedDate.errors.notFlexible");
    const window = { first: todayInUk(job.pickupFrom), last: todayInUk(job.pickupTo) };
    const refusal = agreedDateRefusal(agreedDate, window, todayInUk(now));
    if (refusal) throw new AppError("VALIDATION", refusal, { field: "agreedDate", params: window });
    if (agreedDate === job.agreedDate) return { reference: job.reference, agreedDate };

    await tx.update(jobs).set({ agreedDate, updatedAt: now }).where(eq(jobs.id, job.id));
    await recordAudit(tx, {
      actorUserId,
      action: "job.agreed-date",
      subjectType: "job",
      subjectId: job.id,
      before: { agreedDate: job.agreedDate },
      after: { agreedDate },
    });
    await queueEmail(tx, {
      to: quoteRequest.email,
      template: "customer-job-date-agreed",
      payload: {
        fullName: quoteRequest.fullName,
        reference: quoteRequest.reference,
        companyName: company.name,
        companyEmail: company.email,
        companyPhone: formatUkPhone(company.phone),
        agreedDate,
        changed: job.agreedDate !== null,
        requestUrl: await issueAccessLink(tx, quoteRequest.id, now),
      },
      locale: asLocale(quoteRequest.locale),
    });
    return { reference: job.reference, agreedDate };
  });
}

/**
 * Gives a job still to do a driver and a vehicle, each one of the company's own: an active
 * driver, a vehicle not deleted (another company's, or one taken off the list, is not found).
 * Null clears it ('Unassigned'). The driver and vehicle rows are read with a share lock, so a
 * deactivation or deletion running at the same time either sees this job or wins first.
 */
export async function assignJobCrew(
  scope: CompanyScope,
  { jobId, ...input }: JobCrew & { jobId: string },
): Promise<{ reference: string; driverName: string | null; numberPlate: string | null }> {
  assertId(jobId, JOB_NOT_FOUND);
  const { driverId, vehicleId } = parseOrThrow(jobCrewSchema, input);
  if (driverId !== null) assertId(driverId, "backOffice:drivers.errors.notFound");
  if (vehicleId !== null) assertId(vehicleId, "backOffice:vehicles.errors.notFound");
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { job } = await lockJob(tx, scope, jobId);
    const [driver] = driverId
      ? await tx
          .select({ name: drivers.name })
          .from(drivers)
          .where(
            and(eq(drivers.id, driverId), ownedBy(drivers, scope), eq(drivers.active, true), isNull(drivers.deletedAt)),
          )
          .for("share")
      : [];
    if (driverId && !driver)
      throw new AppError("NOT_FOUND", "backOffice:drivers.errors.notFound", { field: "driverId" });
    const [vehicle] = vehicleId
      ? await tx
          .select({ numberPlate: vehicles.numberPlate })
          .from(vehicles)
          .where(and(eq(vehicles.id, vehicleId), ownedBy(vehicles, scope), isNull(vehicles.deletedAt)))
          .for("share")
      : [];
    if (vehicleId && !vehicle) {
      throw new AppError("NOT_FOUND", "backOffice:vehicles.errors.notFound", { field: "vehicleId" });
    }
    if (!isJobToDo(job.status)) throw new AppError("CONFLICT", `backOffice:jobs.errors.finished.${job.status}`);

    await tx.update(jobs).set({ driverId, vehicleId, updatedAt: new Date() }).where(eq(jobs.id, job.id));
    return { reference: job.reference, driverName: driver?.name ?? null, numberPlate: vehicle?.numberPlate ?? null };
  });
}
