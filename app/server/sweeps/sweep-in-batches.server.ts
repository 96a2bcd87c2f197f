import type { Database, Transaction } from "~/db/client.server";

/** Rows a sweep claims per transaction. */
export const BATCH = 100;

/**
 * Claims due rows a batch at a time (the caller's query ends in FOR UPDATE SKIP LOCKED) and
 * applies the change in the same transaction; returns how many rows changed.
 */
export async function sweepInBatches(
  db: Database,
  claimDue: (tx: Transaction) => Promise<{ id: string }[]>,
  apply: (tx: Transaction, ids: string[]) => Promise<number>,
): Promise<number> {
  let changed = 0;
  for (;;) {
    const { due, done } = await db.transaction(async (tx) => {
      const rows = await claimDue(tx);
      const ids = rows.map((row) => row.id);
      return { due: rows.length, done: ids.length === 0 ? 0 : await apply(tx, ids) };
    });
    changed += done;
    if (due < BATCH) return changed;
  }
}
