import { href } from "react-router";
/**
 * The lead loop's rules, in one place so services, copy and tests agree (DESIGN.md section 5).
 */

import { addDays, todayInUk, ukMoment } from "./uk-time";

/** An invitation, and a request in Find work, can be claimed for this many days. */
export const LEAD_OPEN_DAYS = 7;

/**
 * An invited company has a response window to claim or decline (LEAD_RESPONSE_MINUTES, 2 hours by
 * default) that runs only between these UK hours: an invitation at 20:30 has until 08:30 the next
 * morning. Unanswered, its place is offered to the next company (docs/marketplace.md).
 */
export const RESPONSE_HOURS = { opens: 7, closes: 21 } as const;
export const DEFAULT_RESPONSE_MINUTES = 120;

/** The end of the response window of an invitation made at `offeredAt`. */
export function respondByFor(offeredAt: Date, windowMinutes: number): Date {
  let left = windowMinutes * 60_000;
  let at = offeredAt;
  for (;;) {
    const day = todayInUk(at);
    const opens = ukMoment(day, RESPONSE_HOURS.opens);
    const closes = ukMoment(day, RESPONSE_HOURS.closes);
    if (at < opens) at = opens;
    if (at < closes) {
      const open = closes.getTime() - at.getTime();
      if (left <= open) return new Date(at.getTime() + left);
      left -= open;
    }
    at = ukMoment(addDays(day, 1), RESPONSE_HOURS.opens);
  }
}
/** Find work's default region: this radius around the company's base. */
export const FIND_WORK_RADIUS_MILES = 50;
export const MIN_REGION_RADIUS_MILES = 1;
export const MAX_REGION_RADIUS_MILES = 200;
/** Journeys (return loads): leads starting this close to where a booked job ends… */
export const JOURNEY_RADIUS_MILES = 25;
/** …on the job's day or up to this many days after it. */
export const JOURNEY_DAYS_AFTER = 2;
/** A repeat claim of the same customer within this many business days is credited. */
export const DUPLICATE_CLAIM_BUSINESS_DAYS = 20;
/** Cards per page in Find work and the other lead lists. */
export const LEADS_PAGE_SIZE = 20;
/** The back office's count badges go no higher: beyond it they read "99+". */
export const WORK_COUNT_CAP = 99;

/** A count badge's text: the count, or "99+" once it passes WORK_COUNT_CAP. */
export function workCountLabel(count: number): string {
  return count > WORK_COUNT_CAP ? `${WORK_COUNT_CAP}+` : String(count);
}

export const FIND_WORK_TABS = ["single", "recommended", "journeys"] as const;
export type FindWorkTab = (typeof FIND_WORK_TABS)[number];
export const FIND_WORK_SORTS = ["date_asc", "date_desc", "price_desc", "price_asc"] as const;
export type FindWorkSort = (typeof FIND_WORK_SORTS)[number];

export const JOB_SORTS = ["pickup_asc", "pickup_desc", "price_desc", "price_asc"] as const;
export type JobSort = (typeof JOB_SORTS)[number];

/** A customer's link to their request page works for this long after it was emailed. */
export const ACCESS_LINK_DAYS = 180;
/** Emailed links to one request that stay live: older ones end as newer ones are sent. */
export const MAX_LIVE_ACCESS_LINKS = 5;
/** Lost-link emails per address per hour; more are silently not sent. */
export const LOST_LINK_EMAILS_PER_HOUR = 3;
/** A cancellation reason is optional and at most this long. */
export const MAX_CANCELLATION_REASON = 500;

/**
 * Where emails send partners. Written with `href()`, so each is checked against app/routes.ts
 * by the typecheck: a renamed route fails it instead of breaking an emailed link.
 */
export const PARTNER_WORK_PATH = href("/partner/admin");
export const PARTNER_FIND_WORK_PATH = href("/partner/admin/find-work");
export const PARTNER_INVITATIONS_PATH = href("/partner/admin/orders");
export const partnerLeadPath = (leadId: string) => href("/partner/admin/leads/:id", { id: leadId });
/** A Find work card the company has no lead on yet is opened by its request id. */
export const findWorkLeadPath = (quoteRequestId: string) =>
  href("/partner/admin/find-work/:requestId", { requestId: quoteRequestId });
/** Where a card leads: the company's own lead when it has one, else the open request. */
export const leadDetailPath = (card: { leadId: string | null; quoteRequestId: string }) =>
  card.leadId ? partnerLeadPath(card.leadId) : findWorkLeadPath(card.quoteRequestId);
/** The customer's private request page, and the form that emails fresh links to it. */
export const CUSTOMER_REQUEST_PATH = href("/my-request");
export const customerRequestPath = (token: string) => href("/my-request/:token", { token });
