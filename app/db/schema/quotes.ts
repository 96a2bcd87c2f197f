import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { Locale } from "../../i18n/config";
import { user } from "./auth";
import { companies } from "./directory";
import { quoteInclusion, quoteStatus, quoteVat } from "./enums";
import { leads } from "./leads";

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
