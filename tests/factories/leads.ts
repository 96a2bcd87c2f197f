import { randomBytes } from "node:crypto";
import type { Database } from "~/db/client.server";
import { companyMembers, leads, type quoteRequests, user } from "~/db/schema";
import { addDays, todayInUk } from "~/lib/schemas/quote-request";
import { createQuoteRequest } from "./requests";

/** A user who works for the company (for `actorUserId`): the claimer or quoter of record. */
export async function createMember(db: Database, companyId: string, role: "owner" | "staff" = "owner") {
  const suffix = randomBytes(4).toString("hex");
  const [person] = await db
    .insert(user)
    .values({ id: `user-${suffix}`, name: `Member ${suffix}`, email: `member-${suffix}@example.com`, role: "partner" })
    .returning();
  if (!person) throw new Error("createMember: no row returned");
  await db.insert(companyMembers).values({ companyId, userId: person.id, role });
  return person.id;
}

/**
 * A quote request open for claims: geocoded in central Manchester (where createCompany's
 * partners are based), a 3-bedroom house, moving in 30 days. Override any field.
 */
export async function createOpenRequest(db: Database, overrides: Partial<typeof quoteRequests.$inferInsert> = {}) {
  return createQuoteRequest(db, {
    fromPostcode: "M1 1AE",
    fromCity: "Manchester",
    fromAddress: "1 Piccadilly",
    fromLat: 53.4808,
    fromLng: -2.2426,
    toCity: "Leeds",
    toAddress: "2 Briggate",
    toLat: 53.7997,
    toLng: -1.5492,
    currentPropertyType: "house",
    currentBedrooms: "3",
    movingDate: "specific",
    specificDate: addDays(todayInUk(), 30),
    phone: `+4479${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
    ...overrides,
  });
}

/** An invitation (an `offered` lead) of the request to the company; override any field. */
export async function createInvitation(
  db: Database,
  {
    quoteRequestId,
    companyId,
    ...overrides
  }: Partial<typeof leads.$inferInsert> & {
    quoteRequestId: string;
    companyId: string;
  },
) {
  const [lead] = await db
    .insert(leads)
    .values({ quoteRequestId, companyId, pricePence: 1800, matchRank: 1, ...overrides })
    .returning();
  if (!lead) throw new Error("createInvitation: no row returned");
  return lead;
}

/** ISO date `days` from today in the UK (negative for the past). */
export function ukDate(days: number): string {
  return addDays(todayInUk(), days);
}
