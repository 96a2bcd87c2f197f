import type { Database } from "~/db/client.server";
import { leads } from "~/db/schema";

type NewLead = typeof leads.$inferInsert;

/**
 * A quote request offered to a company (a lead), first in the matching order and "offered"
 * unless `status` says otherwise; override any field.
 */
export async function createLead(
  db: Database,
  fields: Pick<NewLead, "quoteRequestId" | "companyId"> & Partial<NewLead>,
) {
  const [lead] = await db
    .insert(leads)
    .values({ status: "offered", pricePence: 1500, matchRank: 1, distanceMiles: 3.2, ...fields })
    .returning();
  if (!lead) throw new Error("createLead: no row returned");
  return lead;
}
