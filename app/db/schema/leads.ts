import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { companies } from "./directory";
import { leadStatus } from "./enums";
import { quoteRequests } from "./quote-requests";

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
