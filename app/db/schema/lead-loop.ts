import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Locale } from "../../i18n/config";
import { user } from "./auth";
import { companies } from "./directory";
import { quoteInclusion, quoteVat } from "./enums";
import { quoteRequests, quotes } from "./marketplace";

/** "Save for later": a company watching an open quote request (invited or found in Find work). */
export const leadWatches = pgTable(
  "lead_watches",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    quoteRequestId: uuid("quote_request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.quoteRequestId] })],
);

/** Every version of a company's quote, the first included; `quotes` holds the current one. */
export const quoteVersions = pgTable(
  "quote_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    amountPence: integer("amount_pence").notNull(),
    inclusions: quoteInclusion("inclusions").array().notNull().default(sql`'{}'`),
    insuranceCoverPence: integer("insurance_cover_pence"),
    message: text("message"),
    /** The company's own terms, as it wrote them (null: none given). */
    depositTerms: text("deposit_terms"),
    cancellationTerms: text("cancellation_terms"),
    /** The language the message and terms were written in; null: written before it was recorded. */
    writtenLanguage: text("written_language").$type<Locale>(),
    /** Whether the price includes VAT; null for quotes sent before companies said. */
    vat: quoteVat("vat"),
    validUntil: date("valid_until").notNull(),
    createdByUserId: text("created_by_user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("quote_versions_quote_version_idx").on(table.quoteId, table.version),
    check("quote_versions_amount_positive", sql`${table.amountPence} > 0`),
  ],
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

/**
 * The daily digest of new invitations, one row per company and UK day once its email is queued:
 * the primary key lets only one of several sweeping workers send a company's digest for a day.
 */
export const leadDigests = pgTable(
  "lead_digests",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** The UK day whose invitations the email lists. */
    day: date("day").notNull(),
    invitations: integer("invitations").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.day] })],
);
