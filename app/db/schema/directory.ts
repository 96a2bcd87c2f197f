import { type Column, type SQL, sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Locale } from "../../i18n/config";
import type { CompanyService } from "../../lib/vocabulary";
import { user } from "./auth";
import {
  businessType,
  companyStatus,
  employeeRange,
  memberRole,
  newLeadEmails,
  removalType,
  serviceAreaMode,
} from "./enums";

export const cities = pgTable(
  "cities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    regionSlug: text("region_slug").notNull(),
    /** Outward postcode area (e.g. "M" for Manchester), used by regions-mode service areas. */
    postcodeArea: text("postcode_area").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    /** Order on the landing page; null for cities that are not featured there. */
    featuredRank: integer("featured_rank"),
    about: text("about"),
    /** The about text in Lithuanian (reference data, like `about`). */
    aboutLt: text("about_lt"),
    neighbourhoods: text("neighbourhoods").array().notNull().default(sql`'{}'::text[]`),
    /** Approved companies whose service area covers the city, kept by refreshCityCompanyCounts. */
    companyCount: integer("company_count").notNull().default(0),
  },
  (table) => [
    uniqueIndex("cities_region_slug_slug_idx").on(table.regionSlug, table.slug),
    index("cities_slug_idx").on(table.slug),
  ],
);

/** Directory companies and partners share this table: a partner has an account and is_partner. */
/**
 * A box (x = longitude, y = latitude) that holds a radius-mode service area: 60 miles a degree
 * is less than a degree of latitude (69.09) and, divided by cos(latitude), less than a degree
 * of longitude, with room for the great circle's bulge at any radius up to the 200-mile limit
 * in Great Britain's latitudes. GiST-indexed, so matching reads only the companies whose box
 * holds the place instead of testing every company's circle; null for regions mode.
 */
export function serviceBoxOf(columns: { serviceLat: Column; serviceLng: Column; serviceRadiusMiles: Column }): SQL {
  const { serviceLat: lat, serviceLng: lng, serviceRadiusMiles: radius } = columns;
  const latitudeDegrees = sql`(${radius} / 60.0::float8)`;
  const longitudeDegrees = sql`(${radius} / (60.0::float8 * cos(radians(${lat}))))`;
  return sql`box(point(${lng} - ${longitudeDegrees}, ${lat} - ${latitudeDegrees}), point(${lng} + ${longitudeDegrees}, ${lat} + ${latitudeDegrees}))`;
}

export const companies = pgTable(
  "companies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    status: companyStatus("status").notNull().default("pending"),
    isPartner: boolean("is_partner").notNull().default(false),
    businessType: businessType("business_type").notNull().default("company"),
    companyNumber: text("company_number"),
    employees: employeeRange("employees"),
    /** Where MoveMatch writes to the company (leads, invoices); its owner signs in with it. Never shown publicly. */
    email: text("email").notNull(),
    /**
     * The contact address on the company's public page, chosen by its owner on the profile page;
     * null until chosen, so the registration's (sign-in) address is never published by default.
     */
    publicEmail: text("public_email"),
    /** The language the company applied in: its emails are written in it. */
    locale: text("locale").notNull().default("en-GB"),
    phone: text("phone").notNull(),
    website: text("website"),
    addressLine1: text("address_line1").notNull(),
    postcode: text("postcode").notNull(),
    town: text("town").notNull(),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    about: text("about"),
    /** The language `about` was written in (its author's page language); null: written before it was recorded. */
    aboutLanguage: text("about_language").$type<Locale>(),
    /** The logo's public path (/media/<key>), or null. */
    logoPath: text("logo_path"),
    removalTypes: removalType("removal_types").array().notNull().default(sql`'{}'`),
    services: text("services").array().$type<CompanyService[]>().notNull().default(sql`'{}'::text[]`),
    features: text("features").array().notNull().default(sql`'{}'::text[]`),
    serviceAreaMode: serviceAreaMode("service_area_mode").notNull().default("radius"),
    /** Radius mode: centre point and miles. */
    serviceCentreLabel: text("service_centre_label"),
    serviceLat: doublePrecision("service_lat"),
    serviceLng: doublePrecision("service_lng"),
    serviceRadiusMiles: integer("service_radius_miles"),
    /** Regions mode: city slugs and postcode areas covered. */
    serviceCitySlugs: text("service_city_slugs").array().notNull().default(sql`'{}'::text[]`),
    servicePostcodeAreas: text("service_postcode_areas").array().notNull().default(sql`'{}'::text[]`),
    leadCapPerDay: integer("lead_cap_per_day"),
    leadCapPerWeek: integer("lead_cap_per_week"),
    leadPricePence: integer("lead_price_pence").notNull().default(1500),
    paused: boolean("paused").notNull().default(false),
    /** Express pay: each claim is invoiced at once instead of on the monthly invoice. */
    expressPay: boolean("express_pay").notNull().default(false),
    /**
     * The UK day a pause ends (YYYY-MM-DD): from that day on the company receives leads again,
     * without anything having to switch `paused` off. Null with `paused` is a pause until undone.
     */
    pausedUntil: date("paused_until", { mode: "string" }),
    /** New invitations by email one at a time, or listed once a day (Preferences). */
    newLeadEmails: newLeadEmails("new_lead_emails").notNull().default("instant"),
    /** Derived from published reviews (0-10); kept in step by the review service. */
    rating: real("rating"),
    reviewCount: integer("review_count").notNull().default(0),
    /** The means of the published reviews' sub-scores (0-10, one decimal), kept with `rating`. */
    qualityScore: real("quality_score"),
    customerServiceScore: real("customer_service_score"),
    valueForMoneyScore: real("value_for_money_score"),
    rejectionReason: text("rejection_reason"),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("companies_status_idx").on(table.status),
    // Without fastupdate: a GIN pending list is merged only by VACUUM or once it reaches 4 MB,
    // the embedded database seldom vacuums this table, and every matching read the list whole.
    index("companies_service_city_slugs_idx").using("gin", table.serviceCitySlugs).with({ fastupdate: false }),
    index("companies_service_postcode_areas_idx").using("gin", table.servicePostcodeAreas).with({ fastupdate: false }),
    index("companies_service_box_idx").using("gist", serviceBoxOf(table)),
    index("companies_created_at_idx").on(table.createdAt),
    index("companies_email_idx").on(sql`lower(${table.email})`),
    index("companies_company_number_idx").on(table.companyNumber),
    check(
      "companies_radius_range",
      sql`${table.serviceRadiusMiles} is null or ${table.serviceRadiusMiles} between 1 and 200`,
    ),
    check("companies_rating_range", sql`${table.rating} is null or ${table.rating} between 0 and 10`),
    check(
      "companies_sub_scores_range",
      sql`coalesce(${table.qualityScore}, 0) between 0 and 10 and coalesce(${table.customerServiceScore}, 0) between 0 and 10 and coalesce(${table.valueForMoneyScore}, 0) between 0 and 10`,
    ),
  ],
);

export const companyMembers = pgTable(
  "company_members",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: memberRole("role").notNull().default("owner"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.userId] }),
    index("company_members_user_id_idx").on(table.userId),
  ],
);

/** Project photos on a company's public page: files in the file store, at most 12 a company. */
export const companyPhotos = pgTable(
  "company_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** The file store's key: content-hashed, so a key always names the same bytes. */
    storageKey: text("storage_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("company_photos_company_id_idx").on(table.companyId, table.createdAt),
    uniqueIndex("company_photos_company_key_idx").on(table.companyId, table.storageKey),
  ],
);
