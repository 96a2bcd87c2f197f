import { and, asc, desc, eq, or } from "drizzle-orm";
import { companies, companyMembers, user } from "~/db/schema";
import { businessDaysSince } from "~/lib/business-days";
import type { ListParams } from "~/lib/schemas/list-params";
import { formatUkPhone } from "~/lib/schemas/uk-phone";
import type { CompanyStatus } from "~/lib/vocabulary";
import { getDb } from "../db.server";
import { matchesSearch, paginate } from "../lists/paginate.server";
import { describeBusinessAddress, describeServiceAreas } from "./describe-service-areas.server";

/**
 * The admin panel's view of partners and applications (the decisions are in
 * ./partner-lifecycle.server.ts). Directory companies that never applied are not listed.
 */

export async function listPartners({ page, q, status }: ListParams<CompanyStatus>) {
  const db = await getDb();
  const where = and(
    or(eq(companies.isPartner, true), eq(companies.status, "pending")),
    status ? eq(companies.status, status) : undefined,
    matchesSearch(q, [companies.name, companies.email, companies.postcode]),
  );
  return paginate({
    page,
    count: () => db.$count(companies, where),
    rows: async ({ limit, offset }) => {
      const rows = await db
        .select({
          id: companies.id,
          createdAt: companies.createdAt,
          name: companies.name,
          status: companies.status,
          phone: companies.phone,
          addressLine1: companies.addressLine1,
          postcode: companies.postcode,
          serviceAreaMode: companies.serviceAreaMode,
          serviceCentreLabel: companies.serviceCentreLabel,
          serviceRadiusMiles: companies.serviceRadiusMiles,
          serviceCitySlugs: companies.serviceCitySlugs,
        })
        .from(companies)
        .where(where)
        .orderBy(desc(companies.createdAt), desc(companies.id))
        .limit(limit)
        .offset(offset);
      const now = new Date();
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        name: row.name,
        status: row.status,
        phone: formatUkPhone(row.phone),
        address: describeBusinessAddress(row),
        serviceAreas: describeServiceAreas(row),
        /** A pending application's age in UK business days, against the 1-2 days applicants are promised. */
        waitingBusinessDays: row.status === "pending" ? businessDaysSince(row.createdAt, now) : null,
      }));
    },
  });
}

export type PartnerRow = Awaited<ReturnType<typeof listPartners>>["rows"][number];

/** One company with its application details and the people who work for it. */
export async function getPartnerDetail({ id }: { id: string }) {
  const db = await getDb();
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  if (!row) return null;
  const members = await db
    .select({
      userId: user.id,
      name: user.name,
      email: user.email,
      role: companyMembers.role,
      since: companyMembers.createdAt,
    })
    .from(companyMembers)
    .innerJoin(user, eq(user.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, id))
    .orderBy(asc(companyMembers.createdAt), asc(user.email));
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    businessType: row.businessType,
    companyNumber: row.companyNumber,
    employees: row.employees,
    email: row.email,
    phone: formatUkPhone(row.phone),
    website: row.website,
    address: describeBusinessAddress(row),
    town: row.town,
    removalTypes: row.removalTypes,
    serviceAreas: describeServiceAreas(row),
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    waitingBusinessDays: row.status === "pending" ? businessDaysSince(row.createdAt, new Date()) : null,
    members: members.map((member) => ({ ...member, since: member.since.toISOString() })),
  };
}

export type PartnerDetail = NonNullable<Awaited<ReturnType<typeof getPartnerDetail>>>;
