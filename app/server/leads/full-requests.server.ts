import { MAX_MATCHED_COMPANIES } from "~/lib/constants";

/**
 * The companies holding the slots of each request known to be full. A claim keeps its slot
 * whatever happens next, so a full request never reopens and its claimers never change: any
 * other company's claim is refused without the database. Bounded, oldest first out.
 */
const fullRequests = new Map<string, ReadonlySet<string>>();
const FULL_REQUESTS_KEPT = 10_000;

export function rememberIfFull(requestId: string, claimers: readonly string[]): void {
  if (claimers.length < MAX_MATCHED_COMPANIES) return;
  fullRequests.set(requestId, new Set(claimers));
  if (fullRequests.size <= FULL_REQUESTS_KEPT) return;
  const oldest = fullRequests.keys().next().value;
  if (oldest !== undefined) fullRequests.delete(oldest);
}

export function isKnownFullFor(requestId: string, companyId: string): boolean {
  const claimers = fullRequests.get(requestId);
  return claimers !== undefined && !claimers.has(companyId);
}
