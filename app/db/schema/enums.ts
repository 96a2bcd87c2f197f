import { pgEnum } from "drizzle-orm/pg-core";
import {
  BUSINESS_TYPES,
  COMPANY_STATUSES,
  CONTACT_PRIORITIES,
  CONTACT_STATUSES,
  CREDIT_REASONS,
  CREDIT_REQUEST_STATUSES,
  EMAIL_STATUSES,
  EMPLOYEE_RANGES,
  HELP_TYPES,
  INVOICE_KINDS,
  INVOICE_STATUSES,
  JOB_STATUSES,
  LEAD_STATUSES,
  LEDGER_KINDS,
  MEMBER_ROLES,
  MOVE_TYPES,
  MOVING_DATE_CHOICES,
  NEW_LEAD_EMAIL_CHOICES,
  PROPERTY_TYPES,
  QUOTE_INCLUSIONS,
  QUOTE_REQUEST_STATUSES,
  QUOTE_STATUSES,
  QUOTE_VAT,
  REQUEST_CLOSE_REASONS,
  REVIEW_HOLD_REASONS,
  REVIEW_STATUSES,
  SERVICE_AREA_MODES,
  VEHICLE_CATEGORIES,
  VEHICLE_TYPES,
} from "../../lib/vocabulary";

/** The database side of `app/lib/vocabulary.ts`: no list is written here. */
export const companyStatus = pgEnum("company_status", COMPANY_STATUSES);
export const businessType = pgEnum("business_type", BUSINESS_TYPES);
export const employeeRange = pgEnum("employee_range", EMPLOYEE_RANGES);
export const removalType = pgEnum("removal_type", MOVE_TYPES);
export const serviceAreaMode = pgEnum("service_area_mode", SERVICE_AREA_MODES);
export const memberRole = pgEnum("member_role", MEMBER_ROLES);

export const quoteRequestStatus = pgEnum("quote_request_status", QUOTE_REQUEST_STATUSES);
export const helpType = pgEnum("help_type", HELP_TYPES);
export const propertyType = pgEnum("property_type", PROPERTY_TYPES);
export const movingDateChoice = pgEnum("moving_date_choice", MOVING_DATE_CHOICES);
export const requestCloseReason = pgEnum("request_close_reason", REQUEST_CLOSE_REASONS);

export const leadStatus = pgEnum("lead_status", LEAD_STATUSES);
export const quoteStatus = pgEnum("quote_status", QUOTE_STATUSES);
export const quoteInclusion = pgEnum("quote_inclusion", QUOTE_INCLUSIONS);
export const quoteVat = pgEnum("quote_vat", QUOTE_VAT);
export const jobStatus = pgEnum("job_status", JOB_STATUSES);
export const ledgerKind = pgEnum("ledger_kind", LEDGER_KINDS);
export const invoiceKind = pgEnum("invoice_kind", INVOICE_KINDS);
export const invoiceStatus = pgEnum("invoice_status", INVOICE_STATUSES);
export const creditReason = pgEnum("credit_reason", CREDIT_REASONS);
export const creditRequestStatus = pgEnum("credit_request_status", CREDIT_REQUEST_STATUSES);
export const reviewStatus = pgEnum("review_status", REVIEW_STATUSES);
export const reviewHoldReason = pgEnum("review_hold_reason", REVIEW_HOLD_REASONS);
export const contactStatus = pgEnum("contact_status", CONTACT_STATUSES);
export const contactPriority = pgEnum("contact_priority", CONTACT_PRIORITIES);
export const vehicleType = pgEnum("vehicle_type", VEHICLE_TYPES);
export const vehicleCategory = pgEnum("vehicle_category", VEHICLE_CATEGORIES);
export const emailStatus = pgEnum("email_status", EMAIL_STATUSES);
export const newLeadEmails = pgEnum("new_lead_emails", NEW_LEAD_EMAIL_CHOICES);
