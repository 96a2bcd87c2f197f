import { and, count, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import { companies, leads, quoteRequests, quotes, sqlFromArea, sqlFromOutcode } from "~/db/schema";
import type { ListParams } from "~/lib/schemas/list-params";
import { formatUkPhone } from "~/lib/schemas/uk-phone";
import type { QuoteRequestStatus } from "~/lib/vocabulary";
import { changeStatus } from "../audit/change-status.server";
import { getDb } from "../db.server";
import { POSTCODE_AREAS } from "../geo/data/postcode-areas";
import { parseGeocodeQuery } from "../geo/geocoder-query.server";
import { countUpTo, matchesSearch, paginate } from "../lists/paginate.server";

/** The admin panel's view of customers' quote requests: list, detail, status changes. */

/** Requests arrive by the thousand: the pager counts this many at most (400 pages of 25). */
export const QUOTE_REQUEST_COUNT_CAP = 10_000;

/**
 * What staff typed in the list's search box. A full postcode ("ls14ap", "LS1 4AP"), an outward
 * code ("LS1") or a known postcode area ("LS") finds the requests moving from there, through the
 * expression indexes on the stored postcode (quote_requests_from_outcode_idx, _from_area_idx);
 * anything else is looked for in the name, email, reference and both towns, as before.
 */
function searchCondition(q: string): SQL | undefined {
  const query = parseGeocodeQuery(q);
  const outcode = sqlFromOutcode(quoteRequests.fromPostcode);
  switch (query?.kind) {
    case "postcode":
      return and(eq(outcode, query.outcode), eq(quoteRequests.fromPostcode, query.postcode));
    case "outcode":
      return eq(outcode, query.outcode);
    case "area":
      if (query.area in POSTCODE_AREAS) return eq(sqlFromArea(quoteRequests.fromPostcode), query.area);
  }
  return matchesSearch(q, [
    quoteRequests.fullName,
    quoteRequests.email,
    quoteRequests.reference,
    quoteRequests.fromCity,
    quoteRequests.toCity,
  ]);
}

/** A row of the list, as the page's requests are read. */
const listColumns = {
  id: quoteRequests.id,
  reference: quoteRequests.reference,
  createdAt: quoteRequests.createdAt,
  fullName: quoteRequests.fullName,
  email: quoteRequests.email,
  specificDate: quoteRequests.specificDate,
  flexibleFrom: quoteRequests.flexibleFrom,
  flexibleTo: quoteRequests.flexibleTo,
  propertyType: quoteRequests.currentPropertyType,
  fromCity: quoteRequests.fromCity,
  fromPostcode: quoteRequests.fromPostcode,
  toCity: quoteRequests.toCity,
  status: quoteRequests.status,
  /** Companies that claimed it (kept on the row by triggers, decision 016). */
  claims: quoteRequests.slotsTaken,
};

export async function listQuoteRequests({ page, q, status }: ListParams<QuoteRequestStatus>) {
  const db = await getDb();
  const where = and(status ? eq(quoteRequests.status, status) : undefined, searchCondition(q));
  return paginate({
    page,
    countCap: QUOTE_REQUEST_COUNT_CAP,
    count: (stopAt) => countUpTo(db, db.select({ one: sql`1` }).from(quoteRequests).where(where).$dynamic(), stopAt),
    rows: async ({ limit, offset }) => {
      // The page's requests first, then the quotes companies sent on those 25 alone (a withdrawn
      // one does not count), in the same statement.
      const shown = db
        .select(listColumns)
        .from(quoteRequests)
        .where(where)
        .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
        .limit(limit)
        .offset(offset)
        .as("shown");
      const shownColumns = Object.fromEntries(
        Object.keys(listColumns).map((name) => [name, shown[name as keyof typeof listColumns]]),
      ) as { [Name in keyof typeof listColumns]: (typeof shown)[Name] };
      const sent = db
        .select({ quotes: count() })
        .from(quotes)
        .innerJoin(leads, eq(leads.id, quotes.leadId))
        .where(and(eq(leads.quoteRequestId, shown.id), ne(quotes.status, "withdrawn")));
      const rows = await db
        .select({ ...shownColumns, quotes: sql<number>`(${sent})::int` })
        .from(shown)
        .orderBy(desc(shown.createdAt), desc(shown.id));
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  });
}

export type QuoteRequestRow = Awaited<ReturnType<typeof listQuoteRequests>>["rows"][number];

/**
 * One quote request with everything the customer answered (what became of it, its leads, quotes
 * and job, is `getRequestLeadLoop` in leads/staff-leads.server.ts).
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

/**
 * Staff override the status the lead loop gave a request (any status to any other), with a
 * reason; audited with it. The loop moves it on from there at its next event.
 */
export async function updateQuoteRequestStatus({
  id,
  status,
  reason,
  actorUserId,
}: {
  id: string;
  status: QuoteRequestStatus;
  reason: string;
  actorUserId: string;
}) {
  return changeStatus({
    subjectType: "quote_request",
    subjectId: id,
    action: "quote_request.status",
    actorUserId,
    to: status,
    notFound: "admin:errors.quoteRequestNotFound",
    details: { reason },
    lock: (tx) =>
      tx.select({ status: quoteRequests.status }).from(quoteRequests).where(eq(quoteRequests.id, id)).for("update"),
    write: (tx) => tx.update(quoteRequests).set({ status, updatedAt: new Date() }).where(eq(quoteRequests.id, id)),
  });
}

export type QuoteRequestDetail = NonNullable<Awaited<ReturnType<typeof getQuoteRequestDetail>>>;
