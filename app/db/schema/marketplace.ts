import { type Column, type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Locale } from "../../i18n/config";
import { OPEN_QUOTE_REQUEST_STATUSES } from "../../lib/vocabulary";
import { WORK_QUEUE_MIN_CLAIMS } from "../../lib/work-queue";
import { user } from "./auth";
import { invoices } from "./billing";
import { companies } from "./directory";
import {
  creditReason,
  creditRequestStatus,
  helpType,
  jobStatus,
  leadStatus,
  ledgerKind,
  movingDateChoice,
  propertyType,
  quoteInclusion,
  quoteRequestStatus,
  quoteStatus,
  quoteVat,
  removalType,
  requestCloseReason,
  reviewHoldReason,
  reviewStatus,
} from "./enums";

/**
 * A request still takes claims and quotes (OPEN_QUOTE_REQUEST_STATUSES), written with literals so
 * that queries and the partial indexes built on it read the same condition.
 */
export function sqlRequestIsOpen(status: Column): SQL {
  return sql`${status} in (${sql.raw(OPEN_QUOTE_REQUEST_STATUSES.map((value) => `'${value}'`).join(", "))})`;
}

/** The outward code of a stored (normalised) postcode: "LS1 4AP" → "LS1". */
export function sqlFromOutcode(postcode: Column): SQL {
  return sql`split_part(${postcode}, ' ', 1)`;
}

/** The postcode area of a stored (normalised) postcode: "LS1 4AP" → "LS". */
export function sqlFromArea(postcode: Column): SQL {
  return sql`substring(${postcode} from '^[A-Z]+')`;
}

export const quoteRequests = pgTable(
  "quote_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Short, unguessable public reference shown to customers and staff. */
    reference: text("reference").notNull().unique(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** SHA-256 of the customer's private access token; the token itself is only ever emailed. */
    accessTokenHash: text("access_token_hash").notNull().unique(),
    moveType: removalType("move_type").notNull(),
    fromPostcode: text("from_postcode").notNull(),
    fromCity: text("from_city").notNull(),
    fromAddress: text("from_address"),
    fromLat: doublePrecision("from_lat"),
    fromLng: doublePrecision("from_lng"),
    toCity: text("to_city"),
    toAddress: text("to_address"),
    toLat: doublePrecision("to_lat"),
    toLng: doublePrecision("to_lng"),
    helpType: helpType("help_type").notNull(),
    currentPropertyType: propertyType("current_property_type").notNull(),
    currentBedrooms: text("current_bedrooms"),
    currentLiftAvailable: text("current_lift_available"),
    currentFloorNumber: text("current_floor_number"),
    newPropertyType: propertyType("new_property_type").notNull(),
    newBedrooms: text("new_bedrooms"),
    newLiftAvailable: text("new_lift_available"),
    newFloorNumber: text("new_floor_number"),
    additionalDetails: text("additional_details"),
    movingDate: movingDateChoice("moving_date").notNull(),
    specificDate: date("specific_date"),
    /** A flexible move's window, when the customer gave one (both ends inclusive). */
    flexibleFrom: date("flexible_from"),
    flexibleTo: date("flexible_to"),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }).notNull(),
    status: quoteRequestStatus("status").notNull().default("pending"),
    /**
     * How many companies have claimed the request (a claim keeps its slot whatever happens next).
     * Kept by the database itself: triggers on `leads` count each lead as it becomes claimed
     * (migration 0017, decision 016), so every writer keeps it right and no list counts leads.
     */
    slotsTaken: integer("slots_taken").notNull().default(0),
    /** When the customer was sent the one progress email a day after verification (quotes so far). */
    progressEmailSentAt: timestamp("progress_email_sent_at", { withTimezone: true }),
    locale: text("locale").notNull().default("en-GB"),
    /**
     * The company the customer asked from its page ("Get Quote" on its card or page): invited in
     * the first wave whatever the ranking when it is eligible (product rules, direct requests).
     */
    requestedCompanyId: uuid("requested_company_id").references((): AnyPgColumn => companies.id, {
      onDelete: "set null",
    }),
    /** Set with status `cancelled`: why and when the request stopped taking quotes. */
    closeReason: requestCloseReason("close_reason"),
    cancellationReason: text("cancellation_reason"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("quote_requests_created_at_idx").on(table.createdAt),
    index("quote_requests_status_created_idx").on(table.status, table.createdAt),
    index("quote_requests_status_idx").on(table.status),
    // Find work's region and return loads: the open requests within a band of latitude.
    index("quote_requests_pending_from_lat_idx").on(table.fromLat).where(sqlRequestIsOpen(table.status)),
    index("quote_requests_email_idx").on(sql`lower(${table.email})`),
    // The staff work queue's requests short of claims, longest verified first (app/lib/work-queue.ts).
    index("quote_requests_few_claims_idx")
      .on(table.emailVerifiedAt)
      .where(
        sql`${sqlRequestIsOpen(table.status)} and ${table.slotsTaken} < ${sql.raw(String(WORK_QUEUE_MIN_CLAIMS))}`,
      ),
    // Staff search by postcode: the outward code ("LS1") and the area ("LS") of the normalised
    // moving-from postcode ("LS1 4AP"); the expressions are `fromOutcode` and `fromArea`.
    index("quote_requests_from_outcode_idx").on(sqlFromOutcode(table.fromPostcode)),
    index("quote_requests_from_area_idx").on(sqlFromArea(table.fromPostcode)),
    check(
      "quote_requests_flexible_window_order",
      sql`${table.flexibleFrom} is null or ${table.flexibleTo} is null or ${table.flexibleFrom} <= ${table.flexibleTo}`,
    ),
  ],
);

/** A code emailed at wizard step 5; only its hash is stored. */
export const emailVerificationCodes = pgTable(
  "email_verification_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: smallint("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    /** Set when a quote request is submitted with this code: a code submits one request. */
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("email_verification_codes_email_idx").on(sql`lower(${table.email})`, table.createdAt)],
);

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteRequestId: uuid("quote_request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    status: leadStatus("status").notNull().default("offered"),
    pricePence: integer("price_pence").notNull(),
    /**
     * Rank given by matching (1 = best), kept so the order can be explained later; null when the
     * lead did not come from matching (claimed from Find work, or offered by staff).
     */
    matchRank: smallint("match_rank"),
    /** True for an invitation (offered by matching or staff); false when claimed from Find work. */
    invited: boolean("invited").notNull().default(true),
    distanceMiles: doublePrecision("distance_miles"),
    /** When the lead became this company's: the invitation, or the claim from Find work. */
    offeredAt: timestamp("offered_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The end of an invitation's response window (app/lib/response-window.ts): unanswered by then,
     * it lapses and its place is offered to the next company. Null for a claim from Find work.
     */
    respondBy: timestamp("respond_by", { withTimezone: true }),
    /** When someone at the company first opened the lead: the customer sees "looking at it". */
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    claimedByUserId: text("claimed_by_user_id").references(() => user.id, { onDelete: "set null" }),
    /** Declined, expired, won or lost. */
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    /**
     * Set when the claim was credited automatically: the earlier claim of the same customer
     * (within 20 business days) that made this one a repeat.
     */
    duplicateOfLeadId: uuid("duplicate_of_lead_id").references((): AnyPgColumn => leads.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("leads_quote_request_company_idx").on(table.quoteRequestId, table.companyId),
    index("leads_company_offered_at_idx").on(table.companyId, table.offeredAt),
    index("leads_company_status_idx").on(table.companyId, table.status),
    index("leads_company_claimed_at_idx").on(table.companyId, table.claimedAt),
    // The lapse sweep: open invitations by the end of their window.
    index("leads_open_respond_by_idx").on(table.respondBy).where(sql`${table.status} = 'offered'`),
    check("leads_price_non_negative", sql`${table.pricePence} >= 0`),
  ],
);

/**
 * A company's offer on its claimed lead: one row per lead holding the current version; every
 * version (the first included) is kept in quote_versions.
 */
export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** The lead's company, repeated so every partner query can be scoped with ownedBy. */
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    amountPence: integer("amount_pence").notNull(),
    /** Unused: superseded by `inclusions`. */
    includes: text("includes"),
    inclusions: quoteInclusion("inclusions").array().notNull().default(sql`'{}'`),
    /** The insurance cover offered, when insurance is included. */
    insuranceCoverPence: integer("insurance_cover_pence"),
    message: text("message"),
    /** The company's own terms, as it wrote them (null: none given). */
    depositTerms: text("deposit_terms"),
    cancellationTerms: text("cancellation_terms"),
    /** The language the message and terms were written in; null: written before it was recorded. */
    writtenLanguage: text("written_language").$type<Locale>(),
    /** Whether the price includes VAT; null for quotes sent before companies said. */
    vat: quoteVat("vat"),
    validUntil: date("valid_until"),
    /** The current version (1 = first sent); quote_versions holds them all. */
    version: integer("version").notNull().default(1),
    status: quoteStatus("status").notNull().default("sent"),
    /** Set when the customer changed the moving date after this version was sent. */
    movingDateChangedAt: timestamp("moving_date_changed_at", { withTimezone: true }),
    /** Accepted or rejected by the customer. */
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("quotes_lead_id_idx").on(table.leadId),
    uniqueIndex("quotes_one_per_lead_idx").on(table.leadId),
    index("quotes_company_status_idx").on(table.companyId, table.status),
    check("quotes_amount_positive", sql`${table.amountPence} > 0`),
  ],
);

export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reference: text("reference").notNull().unique(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    quoteId: uuid("quote_id").references(() => quotes.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    pickupFrom: timestamp("pickup_from", { withTimezone: true }).notNull(),
    pickupTo: timestamp("pickup_to", { withTimezone: true }).notNull(),
    /**
     * The UK day agreed with the customer inside a flexible move's window (the pickup window
     * above stays the customer's): lists, calendars and the Start rule go by it once set.
     */
    agreedDate: date("agreed_date"),
    fromTown: text("from_town").notNull(),
    /** Null when the customer gave no destination. */
    toTown: text("to_town"),
    pricePence: integer("price_pence").notNull(),
    driverId: uuid("driver_id"),
    vehicleId: uuid("vehicle_id"),
    status: jobStatus("status").notNull().default("upcoming"),
    /** When the company marked it completed: the review invitation is due the next UK morning. */
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("jobs_company_pickup_idx").on(table.companyId, table.pickupFrom),
    // A company's open jobs: Find work's return-load test runs per listed request, and a company
    // keeps far more finished jobs than open ones.
    index("jobs_company_open_idx")
      .on(table.companyId, table.pickupFrom)
      .where(sql`${table.status} in ('upcoming', 'in_progress')`),
    // One booking per accepted quote, even when the customer accepts twice at once.
    uniqueIndex("jobs_one_per_quote_idx").on(table.quoteId),
  ],
);

/**
 * A job's history: one row per status change (Upcoming → In progress → Completed, or
 * Cancelled with its reason), written in the same transaction as the change.
 */
export const jobStatusChanges = pgTable(
  "job_status_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    fromStatus: jobStatus("from_status").notNull(),
    toStatus: jobStatus("to_status").notNull(),
    /** Why it was cancelled (required then, empty otherwise). */
    reason: text("reason"),
    changedByUserId: text("changed_by_user_id").references(() => user.id, { onDelete: "set null" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the company undid this change (the last one, within JOB_UNDO_MINUTES). */
    undoneAt: timestamp("undone_at", { withTimezone: true }),
  },
  (table) => [index("job_status_changes_job_idx").on(table.jobId, table.changedAt)],
);

/**
 * A partner's money, append-only: balance is the sum of amount_pence, positive in the partner's
 * favour. A lead charge is negative (-price), its credit positive (+price).
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    kind: ledgerKind("kind").notNull(),
    amountPence: integer("amount_pence").notNull(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    /** The invoice the entry is a line of (or, for a payment, the invoice it paid); null until invoiced. */
    invoiceId: uuid("invoice_id").references(() => invoices.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("ledger_entries_company_created_idx").on(table.companyId, table.createdAt),
    index("ledger_entries_invoice_idx").on(table.invoiceId),
    // A lead is charged at most once and credited at most once, whatever retries happen.
    uniqueIndex("ledger_entries_one_charge_per_lead_idx").on(table.leadId).where(sql`${table.kind} = 'lead_charge'`),
    uniqueIndex("ledger_entries_one_credit_per_lead_idx").on(table.leadId).where(sql`${table.kind} = 'lead_credit'`),
  ],
);

/**
 * A partner's request to have a claimed lead's charge credited, with its reason; staff approve
 * (a lead_credit ledger entry) or reject it with a reason the partner is told.
 */
export const leadCreditRequests = pgTable(
  "lead_credit_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** The lead's company, repeated so every partner query can be scoped with ownedBy. */
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    reason: creditReason("reason").notNull(),
    /** What the partner adds to the reason (optional). */
    details: text("details"),
    status: creditRequestStatus("status").notNull().default("open"),
    requestedByUserId: text("requested_by_user_id").references(() => user.id, { onDelete: "set null" }),
    /** Why staff rejected it: told to the partner. */
    rejectionReason: text("rejection_reason"),
    decidedByUserId: text("decided_by_user_id").references(() => user.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("lead_credit_requests_lead_idx").on(table.leadId, table.createdAt),
    index("lead_credit_requests_status_created_idx").on(table.status, table.createdAt),
    // One open request per lead, even when two members ask at the same moment.
    uniqueIndex("lead_credit_requests_one_open_per_lead_idx").on(table.leadId).where(sql`${table.status} = 'open'`),
  ],
);

/**
 * A customer's review of the company that did their move. A review written through the
 * invitation link names its job (one review per job); demo reviews do too (scripts/seed.ts).
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    quoteRequestId: uuid("quote_request_id").references(() => quoteRequests.id, { onDelete: "set null" }),
    /** The booked job reviewed: one review per job. */
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    /** The language the title and text were written in; null: written before it was recorded. */
    writtenLanguage: text("written_language").$type<Locale>(),
    quality: smallint("quality").notNull(),
    customerService: smallint("customer_service").notNull(),
    valueForMoney: smallint("value_for_money").notNull(),
    /** Mean of the three sub-scores, one decimal (overallScore in app/lib/reviews.ts). */
    overall: doublePrecision("overall").notNull(),
    /** Null for reviews written before the question was asked. */
    wouldRecommend: boolean("would_recommend"),
    status: reviewStatus("status").notNull().default("pending"),
    /** Why a content check held it for staff (status pending). */
    heldReason: reviewHoldReason("held_reason"),
    /** Why staff rejected it (status rejected): told to the customer. */
    rejectionReason: text("rejection_reason"),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    reply: text("reply"),
    /** The language of the company's reply, which its own author wrote (null: unknown). */
    replyLanguage: text("reply_language").$type<Locale>(),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    /** The company's report to staff; open until staff decide (report_resolved_at). */
    reportReason: text("report_reason"),
    reportedAt: timestamp("reported_at", { withTimezone: true }),
    reportedByUserId: text("reported_by_user_id").references(() => user.id, { onDelete: "set null" }),
    reportResolvedAt: timestamp("report_resolved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (table) => [
    index("reviews_company_status_created_idx").on(table.companyId, table.status, table.createdAt),
    index("reviews_status_published_idx").on(table.status, table.publishedAt),
    uniqueIndex("reviews_one_per_job_idx").on(table.jobId),
    index("reviews_open_reports_idx")
      .on(table.reportedAt)
      .where(sql`${table.reportedAt} is not null and ${table.reportResolvedAt} is null`),
    check(
      "reviews_scores_range",
      sql`${table.quality} between 0 and 10 and ${table.customerService} between 0 and 10 and ${table.valueForMoney} between 0 and 10`,
    ),
  ],
);

/**
 * The invitation to review a booked job, sent the day after the move, and its one reminder.
 * Each email carries its own link token; only their SHA-256 hashes are kept.
 */
export const reviewInvitations = pgTable("review_invitations", {
  id: uuid("id").primaryKey().defaultRandom(),
  jobId: uuid("job_id")
    .notNull()
    .unique()
    .references(() => jobs.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  reminderTokenHash: text("reminder_token_hash").unique(),
  invitedAt: timestamp("invited_at", { withTimezone: true }).notNull(),
  remindedAt: timestamp("reminded_at", { withTimezone: true }),
});
