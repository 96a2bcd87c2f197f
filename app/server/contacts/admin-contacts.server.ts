import { and, desc, eq } from "drizzle-orm";
import { companies, contacts } from "~/db/schema";
import type { ListParams } from "~/lib/schemas/list-params";
import { formatUkPhone } from "~/lib/schemas/uk-phone";
import type { ContactStatus } from "~/lib/vocabulary";
import { changeStatus } from "../audit/change-status.server";
import { getDb } from "../db.server";
import { matchesSearch, paginate } from "../lists/paginate.server";

/** The admin panel's view of contact-form messages: list, detail, status changes. */

/**
 * What a list row shows; the detail adds the subject and the message. A partner's message from
 * its back office (Support) names its company; the public form's name none.
 */
const listColumns = {
  id: contacts.id,
  createdAt: contacts.createdAt,
  firstName: contacts.firstName,
  lastName: contacts.lastName,
  email: contacts.email,
  phone: contacts.phone,
  category: contacts.category,
  priority: contacts.priority,
  status: contacts.status,
  company: { id: companies.id, name: companies.name },
};

export async function listContacts({ page, q, status }: ListParams<ContactStatus>) {
  const db = await getDb();
  const where = and(
    status ? eq(contacts.status, status) : undefined,
    matchesSearch(q, [contacts.firstName, contacts.lastName, contacts.email, contacts.subject]),
  );
  return paginate({
    page,
    count: () => db.$count(contacts, where),
    rows: async ({ limit, offset }) => {
      const rows = await db
        .select(listColumns)
        .from(contacts)
        .leftJoin(companies, eq(companies.id, contacts.companyId))
        .where(where)
        .orderBy(desc(contacts.createdAt), desc(contacts.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ ...row, phone: formatUkPhone(row.phone), createdAt: row.createdAt.toISOString() }));
    },
  });
}

export type ContactRow = Awaited<ReturnType<typeof listContacts>>["rows"][number];

export async function getContactDetail({ id }: { id: string }) {
  const db = await getDb();
  const [row] = await db
    .select({
      ...listColumns,
      subject: contacts.subject,
      message: contacts.message,
    })
    .from(contacts)
    .leftJoin(companies, eq(companies.id, contacts.companyId))
    .where(eq(contacts.id, id));
  return row ? { ...row, phone: formatUkPhone(row.phone), createdAt: row.createdAt.toISOString() } : null;
}

/** Staff move a contact message to any status; audited. */
export async function updateContactStatus({
  id,
  status,
  actorUserId,
}: {
  id: string;
  status: ContactStatus;
  actorUserId: string;
}) {
  return changeStatus({
    subjectType: "contact",
    subjectId: id,
    action: "contact.status",
    actorUserId,
    to: status,
    notFound: "admin:errors.contactNotFound",
    lock: (tx) => tx.select({ status: contacts.status }).from(contacts).where(eq(contacts.id, id)).for("update"),
    write: (tx) => tx.update(contacts).set({ status, updatedAt: new Date() }).where(eq(contacts.id, id)),
  });
}

export type ContactDetail = NonNullable<Awaited<ReturnType<typeof getContactDetail>>>;
