import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leads, quoteRequests } from "~/db/schema";
import { createCompany } from "../../factories/companies";
import { createLead, createOpenRequest } from "../../factories/leads";
import { setupTestDatabase } from "../../setup/test-database";

/**
 * quote_requests.slots_taken is kept by triggers on leads (migration 0017): whoever writes a
 * lead, the count is the number of its request's claimed leads.
 */
describe("slots taken", () => {
  const db = setupTestDatabase();

  const slotsOf = async (requestId: string) => {
    const [row] = await db()
      .select({ slotsTaken: quoteRequests.slotsTaken })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, requestId));
    return row?.slotsTaken;
  };

  it("counts a lead when it is claimed, however it is written, and uncounts it when it goes", async () => {
    const request = await createOpenRequest(db());
    const other = await createOpenRequest(db());
    const [first, second, third] = await Promise.all([createCompany(db()), createCompany(db()), createCompany(db())]);
    if (!first || !second || !third) throw new Error("three companies were not made");
    expect(await slotsOf(request.id)).toBe(0);
    const createClaimed = (companyId: string) =>
      createLead(db(), { quoteRequestId: request.id, companyId, status: "claimed", claimedAt: new Date() });

    // An offer takes no slot; inserted claimed, or claimed later, it does.
    const offered = await createLead(db(), { quoteRequestId: request.id, companyId: first.id });
    expect(await slotsOf(request.id)).toBe(0);
    await createClaimed(second.id);
    expect(await slotsOf(request.id)).toBe(1);
    await db().update(leads).set({ status: "claimed", claimedAt: new Date() }).where(eq(leads.id, offered.id));
    expect(await slotsOf(request.id)).toBe(2);
    // Changing a claimed lead's other columns, or its claim time, counts nothing again.
    await db()
      .update(leads)
      .set({ status: "quoted", claimedAt: new Date(Date.now() - 1000) })
      .where(eq(leads.id, offered.id));
    expect(await slotsOf(request.id)).toBe(2);

    // Moved to another request, unclaimed, deleted: each count follows.
    await db().update(leads).set({ quoteRequestId: other.id }).where(eq(leads.id, offered.id));
    expect([await slotsOf(request.id), await slotsOf(other.id)]).toEqual([1, 1]);
    await db().update(leads).set({ claimedAt: null }).where(eq(leads.id, offered.id));
    expect(await slotsOf(other.id)).toBe(0);
    await createClaimed(third.id);
    expect(await slotsOf(request.id)).toBe(2);
    await db().delete(leads).where(eq(leads.companyId, third.id));
    expect(await slotsOf(request.id)).toBe(1);

    // Deleting requests deletes their leads with them, and the triggers do not stand in the way.
    await db()
      .delete(quoteRequests)
      .where(inArray(quoteRequests.id, [request.id, other.id]));
    expect(
      await db()
        .select()
        .from(leads)
        .where(inArray(leads.quoteRequestId, [request.id, other.id])),
    ).toEqual([]);
  });
});
