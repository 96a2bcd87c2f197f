import { and, count, desc, eq } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { auditLog, user } from "~/db/schema";
import type { AuditAction, AuditEntry, AuditSubjectType } from "~/lib/audit";
import { getDb } from "../db.server";
import { matchesSearch, paginate } from "../lists/paginate.server";

export interface AuditChange {
  /** Who made the change: a user id, or null for the system. */
  actorUserId: string | null;
  action: AuditAction;
  subjectType: AuditSubjectType;
  subjectId: string;
  /** The recorded values before and after (only what changed; null for a creation). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** The client address of an account event (sign-in, reset, two-factor, sign-out everywhere). */
  ip?: string | null;
}

/**
 * The one writer of the audit log. It takes the caller's transaction, so a change and its audit
 * entry are committed together or not at all (account events, which change nothing of ours,
 * pass the database itself).
 */
export async function recordAudit(tx: Transaction | Database, change: AuditChange): Promise<void> {
  await tx.insert(auditLog).values(change);
}

const entryColumns = {
  id: auditLog.id,
  at: auditLog.at,
  action: auditLog.action,
  subjectType: auditLog.subjectType,
  subjectId: auditLog.subjectId,
  actorEmail: user.email,
  before: auditLog.before,
  after: auditLog.after,
};

function toEntry(row: {
  id: string;
  at: Date;
  action: string;
  subjectType: string;
  subjectId: string;
  actorEmail: string | null;
  before: unknown;
  after: unknown;
}): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    actor: row.actorEmail,
    before: row.before,
    after: row.after,
  };
}

/** The audit trail of one record, newest first (the detail dialogs, for admins). */
export async function listAuditEntries({
  subjectType,
  subjectId,
}: {
  subjectType: AuditSubjectType;
  subjectId: string;
}): Promise<AuditEntry[]> {
  const db = await getDb();
  const rows = await db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorUserId))
    .where(and(eq(auditLog.subjectType, subjectType), eq(auditLog.subjectId, subjectId)))
    .orderBy(desc(auditLog.at))
    .limit(100);
  return rows.map(toEntry);
}

/** The whole audit log, newest first, searchable by action, subject id or actor email. */
export async function listAuditLog({ page, q }: { page: number; q: string }) {
  const db = await getDb();
  const where = matchesSearch(q, [auditLog.action, auditLog.subjectId, user.email]);
  return paginate({
    page,
    count: async () => {
      const [row] = await db
        .select({ value: count() })
        .from(auditLog)
        .leftJoin(user, eq(user.id, auditLog.actorUserId))
        .where(where);
      return row?.value ?? 0;
    },
    rows: async ({ limit, offset }) =>
      (
        await db
          .select(entryColumns)
          .from(auditLog)
          .leftJoin(user, eq(user.id, auditLog.actorUserId))
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(limit)
          .offset(offset)
      ).map(toEntry),
  });
}
