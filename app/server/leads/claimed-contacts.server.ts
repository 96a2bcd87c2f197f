import { and, desc, eq, isNotNull } from "drizzle-orm";
import { leads, quoteRequests } from "~/db/schema";
import { formatUkPhone } from "~/lib/schemas/uk-phone";
import { getDb } from "../db.server";
import { paginate } from "../lists/paginate.server";
import { type CompanyScope, ownedBy } from "../partners/company-scope.server";

/**
 * Customer contacts: the customers whose details the company received by claiming their lead
 * (a claim is what reveals them, see lead-detail.server.ts), the latest claim first.
 */
export async function listClaimedContacts(scope: CompanyScope, { page }: { page: number }) {
  const db = await getDb();
  const where = and(ownedBy(leads, scope), isNotNull(leads.claimedAt));
  return paginate({
    page,
    count: () => db.$count(leads, where),
    rows: async ({ limit, offset }) => {
      const rows = await db
        .select({
          leadId: leads.id,
          claimedAt: leads.claimedAt,
          reference: quoteRequests.reference,
          fullName: quoteRequests.fullName,
          email: quoteRequests.email,
          phone: quoteRequests.phone,
        })
        .from(leads)
        .innerJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
        .where(where)
        .orderBy(desc(leads.claimedAt), desc(leads.id))
        .limit(limit)
        .offset(offset);
      return rows.map(({ claimedAt, phone, ...row }) => ({
        ...row,
        phone: formatUkPhone(phone),
        // Never null here: the query keeps claimed leads only.
        claimedAt: claimedAt?.toISOString() ?? "",
      }));
    },
  });
}

export type ClaimedContact = Awaited<ReturnType<typeof listClaimedContacts>>["rows"][number];
