import type { Transaction } from "~/db/client.server";
import type { AuditAction, AuditSubjectType } from "~/lib/audit";
import { AppError } from "~/lib/errors";
import { getDb } from "../db.server";
import { recordAudit } from "./audit-log.server";

export interface StatusChange<Row extends { status: string }> {
  subjectType: AuditSubjectType;
  subjectId: string;
  action: AuditAction;
  actorUserId: string;
  /** The new status. */
  to: Row["status"];
  /** Reads the row with `FOR UPDATE`, so two changes to one record run one after the other. */
  lock: (tx: Transaction) => PromiseLike<Row[]>;
  /** Writes the new status (and whatever goes with it: a reason, an email). */
  write: (tx: Transaction, current: Row) => PromiseLike<unknown>;
  /** The message key for a record that does not exist (NOT_FOUND). */
  notFound: string;
  /** When only some statuses may change to `to`: those, and the message key for the others (CONFLICT). */
  from?: { statuses: readonly Row["status"][]; conflict: string };
  /** Recorded in the audit entry besides the status (e.g. a rejection reason). */
  details?: Record<string, unknown>;
}

/**
 * The one shape of a staff status change: in one transaction, lock the row, check the
 * transition, write it and its audit entry. A change is never committed without its entry.
 * Choosing the status a record already has changes nothing and records nothing.
 */
export async function changeStatus<Row extends { status: string }>(
  change: StatusChange<Row>,
): Promise<{ changed: boolean }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [current] = await change.lock(tx);
    if (!current) throw new AppError("NOT_FOUND", change.notFound);
    if (change.from && !change.from.statuses.includes(current.status)) {
      throw new AppError("CONFLICT", change.from.conflict);
    }
    if (current.status === change.to) return { changed: false };
    await change.write(tx, current);
    await recordAudit(tx, {
      actorUserId: change.actorUserId,
      action: change.action,
      subjectType: change.subjectType,
      subjectId: change.subjectId,
      before: { status: current.status },
      after: { status: change.to, ...change.details },
    });
    return { changed: true };
  });
}
