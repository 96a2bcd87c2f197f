import { and, inArray, lt, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { emailOutbox, emailVerificationCodes, session, verification } from "~/db/schema";
import { RETENTION_DAYS } from "~/lib/retention";
import { BATCH, sweepInBatches } from "./sweep-in-batches.server";

const DAY_MS = 24 * 3600 * 1000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Deletes the rows of `table` that match `due`, a claimed batch at a time (SKIP LOCKED). */
function purge(
  db: Database,
  table: PgTable & { id: AnyPgColumn<{ data: string; notNull: true }> },
  due: SQL | undefined,
): Promise<number> {
  return sweepInBatches(
    db,
    (tx) => tx.select({ id: table.id }).from(table).where(due).limit(BATCH).for("update", { skipLocked: true }),
    async (tx, ids) =>
      (
        await tx
          .delete(table)
          .where(and(due, inArray(table.id, ids)))
          .returning({ id: table.id })
      ).length,
  );
}

/**
 * Deletes what the privacy page says we do not keep (RETENTION_DAYS): the records of sent and
 * failed emails, used or expired verification codes, expired reset and invitation tokens and
 * expired sessions. Mail still waiting to be sent is never deleted.
 */
export async function purgeExpiredRecords(db: Database, now: Date): Promise<number> {
  const expiredBefore = daysBefore(now, RETENTION_DAYS.expiredTokens);
  const counts = [
    await purge(
      db,
      emailOutbox,
      and(
        inArray(emailOutbox.status, ["sent", "failed"]),
        lt(emailOutbox.createdAt, daysBefore(now, RETENTION_DAYS.emailRecords)),
      ),
    ),
    await purge(
      db,
      emailVerificationCodes,
      and(
        lt(emailVerificationCodes.createdAt, daysBefore(now, RETENTION_DAYS.verificationCodes)),
        lt(emailVerificationCodes.expiresAt, now),
      ),
    ),
    await purge(db, verification, lt(verification.expiresAt, expiredBefore)),
    await purge(db, session, lt(session.expiresAt, expiredBefore)),
  ];
  return counts.reduce((sum, count) => sum + count, 0);
}
