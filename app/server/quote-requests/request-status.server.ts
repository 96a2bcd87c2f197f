import { and, eq } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { quoteRequests } from "~/db/schema";

/**
 * The status moves the lead loop makes itself (docs/product-rules.md §13.3), each written in the
 * transaction of the event that causes it. Booking, completion, cancellation and expiry are
 * written by their own services; this is the one move several services share.
 */

/**
 * The request was offered to a company or claimed: a pending request is now collecting quotes.
 * Any other status stays (a request already collecting, or closed meanwhile).
 */
export async function markCollectingQuotes(tx: Transaction, quoteRequestId: string, now: Date): Promise<void> {
  await tx
    .update(quoteRequests)
    .set({ status: "collecting_quotes", updatedAt: now })
    .where(and(eq(quoteRequests.id, quoteRequestId), eq(quoteRequests.status, "pending")));
}
