import { businessDaysBefore } from "./business-days";

/**
 * The staff dashboard's work queue (docs/product-rules.md §6): when an open request or a partner
 * needs someone to act. The section descriptions show these numbers, so copy and queries agree.
 */

/** A request still has fewer than WORK_QUEUE_MIN_CLAIMS claims this many hours after its email was verified… */
export const FEW_CLAIMS_AFTER_HOURS = 12;
/**
 * …claims it should have by then. The partial index `quote_requests_few_claims_idx`
 * (app/db/schema/quote-requests.ts) is built from this number, so changing it changes the index.
 */
export const WORK_QUEUE_MIN_CLAIMS = 2;
/** An approved partner that has never been offered a lead this many days after approval. */
export const PARTNER_WITHOUT_LEADS_DAYS = 7;
/** A partner application nobody has decided on this many UK business days (Monday to Friday) after it came in. */
export const APPLICATION_WAIT_BUSINESS_DAYS = 2;

/** Rows each section shows, most urgent (longest waiting) first. */
export const WORK_QUEUE_ROWS = 10;
/** Each section counts no further: beyond it the count reads "999+". */
export const WORK_QUEUE_COUNT_CAP = 999;

/** A section's count as shown: the number, or "999+" once it passes WORK_QUEUE_COUNT_CAP. */
export function workQueueCountLabel(count: number, format: (value: number) => string = String): string {
  return count > WORK_QUEUE_COUNT_CAP ? `${format(WORK_QUEUE_COUNT_CAP)}+` : format(count);
}

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The moments each section compares against: a record older than its cut-off qualifies. */
export function workQueueCutoffs(now: Date) {
  return {
    /** Requests whose email was verified before this have had FEW_CLAIMS_AFTER_HOURS. */
    verifiedBefore: new Date(now.getTime() - FEW_CLAIMS_AFTER_HOURS * HOUR_MS),
    /** Partners approved before this have had PARTNER_WITHOUT_LEADS_DAYS. */
    approvedBefore: new Date(now.getTime() - PARTNER_WITHOUT_LEADS_DAYS * DAY_MS),
    /** Applications made before this have waited APPLICATION_WAIT_BUSINESS_DAYS. */
    appliedBefore: businessDaysBefore(now, APPLICATION_WAIT_BUSINESS_DAYS),
  };
}
