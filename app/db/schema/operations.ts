import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { companies } from "./directory";
import { contactPriority, contactStatus, emailStatus, vehicleCategory, vehicleType } from "./enums";

export const contacts = pgTable(
  "contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject").notNull(),
    category: text("category").notNull().default("general"),
    priority: contactPriority("priority").notNull().default("medium"),
    message: text("message").notNull(),
    status: contactStatus("status").notNull().default("new"),
    /** The partner company that wrote from its back office (Support); null for the public contact form. */
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("contacts_created_at_idx").on(table.createdAt),
    index("contacts_status_idx").on(table.status),
    index("contacts_company_created_idx").on(table.companyId, table.createdAt),
  ],
);

export const drivers = pgTable(
  "drivers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    mobile: text("mobile").notNull(),
    licenseNumber: text("license_number").notNull(),
    experienceYears: smallint("experience_years"),
    notes: text("notes"),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (table) => [
    index("drivers_company_created_idx").on(table.companyId, table.createdAt),
    check(
      "drivers_experience_range",
      sql`${table.experienceYears} is null or ${table.experienceYears} between 0 and 50`,
    ),
  ],
);

export const vehicles = pgTable(
  "vehicles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    type: vehicleType("type").notNull(),
    category: vehicleCategory("category").notNull(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    numberPlate: text("number_plate").notNull(),
    year: smallint("year").notNull(),
    color: text("color"),
    description: text("description"),
    branded: boolean("branded").notNull().default(false),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (table) => [
    index("vehicles_company_created_idx").on(table.companyId, table.createdAt),
    check("vehicles_year_min", sql`${table.year} >= 1900`),
    // A plate is on one of a company's vehicles at a time; a deleted vehicle frees its plate.
    uniqueIndex("vehicles_company_plate_idx")
      .on(table.companyId, table.numberPlate)
      .where(sql`${table.deletedAt} is null`),
  ],
);

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    template: text("template").notNull(),
    payload: jsonb("payload").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    status: emailStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("email_outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("email_outbox_created_at_idx").on(table.createdAt),
  ],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorUserId: text("actor_user_id").references(() => user.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    /** The client address, for sign-in and other account events. */
    ip: text("ip"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("audit_log_subject_idx").on(table.subjectType, table.subjectId, table.at)],
);
