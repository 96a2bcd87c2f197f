import { randomBytes } from "node:crypto";
import type { Database } from "~/db/client.server";
import { companyMembers, jobs, leads, type quoteRequests, quotes, user } from "~/db/schema";
import { addDays, todayInUk, ukMoment } from "~/lib/uk-time";
import { hashAccessToken } from "~/server/quote-requests/access-links.server";
import { createCompany } from "./companies";
import { createQuoteRequest } from "./requests";

/**
 * A user who works for the company (for `actorUserId`): the claimer or quoter of record. They have
 * signed in, so a company with an owner made here can be invited to leads.
 */
export async function createMember(db: Database, companyId: string, role: "owner" | "staff" = "owner") {
  const suffix = randomBytes(4).toString("hex");
  const [person] = await db
    .insert(user)
    .values({
      id: `user-${suffix}`,
      name: `Member ${suffix}`,
      email: `member-${suffix}@example.com`,
      role: "partner",
      lastSignedInAt: new Date(),
    })
    .returning();
  if (!person) throw new Error("createMember: no row returned");
  await db.insert(companyMembers).values({ companyId, userId: person.id, role });
  return person.id;
}

/** An approved partner with a complete profile and a signed-in owner: one matching invites. */
export async function createInvitableCompany(db: Database, overrides: Parameters<typeof createCompany>[1] = {}) {
  return (await createPartnerCompany(db, overrides)).company;
}

/** An approved partner company with one owner: its scope and the member who acts for it. */
export async function createPartnerCompany(db: Database, overrides: Parameters<typeof createCompany>[1] = {}) {
  const company = await createCompany(db, overrides);
  return { company, scope: { companyId: company.id }, actorUserId: await createMember(db, company.id) };
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

/** An open request with a working link to its page: `token` opens it. */
export async function createRequestWithToken(db: Database, overrides: Partial<typeof quoteRequests.$inferInsert> = {}) {
  const token = randomBytes(32).toString("base64url");
  const request = await createOpenRequest(db, { accessTokenHash: hashAccessToken(token), ...overrides });
  return { request, token };
}

/**
 * A job the company won on a request that ends at `to` (booked through a won lead and an
 * accepted quote, as acceptQuote leaves them), picked up on `day`, or, for a flexible move, in
 * the window from `day` to `lastDay`.
 */
export async function createBookedJob(
  db: Database,
  {
    companyId,
    to,
    day,
    lastDay,
  }: { companyId: string; to: { city: string; lat: number; lng: number }; day: string; lastDay?: string },
) {
  const request = await createOpenRequest(db, {
    status: "booked",
    toCity: to.city,
    toLat: to.lat,
    toLng: to.lng,
    ...(lastDay
      ? { movingDate: "flexible", specificDate: null, flexibleFrom: day, flexibleTo: lastDay }
      : { specificDate: day }),
  });
  const lead = await createInvitation(db, {
    quoteRequestId: request.id,
    companyId,
    status: "won",
    claimedAt: new Date(),
  });
  const [quote] = await db
    .insert(quotes)
    .values({ leadId: lead.id, companyId, amountPence: 90_000, validUntil: day, status: "accepted" })
    .returning();
  if (!quote) throw new Error("createBookedJob: no quote returned");
  const [job] = await db
    .insert(jobs)
    .values({
      reference: `JB-${randomBytes(4).toString("hex").toUpperCase()}`,
      companyId,
      quoteId: quote.id,
      title: "Test move",
      pickupFrom: ukMoment(day, 8),
      pickupTo: ukMoment(lastDay ?? day, 18),
      fromTown: request.fromCity,
      toTown: to.city,
      pricePence: quote.amountPence,
    })
    .returning();
  if (!job) throw new Error("createBookedJob: no job returned");
  return { request, lead, quote, job };
}

/**
 * A job of the company without the lead and quote behind it (for lists of jobs): a move from
 * Leeds to York picked up 3 days from now, 08:00 to 10:00; override any field.
 */
export async function createJob(
  db: Database,
  { companyId, ...overrides }: Partial<typeof jobs.$inferInsert> & { companyId: string },
) {
  const pickupFrom = overrides.pickupFrom ?? new Date(Date.now() + 3 * 24 * 3600 * 1000);
  const [job] = await db
    .insert(jobs)
    .values({
      reference: `JB-${randomBytes(4).toString("hex").toUpperCase()}`,
      companyId,
      title: "3 bedroom house move",
      pickupFrom,
      pickupTo: new Date(pickupFrom.getTime() + 2 * 3600 * 1000),
      fromTown: "Leeds",
      toTown: "York",
      pricePence: 85_000,
      ...overrides,
    })
    .returning();
  if (!job) throw new Error("createJob: no row returned");
  return job;
}

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
