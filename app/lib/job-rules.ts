import { href } from "react-router";
import { todayInUk } from "./uk-time";
import type { JobStatus } from "./vocabulary";

/**
 * A job's life after booking. The moves its status can make are written here once: the jobs
 * service refuses any other (409), and the job page offers only these buttons.
 *
 *   Upcoming → In progress → Completed;  Upcoming or In progress → Cancelled (with a reason).
 */
export const JOB_STATUS_MOVES: Readonly<Record<JobStatus, readonly JobStatus[]>> = {
  upcoming: ["in_progress", "cancelled"],
  in_progress: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

export function canMoveJob(from: JobStatus, to: JobStatus): boolean {
  return JOB_STATUS_MOVES[from].includes(to);
}

/**
 * The last status change can be undone for this long, once: a Start or a Complete pressed by
 * mistake. A cancellation is not undone (the customer was emailed it).
 */
export const JOB_UNDO_MINUTES = 10;
export const UNDOABLE_MOVES = ["in_progress", "completed"] as const satisfies readonly JobStatus[];

/** Until when a change made at `changedAt` can be undone. */
export function undoDeadline(changedAt: Date): Date {
  return new Date(changedAt.getTime() + JOB_UNDO_MINUTES * 60_000);
}

export function canUndoMove(to: JobStatus, changedAt: Date, now: Date): boolean {
  return (UNDOABLE_MOVES as readonly JobStatus[]).includes(to) && now < undoDeadline(changedAt);
}

/** A job can be started from its first moving day (both as "YYYY-MM-DD"). */
export function canStartOn(today: string, firstMovingDay: string): boolean {
  return today >= firstMovingDay;
}

/** A job's first moving day: the day agreed with the customer, or else the first UK day of its window. */
export function firstMovingDayOf(job: { agreedDate: string | null; pickupFrom: Date }): string {
  return job.agreedDate ?? todayInUk(job.pickupFrom);
}

/**
 * Why a day cannot be agreed for a job whose window runs from `first` to `last` (UK days,
 * inclusive), or null when it can: inside the window and not before today.
 */
export function agreedDateRefusal(day: string, window: { first: string; last: string }, today: string): string | null {
  if (day < window.first || day > window.last) return "backOffice:jobs.agreedDate.errors.outsideWindow";
  if (day < today) return "backOffice:jobs.agreedDate.errors.past";
  return null;
}

/** Jobs still to do: they can change status and be given a driver and a vehicle. */
export const JOBS_TO_DO = ["upcoming", "in_progress"] as const satisfies readonly JobStatus[];

export function isJobToDo(status: JobStatus): boolean {
  return (JOBS_TO_DO as readonly JobStatus[]).includes(status);
}

/** Finished jobs: the company's History. */
export const FINISHED_JOBS = ["completed", "cancelled"] as const satisfies readonly JobStatus[];

export const partnerJobPath = (jobId: string) => href("/partner/admin/jobs/:id", { id: jobId });
