import { LEAD_OPEN_DAYS } from "./lead-rules";
import type { LeadStatus } from "./vocabulary";

/**
 * What the customer's private page says about each company a request went to (docs/product-rules.md
 * §6.1). Derived from the company's lead, never stored: the lead's status alone cannot say
 * whether a quote came or whether its place went to another company. In the page's order:
 * companies working on the request first, those no longer on it last.
 *
 * - quoted: the company sent a quote (it has the customer's details too);
 * - has_details: it took the request on (a claim) and has the customer's contact details;
 * - looking: invited, and someone at the company has opened the lead;
 * - invited: invited, not opened yet;
 * - declined: it said no;
 * - passed_on: it did not answer within its response window, and the place went to another company;
 * - no_reply: it did not answer, and no other company was asked in its place (none was left,
 *   or the request was booked or closed first).
 */
export const REQUEST_COMPANY_STATES = [
  "quoted",
  "has_details",
  "looking",
  "invited",
  "declined",
  "passed_on",
  "no_reply",
] as const;
export type RequestCompanyState = (typeof REQUEST_COMPANY_STATES)[number];

/** The states of companies no longer working on the request: listed last, muted. */
export function isInactiveState(state: RequestCompanyState): boolean {
  return state === "declined" || state === "passed_on" || state === "no_reply";
}

/** What a company's lead on the request says, as the page reads it. */
export interface LeadFacts {
  status: LeadStatus;
  /** Offered by matching or staff (false: the company took it from Find work). */
  invited: boolean;
  offeredAt: Date;
  respondBy: Date | null;
  /** When it was declined or lapsed (and other endings). */
  respondedAt: Date | null;
  viewedAt: Date | null;
  claimedAt: Date | null;
  /** A quote of the company the customer can see. */
  quoted: boolean;
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * Each lead's state, in the order given. A lapsed invitation is `passed_on` only when its place
 * went to another company: the waves offer a freed place in the transaction that frees it, so
 * that invitation was made at the very moment the lapse was recorded (its offered_at is the
 * lapsed lead's responded_at). A place freed when no eligible company was left stays unfilled,
 * and a company invited later by staff or a later wave did not take that place.
 */
export function requestCompanyStates(leads: readonly LeadFacts[], now: Date): RequestCompanyState[] {
  const passedOn = placesPassedOn(leads);
  return leads.map((lead, index) => {
    if (lead.claimedAt !== null) return lead.quoted ? "quoted" : "has_details";
    switch (lead.status) {
      case "declined":
        return "declined";
      case "lapsed":
        return passedOn.has(index) ? "passed_on" : "no_reply";
      case "offered": {
        // Past its window but not yet lapsed by the sweep (at most a minute): it did not answer.
        const open = lead.respondBy
          ? lead.respondBy > now
          : lead.offeredAt.getTime() > now.getTime() - LEAD_OPEN_DAYS * DAY_MS;
        if (!open) return "no_reply";
        return lead.viewedAt ? "looking" : "invited";
      }
      default:
        // Expired (the request was booked or closed, or an old invitation ran out) and the rest.
        return "no_reply";
    }
  });
}

/** The indexes of the lapsed invitations whose place was offered to another company at once. */
function placesPassedOn(leads: readonly LeadFacts[]): Set<number> {
  const madeAt = new Map<number, number>();
  for (const lead of leads) {
    if (lead.invited) madeAt.set(lead.offeredAt.getTime(), (madeAt.get(lead.offeredAt.getTime()) ?? 0) + 1);
  }
  const passedOn = new Set<number>();
  leads.forEach((lead, index) => {
    if (lead.status !== "lapsed" || lead.claimedAt !== null || lead.respondedAt === null) return;
    const at = lead.respondedAt.getTime();
    const left = madeAt.get(at) ?? 0;
    if (left === 0) return;
    madeAt.set(at, left - 1);
    passedOn.add(index);
  });
  return passedOn;
}
