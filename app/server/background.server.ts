import { logger } from "./logger.server";

const pending = new Set<Promise<void>>();

/**
 * Runs work after the answer has gone, for work whose duration must not show in the answer
 * (a password reset for a known address takes longer than for an unknown one). Failures are
 * logged; shutdown waits for what is still running (settleBackgroundTasks).
 */
export function runInBackground(label: string, work: () => Promise<unknown>): void {
  const task = Promise.resolve()
    .then(work)
    .then(
      () => undefined,
      (error: unknown) => {
        logger.error("Background task failed", {
          task: label,
          error: error instanceof Error ? error.message : String(error),
        });
      },
    )
    .finally(() => pending.delete(task));
  pending.add(task);
}

/** Waits until every background task started so far has finished. */
export async function settleBackgroundTasks(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
