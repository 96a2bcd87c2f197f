import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies } from "./directory";
import { contactPriority, contactStatus } from "./enums";

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
