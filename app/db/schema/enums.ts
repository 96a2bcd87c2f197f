import { pgEnum } from "drizzle-orm/pg-core";

export const companyStatus = pgEnum("company_status", ["pending", "approved", "rejected", "suspended"]);
export const businessType = pgEnum("business_type", ["sole-trader", "company"]);
export const employeeRange = pgEnum("employee_range", ["1-5", "6-10", "11-50", "50+"]);
export const removalType = pgEnum("removal_type", ["domestic", "commercial", "international"]);
export const serviceAreaMode = pgEnum("service_area_mode", ["radius", "regions"]);
export const memberRole = pgEnum("member_role", ["owner", "staff"]);

export const quoteRequestStatus = pgEnum("quote_request_status", ["pending", "in_progress", "completed", "cancelled"]);
export const helpType = pgEnum("help_type", ["full", "partial", "boxes"]);
export const propertyType = pgEnum("property_type", ["house", "apartment"]);
export const movingDateChoice = pgEnum("moving_date_choice", ["specific", "flexible"]);

export const leadStatus = pgEnum("lead_status", [
  "offered",
  "claimed",
  "declined",
  "quoted",
  "won",
  "lost",
  "expired",
  "credited",
]);
export const quoteStatus = pgEnum("quote_status", ["sent", "accepted", "rejected", "withdrawn", "expired"]);
export const jobStatus = pgEnum("job_status", ["upcoming", "in_progress", "completed", "cancelled"]);
export const ledgerKind = pgEnum("ledger_kind", ["lead_charge", "lead_credit", "top_up", "payout", "adjustment"]);
export const reviewStatus = pgEnum("review_status", ["pending", "published", "rejected"]);
export const contactStatus = pgEnum("contact_status", ["new", "in_progress", "resolved", "closed"]);
export const contactPriority = pgEnum("contact_priority", ["low", "medium", "high"]);
export const vehicleType = pgEnum("vehicle_type", ["goods", "passenger", "commercial"]);
export const vehicleCategory = pgEnum("vehicle_category", [
  "luton-van",
  "transit-van",
  "small-van",
  "large-van",
  "truck",
]);
export const emailStatus = pgEnum("email_status", ["pending", "sending", "sent", "failed"]);
