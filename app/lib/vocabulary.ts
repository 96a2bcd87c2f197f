/**
 * Every status and option list of the product, defined once. The database enums
 * (`app/db/schema/enums.ts`), the Zod schemas and the UI labels (i18n namespace `vocabulary`,
 * keyed `<list>.<value>`) are all built from these arrays, so a value is added in one place.
 *
 * Order matters twice: it is the order of the PostgreSQL enum (append new values at the end)
 * and the order in which option lists are shown.
 */

/** Account roles (better-auth's `user.role`). */
export const USER_ROLES = ["customer", "partner", "staff", "admin"] as const;
/** A member's role in its company: owners also manage payments, team and company details. */
export const MEMBER_ROLES = ["owner", "staff"] as const;

export const COMPANY_STATUSES = ["pending", "approved", "rejected", "suspended"] as const;
export const BUSINESS_TYPES = ["sole-trader", "company"] as const;
export const EMPLOYEE_RANGES = ["1-5", "6-10", "11-50", "50+"] as const;
/** The kinds of move: a customer's move type and a company's removal types are the same list. */
export const MOVE_TYPES = ["domestic", "commercial", "international"] as const;
export const SERVICE_AREA_MODES = ["radius", "regions"] as const;
/** What a company offers, in the order its profile lists them (the listing card shows the first three). */
export const COMPANY_SERVICES = [
  "house-removals",
  "office-removals",
  "international",
  "man-and-van",
  "storage",
  "packing",
  "piano-removals",
  "furniture-removals",
] as const;
/** The extras customers filter the city listings by. */
export const COMPANY_FEATURES = ["packing", "insurance", "storage", "same-day"] as const;

/**
 * A customer's quote request (the wizard's submission), moved by the lead loop
 * (docs/product-rules.md §13.3): pending until it is first offered or claimed, collecting quotes
 * until a booking, then booked and completed with its job; cancelled by the customer (or staff),
 * expired when its moving date passed or nobody can take it on any more, unbooked.
 */
export const QUOTE_REQUEST_STATUSES = [
  "pending",
  "collecting_quotes",
  "booked",
  "completed",
  "cancelled",
  "expired",
] as const;
/** The statuses of a request that still takes claims and quotes. */
export const OPEN_QUOTE_REQUEST_STATUSES = [
  "pending",
  "collecting_quotes",
] as const satisfies readonly QuoteRequestStatus[];
export const HELP_TYPES = ["full", "partial", "boxes"] as const;
export const PROPERTY_TYPES = ["house", "apartment"] as const;
export const MOVING_DATE_CHOICES = ["specific", "flexible"] as const;
/** Bedrooms and floors: 1 to 4 and '5 or more'. */
export const ROOM_COUNTS = ["1", "2", "3", "4", "5+"] as const;
export const YES_NO = ["yes", "no"] as const;
/** Why a quote request stopped taking quotes without a booking (its status is then `cancelled` or `expired`). */
export const REQUEST_CLOSE_REASONS = ["cancelled_by_customer", "moving_date_passed", "offering_ended"] as const;

/** A quote request offered to one company. */
export const LEAD_STATUSES = [
  "offered",
  "claimed",
  "declined",
  "quoted",
  "won",
  "lost",
  "expired",
  "credited",
  /** An invitation whose response window passed unanswered: its place went to another company. */
  "lapsed",
] as const;
/** A company's priced offer on a claimed lead. */
export const QUOTE_STATUSES = ["sent", "accepted", "rejected", "withdrawn", "expired"] as const;
/** What a quote can include besides the move itself. */
export const QUOTE_INCLUSIONS = ["packing", "dismantling", "insurance", "storage", "cleaning"] as const;
/** What a company says of VAT in its price: included, or none charged (not VAT registered). */
export const QUOTE_VAT = ["included", "not_charged"] as const;
export const JOB_STATUSES = ["upcoming", "in_progress", "completed", "cancelled"] as const;
/** A payment is money a company paid against one of its invoices (recorded by staff). */
export const LEDGER_KINDS = ["lead_charge", "lead_credit", "top_up", "payout", "adjustment", "payment"] as const;
/** Monthly: last month's un-invoiced entries; express: one claim, invoiced at once (Express pay). */
export const INVOICE_KINDS = ["monthly", "express"] as const;
export const INVOICE_STATUSES = ["due", "paid"] as const;
/** Why a partner asks for a lead's charge back (within LEAD_CREDIT_REQUEST_DAYS of the claim). */
export const CREDIT_REASONS = ["contact_details_wrong", "never_asked", "duplicate", "outside_service_area"] as const;
/** A partner's credit request: open until staff approve (a credit entry) or reject it. */
export const CREDIT_REQUEST_STATUSES = ["open", "approved", "rejected"] as const;
/** A review is `pending` while held for staff (a content check failed), then published or rejected. */
export const REVIEW_STATUSES = ["pending", "published", "rejected"] as const;
/** Why a review was held for staff instead of being published at once (app/lib/reviews.ts). */
export const REVIEW_HOLD_REASONS = ["link", "email", "phone", "blocked_word"] as const;

export const CONTACT_STATUSES = ["new", "in_progress", "resolved", "closed"] as const;
export const CONTACT_PRIORITIES = ["low", "medium", "high"] as const;

export const VEHICLE_TYPES = ["goods", "passenger", "commercial"] as const;
export const VEHICLE_CATEGORIES = ["luton-van", "transit-van", "small-van", "large-van", "truck"] as const;

export const EMAIL_STATUSES = ["pending", "sending", "sent", "failed"] as const;
/** How a company hears of new lead invitations: an email each, or one email a day listing them. */
export const NEW_LEAD_EMAIL_CHOICES = ["instant", "daily_digest"] as const;

export type UserRole = (typeof USER_ROLES)[number];
export type MemberRole = (typeof MEMBER_ROLES)[number];
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
export type BusinessType = (typeof BUSINESS_TYPES)[number];
export type EmployeeRange = (typeof EMPLOYEE_RANGES)[number];
export type MoveType = (typeof MOVE_TYPES)[number];
export type ServiceAreaMode = (typeof SERVICE_AREA_MODES)[number];
export type CompanyService = (typeof COMPANY_SERVICES)[number];
export type CompanyFeature = (typeof COMPANY_FEATURES)[number];
export type QuoteRequestStatus = (typeof QUOTE_REQUEST_STATUSES)[number];
/** The request still takes claims and quotes (pending or collecting quotes). */
export function isOpenRequest(status: QuoteRequestStatus): boolean {
  return (OPEN_QUOTE_REQUEST_STATUSES as readonly QuoteRequestStatus[]).includes(status);
}
export type HelpType = (typeof HELP_TYPES)[number];
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type MovingDateChoice = (typeof MOVING_DATE_CHOICES)[number];
export type RequestCloseReason = (typeof REQUEST_CLOSE_REASONS)[number];
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export type QuoteInclusion = (typeof QUOTE_INCLUSIONS)[number];
export type QuoteVat = (typeof QUOTE_VAT)[number];
export type JobStatus = (typeof JOB_STATUSES)[number];
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export type CreditReason = (typeof CREDIT_REASONS)[number];
export type CreditRequestStatus = (typeof CREDIT_REQUEST_STATUSES)[number];
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export type ReviewHoldReason = (typeof REVIEW_HOLD_REASONS)[number];
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export type ContactPriority = (typeof CONTACT_PRIORITIES)[number];
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export type VehicleCategory = (typeof VEHICLE_CATEGORIES)[number];
export type NewLeadEmails = (typeof NEW_LEAD_EMAIL_CHOICES)[number];

/** True when `value` is one of `values` (narrows a string from a URL or a form). */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (values as readonly string[]).includes(value);
}

/**
 * How a status looks everywhere (badge colour; the text always says it too). The spec's colours:
 * waiting yellow, under way blue, done green, stopped red.
 */
export type StatusTone = "warning" | "info" | "success" | "destructive" | "secondary";
export const STATUS_TONE: Record<string, StatusTone> = {
  pending: "warning",
  new: "warning",
  offered: "warning",
  upcoming: "warning",
  in_progress: "info",
  collecting_quotes: "info",
  booked: "info",
  claimed: "info",
  quoted: "info",
  sent: "info",
  completed: "success",
  resolved: "success",
  approved: "success",
  published: "success",
  accepted: "success",
  won: "success",
  cancelled: "destructive",
  rejected: "destructive",
  suspended: "destructive",
  declined: "secondary",
  lost: "secondary",
  expired: "secondary",
  withdrawn: "secondary",
  credited: "secondary",
  closed: "secondary",
  open: "warning",
  due: "warning",
  paid: "success",
};

export const PRIORITY_TONE: Record<ContactPriority, StatusTone> = {
  high: "destructive",
  medium: "warning",
  low: "success",
};
