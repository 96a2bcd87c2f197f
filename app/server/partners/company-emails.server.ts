import { and, desc, inArray, type SQL, sql } from "drizzle-orm";
import { companies, companyMembers, emailOutbox, user } from "~/db/schema";
import type { EmailTemplateName } from "~/emails";
import { getDb } from "../db.server";
import { paginate } from "../lists/paginate.server";
import type { CompanyScope } from "./company-scope.server";

/**
 * Messages: the emails the platform sent the company about its leads and jobs, newest first.
 * An email is the company's when it went to the company's address or to one of its members'
 * and is one of the lead loop's emails to a company; the customer's, account and staff emails
 * that may reach the same address are not the company's lead mail and stay out.
 *
 * Only the template, the subject, the recipient and the times are read: an email's body and
 * payload carry links (and other emails codes) that must not be shown again here.
 */
export const COMPANY_LEAD_EMAILS = [
  "partner-new-lead",
  "partner-moving-date-changed",
  "partner-request-cancelled",
  "partner-quote-won",
  "partner-quote-lost",
] as const satisfies readonly EmailTemplateName[];

export type CompanyLeadEmail = (typeof COMPANY_LEAD_EMAILS)[number];

/** The company's address and its members' addresses, lower-cased as the outbox is searched. */
function companyAddresses(scope: CompanyScope): SQL {
  return sql`(select lower(${companies.email}) from ${companies} where ${companies.id} = ${scope.companyId}
    union select lower(${user.email}) from ${companyMembers} join ${user} on ${user.id} = ${companyMembers.userId}
      where ${companyMembers.companyId} = ${scope.companyId})`;
}

export async function listCompanyEmails(scope: CompanyScope, { page }: { page: number }) {
  const db = await getDb();
  const where = and(
    inArray(emailOutbox.template, [...COMPANY_LEAD_EMAILS]),
    sql`lower(${emailOutbox.to}) in ${companyAddresses(scope)}`,
  );
  return paginate({
    page,
    count: () => db.$count(emailOutbox, where),
    rows: async ({ limit, offset }) => {
      const rows = await db
        .select({
          id: emailOutbox.id,
          template: emailOutbox.template,
          subject: emailOutbox.subject,
          to: emailOutbox.to,
          status: emailOutbox.status,
          createdAt: emailOutbox.createdAt,
          sentAt: emailOutbox.sentAt,
        })
        .from(emailOutbox)
        .where(where)
        .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({
        ...row,
        // The filter above keeps these templates only.
        template: row.template as CompanyLeadEmail,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      }));
    },
  });
}

export type CompanyEmail = Awaited<ReturnType<typeof listCompanyEmails>>["rows"][number];
