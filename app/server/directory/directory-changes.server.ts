import type { Database, Transaction } from "~/db/client.server";
import { announcePublicPagesChange } from "../render-cache/public-pages.server";
import { refreshCityCompanyCounts } from "./cities.server";

/**
 * The one call every service makes, in its transaction, when something the public directory
 * shows changes: a company's status, profile, logo or service area (`coverage: true` when the
 * set of approved companies covering a place may differ), or its reviews. It keeps the stored
 * city counts right and makes every process render its public pages afresh.
 */
export async function recordDirectoryChange(
  db: Database | Transaction,
  { coverage }: { coverage: boolean },
): Promise<void> {
  if (coverage) await refreshCityCompanyCounts(db);
  await announcePublicPagesChange(db);
}
