import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { companies } from "./directory";
import { jobStatus } from "./enums";
import { quotes } from "./quotes";

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
