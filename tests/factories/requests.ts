import { randomBytes } from "node:crypto";
import type { Database } from "~/db/client.server";
import { contacts, quoteRequests } from "~/db/schema";

let counter = 0;

/** A verified quote request with a unique reference, name and email; override any field. */
export async function createQuoteRequest(db: Database, overrides: Partial<typeof quoteRequests.$inferInsert> = {}) {
  const suffix = `${randomBytes(4).toString("hex")}${++counter}`;
  const [row] = await db
    .insert(quoteRequests)
    .values({
      reference: `REF${suffix}`.toUpperCase(),
      idempotencyKey: `key-${suffix}`,
      accessTokenHash: `hash-${suffix}`,
      moveType: "domestic",
      fromPostcode: "M1 1AE",
      fromCity: "Manchester",
      helpType: "full",
      currentPropertyType: "house",
      newPropertyType: "apartment",
      movingDate: "flexible",
      fullName: `Customer ${suffix}`,
      email: `customer-${suffix}@example.com`,
      emailVerifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("createQuoteRequest: no row returned");
  return row;
}

/** A new contact-form message with a unique name and email; override any field. */
export async function createContact(db: Database, overrides: Partial<typeof contacts.$inferInsert> = {}) {
  const suffix = randomBytes(4).toString("hex");
  const [row] = await db
    .insert(contacts)
    .values({
      firstName: "Grace",
      lastName: `Hopper ${suffix}`,
      email: `contact-${suffix}@example.com`,
      subject: "A question",
      message: "When can you move us?",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("createContact: no row returned");
  return row;
}
