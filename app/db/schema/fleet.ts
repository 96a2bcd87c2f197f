import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies } from "./directory";
import { vehicleCategory, vehicleType } from "./enums";

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
