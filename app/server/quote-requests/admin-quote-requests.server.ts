import { and, desc, eq, sql } from "drizzle-orm";
import { companies, quoteRequests } from "~/db/schema";
import { formatUkPhone } from "~/lib/schemas/fields";
import type { ListParams } from "~/lib/schemas/list-params";
import type { QuoteRequestStatus } from "~/lib/vocabulary";
import { changeStatus } from "../audit/change-status.server";
import { getDb } from "../db.server";
import { countUpTo, matchesSearch, paginate } from "../lists/paginate.server";

/** The admin panel's view of customers' quote requests: list, detail, status changes. */

/** Requests arrive by the thousand: the pager counts this many at most (400 pages of 25). */
export const QUOTE_REQUEST_COUNT_CAP = 10_000;

export async function listQuoteRequests({ page, q, status }: ListParams<QuoteRequestStatus>) {
  const db = await getDb();
  const where = and(
    status ? eq(quoteRequests.status, status) : undefined,
    matchesSearch(q, [quoteRequests.fullName, quoteRequests.email, quoteRequests.reference]),
  );
  return paginate({
    page,
    countCap: QUOTE_REQUEST_COUNT_CAP,
    count: (stopAt) => countUpTo(db, db.select({ one: sql`1` }).from(quoteRequests).where(where).$dynamic(), stopAt),
    rows: async ({ limit, offset }) => {
      const rows = await db
        .select({
          id: quoteRequests.id,
          reference: quoteRequests.reference,
          createdAt: quoteRequests.createdAt,
          fullName: quoteRequests.fullName,
          email: quoteRequests.email,
          specificDate: quoteRequests.specificDate,
          flexibleFrom: quoteRequests.flexibleFrom,
          flexibleTo: quoteRequests.flexibleTo,
          propertyType: quoteRequests.currentPropertyType,
          status: quoteRequests.status,
        })
        .from(quoteRequests)
        .where(where)
        .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  });
}

export type QuoteRequestRow = Awaited<ReturnType<typeof listQuoteRequests>>["rows"][number];

/**
 * One quote request with everything the customer answered (what became of it, its leads, quotes
 * and job, is `getRequestLeadLoop` in lead-admin/staff-leads.server.ts).
 */
export async function getQuoteRequestDetail({ id }: { id: string }) {
  const db = await getDb();
  const [row] = await db
    .select({
      id: quoteRequests.id,
      reference: quoteRequests.reference,
      createdAt: quoteRequests.createdAt,
      moveType: quoteRequests.moveType,
      fromPostcode: quoteRequests.fromPostcode,
      fromCity: quoteRequests.fromCity,
      fromAddress: quoteRequests.fromAddress,
      toCity: quoteRequests.toCity,
      toAddress: quoteRequests.toAddress,
      helpType: quoteRequests.helpType,
      currentPropertyType: quoteRequests.currentPropertyType,
      currentBedrooms: quoteRequests.currentBedrooms,
      currentLiftAvailable: quoteRequests.currentLiftAvailable,
      currentFloorNumber: quoteRequests.currentFloorNumber,
      newPropertyType: quoteRequests.newPropertyType,
      newBedrooms: quoteRequests.newBedrooms,
      newLiftAvailable: quoteRequests.newLiftAvailable,
      newFloorNumber: quoteRequests.newFloorNumber,
      additionalDetails: quoteRequests.additionalDetails,
      specificDate: quoteRequests.specificDate,
      flexibleFrom: quoteRequests.flexibleFrom,
      flexibleTo: quoteRequests.flexibleTo,
      fullName: quoteRequests.fullName,
      email: quoteRequests.email,
      phone: quoteRequests.phone,
      status: quoteRequests.status,
      locale: quoteRequests.locale,
      /** The company the customer asked for from its card or page (first in the first wave). */
      requestedCompany: companies.name,
    })
    .from(quoteRequests)
    .leftJoin(companies, eq(companies.id, quoteRequests.requestedCompanyId))
    .where(eq(quoteRequests.id, id));
  if (!row) return null;
  return { ...row, phone: formatUkPhone(row.phone), createdAt: row.createdAt.toISOString() };
}

/** Staff move a quote request to any status (the spec sets no order); audited. */
export async function updateQuoteRequestStatus({
  id,
  status,
  actorUserId,
}: {
  id: string;
  status: QuoteRequestStatus;
  actorUserId: string;
}) {
  return changeStatus({
    subjectType: "quote_request",
    subjectId: id,
    action: "quote_request.status",
    actorUserId,
    to: status,
    notFound: "admin:errors.quoteRequestNotFound",
    lock: (tx) =>
      tx.select({ status: quoteRequests.status }).from(quoteRequests).where(eq(quoteRequests.id, id)).for("update"),
    write: (tx) => tx.update(quoteRequests).set({ status, updatedAt: new Date() }).where(eq(quoteRequests.id, id)),
  });
}

export type QuoteRequestDetail = NonNullable<Awaited<ReturnType<typeof getQuoteRequestDetail>>>;
