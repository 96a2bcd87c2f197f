import { sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { getDatabaseHandle } from "../db.server";
import { getRenderCache } from "./render-cache.server";

/** The NOTIFY channel every process listens on to forget its rendered public pages. */
export const PUBLIC_PAGES_CHANNEL = "public_pages_changed";

/**
 * Called inside the transaction of any change that public pages show. PostgreSQL delivers the
 * NOTIFY to every process only if that transaction commits. This process also forgets its pages
 * at once, so its very next request renders afresh; a render that slips in before the commit
 * is forgotten again when the notification arrives.
 */
export async function announcePublicPagesChange(db: Database | Transaction): Promise<void> {
  getRenderCache().invalidateAll();
  await db.execute(sql`select pg_notify(${PUBLIC_PAGES_CHANNEL}, '')`);
}

/** Started with the server: each process drops its pages when any process announces a change. */
export async function listenForPublicPageChanges(): Promise<() => Promise<void>> {
  const handle = await getDatabaseHandle();
  return handle.listen(PUBLIC_PAGES_CHANNEL, () => getRenderCache().invalidateAll());
}
