import { and, eq, inArray, ne } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { leads, quotes } from "~/db/schema";

/**
 * Ends the open part of a request's lead loop when it stops taking quotes: a booking (every lead
 * but the winner's), a cancellation, or a moving date that passed. Unclaimed invitations
 * expire, claimed leads are lost, and quotes still waiting are rejected (the customer chose or
 * cancelled) or expired (nobody was chosen before the date).
 */
export async function settleOpenLeads(
  tx: Transaction,
  {
    quoteRequestId,
    winnerLeadId,
    openQuotesBecome,
    now,
  }: { quoteRequestId: string; winnerLeadId?: string; openQuotesBecome: "rejected" | "expired"; now: Date },
): Promise<void> {
  const ofRequest = eq(leads.quoteRequestId, quoteRequestId);
  const notWinner = winnerLeadId ? ne(leads.id, winnerLeadId) : undefined;
  await tx
    .update(leads)
    .set({ status: "expired", respondedAt: now })
    .where(and(ofRequest, eq(leads.status, "offered")));
  await tx
    .update(leads)
    .set({ status: "lost", respondedAt: now })
    .where(and(ofRequest, notWinner, inArray(leads.status, ["claimed", "quoted"])));
  await tx
    .update(quotes)
    .set({ status: openQuotesBecome, decidedAt: now, updatedAt: now })
    .where(
      and(
        inArray(quotes.status, ["sent", "expired"]),
        inArray(quotes.leadId, tx.select({ id: leads.id }).from(leads).where(and(ofRequest, notWinner))),
      ),
    );
}
