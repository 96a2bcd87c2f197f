import { and, eq } from "drizzle-orm";
import { leads, leadWatches, quoteRequests } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { getDb } from "../db.server";
import { type CompanyScope, ownedBy } from "../partners/company-scope.server";
import { assertId } from "../validation.server";
import { offerOpenPlaces } from "./invitation-waves.server";
import { claimableByMe, myLead, myLeadJoin } from "./lead-sql.server";

/**
 * "Not interested": declines an invitation. Free, final (matching and staff never offer it to
 * this company again, Find work hides it) and idempotent; its place is offered to the next
 * company at once. A claimed lead cannot be declined. The request is locked first, as a claim
 * and the waves lock it, so a decline and a claim of the same request never wait on each other.
 */
export async function declineInvitation(
  scope: CompanyScope,
  { leadId, now = new Date() }: { leadId: string; now?: Date },
): Promise<void> {
  assertId(leadId, "leads:errors.notFound");
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ quoteRequest: quoteRequests })
      .from(quoteRequests)
      .innerJoin(leads, eq(leads.quoteRequestId, quoteRequests.id))
      .where(and(eq(leads.id, leadId), ownedBy(leads, scope)))
      .for("update", { of: quoteRequests });
    if (!row) throw new AppError("NOT_FOUND", "leads:errors.notFound");
    const [lead] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId));
    if (lead?.status === "declined") return;
    if (lead?.status !== "offered" && lead?.status !== "lapsed") {
      throw new AppError("CONFLICT", "leads:errors.cannotDecline");
    }
    await tx.update(leads).set({ status: "declined", respondedAt: now }).where(eq(leads.id, leadId));
    await tx
      .delete(leadWatches)
      .where(and(ownedBy(leadWatches, scope), eq(leadWatches.quoteRequestId, row.quoteRequest.id)));
    await offerOpenPlaces(tx, row.quoteRequest, { now });
  });
}

/**
 * "Save for later": watches a request the company could claim (its invitation or a Find work
 * card). Watching twice is watching once.
 */
export async function watchLead(
  scope: CompanyScope,
  { quoteRequestId, now = new Date() }: { quoteRequestId: string; now?: Date },
): Promise<void> {
  assertId(quoteRequestId, "leads:errors.notFound");
  const db = await getDb();
  const [visible] = await db
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .leftJoin(myLead, myLeadJoin(scope))
    .where(and(eq(quoteRequests.id, quoteRequestId), claimableByMe(now)));
  if (!visible) throw new AppError("NOT_FOUND", "leads:errors.notFound");
  await db
    .insert(leadWatches)
    .values({ companyId: scope.companyId, quoteRequestId, createdAt: now })
    .onConflictDoNothing();
}

export async function unwatchLead(scope: CompanyScope, { quoteRequestId }: { quoteRequestId: string }): Promise<void> {
  assertId(quoteRequestId, "leads:errors.notFound");
  const db = await getDb();
  await db.delete(leadWatches).where(and(ownedBy(leadWatches, scope), eq(leadWatches.quoteRequestId, quoteRequestId)));
}
