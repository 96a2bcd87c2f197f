import { type Column, type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { OPEN_QUOTE_REQUEST_STATUSES } from "../../lib/vocabulary";
import { WORK_QUEUE_MIN_CLAIMS } from "../../lib/work-queue";
import { companies } from "./directory";
import { helpType, movingDateChoice, propertyType, quoteRequestStatus, removalType, requestCloseReason } from "./enums";

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

/**
 * Links to a customer's private request page. Each email carries a fresh token; only its
 * SHA-256 is stored. The token made at submission lives in quote_requests.access_token_hash.
 */
export const quoteRequestAccessTokens = pgTable(
  "quote_request_access_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteRequestId: uuid("quote_request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("quote_request_access_tokens_request_idx").on(table.quoteRequestId)],
);
