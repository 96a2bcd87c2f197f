import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";

/** An email as queued in the outbox: its address, template, payload, rendered texts and delivery state. */
export type OutboxEmail = typeof emailOutbox.$inferSelect;

/** Which emails a test asks about: to an address (or any of several), of a template, or both. */
export interface OutboxFilter {
  to?: string | readonly string[];
  template?: string;
}

function matching({ to, template }: OutboxFilter): SQL | undefined {
  return and(
    to === undefined ? undefined : typeof to === "string" ? eq(emailOutbox.to, to) : inArray(emailOutbox.to, [...to]),
    template === undefined ? undefined : eq(emailOutbox.template, template),
  );
}

/** The emails the filter names (every email without one), oldest first. */
export function outboxEmails(db: Database, filter: OutboxFilter = {}): Promise<OutboxEmail[]> {
  return db.select().from(emailOutbox).where(matching(filter)).orderBy(asc(emailOutbox.createdAt));
}

/** The emails queued to an address (or any of several), of one template when named, oldest first. */
export function emailsTo(db: Database, to: string | readonly string[], template?: string): Promise<OutboxEmail[]> {
  return outboxEmails(db, { to, template });
}

/** The newest email queued to an address, of one template when named; undefined when there is none. */
export async function lastEmailTo(db: Database, to: string, template?: string): Promise<OutboxEmail | undefined> {
  const [last] = await db
    .select()
    .from(emailOutbox)
    .where(matching({ to, template }))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return last;
}

/** How many emails are queued: all of them, or those the filter names. */
export async function outboxCount(db: Database, filter: OutboxFilter = {}): Promise<number> {
  const [row] = await db.select({ n: count() }).from(emailOutbox).where(matching(filter));
  return row?.n ?? 0;
}
