import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Locale } from "../../i18n/config";
import { user } from "./auth";
import { companies } from "./directory";
import { reviewHoldReason, reviewStatus } from "./enums";
import { jobs } from "./jobs";
import { quoteRequests } from "./quote-requests";

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
