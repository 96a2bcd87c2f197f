import { desc, eq } from "drizzle-orm";
import { companies, contacts } from "~/db/schema";
import { SUPPORT_CATEGORY, type SupportMessage, supportMessageSchema } from "~/lib/schemas/support-message";
import type { SessionUser } from "../auth/guards.server";
import { getDb } from "../db.server";
import { paginate } from "../lists/paginate.server";
import { type CompanyScope, ownedBy } from "../partners/company-scope.server";
import { parseOrThrow } from "../validation.server";

/**
 * Support: a partner's messages to the MoveMatch team. Each is a contact (the table staff
 * already work through in the admin panel's Contacts) with the company attached, so staff see
 * who wrote and the partner sees the status staff give it.
 */

export async function sendSupportMessage(
  scope: CompanyScope,
  {
    author,
    message,
  }: { author: Pick<SessionUser, "name" | "firstName" | "lastName" | "email">; message: SupportMessage },
): Promise<{ id: string }> {
  const checked = parseOrThrow(supportMessageSchema, message);
  const db = await getDb();
  const [company] = await db
    .select({ phone: companies.phone })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  const [row] = await db
    .insert(contacts)
    .values({
      firstName: author.firstName ?? author.name,
      lastName: author.firstName ? (author.lastName ?? "") : "",
      email: author.email,
      phone: company?.phone ?? null,
      subject: checked.subject,
      category: SUPPORT_CATEGORY,
      message: checked.message,
      companyId: scope.companyId,
    })
    .returning({ id: contacts.id });
  if (!row) throw new Error("The support message was not stored");
  return row;
}

/** The company's support messages, newest first, with the status staff gave each. */
export async function listSupportMessages(scope: CompanyScope, { page }: { page: number }) {
  const db = await getDb();
  const where = ownedBy(contacts, scope);
  return paginate({
    page,
    count: () => db.$count(contacts, where),
    rows: async ({ limit, offset }) => {
      const rows = await db
        .select({
          id: contacts.id,
          subject: contacts.subject,
          message: contacts.message,
          status: contacts.status,
          author: contacts.email,
          createdAt: contacts.createdAt,
          updatedAt: contacts.updatedAt,
        })
        .from(contacts)
        .where(where)
        .orderBy(desc(contacts.createdAt), desc(contacts.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      }));
    },
  });
}

export type SupportMessageRow = Awaited<ReturnType<typeof listSupportMessages>>["rows"][number];
