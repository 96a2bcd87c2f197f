CREATE TYPE "public"."credit_reason" AS ENUM('contact_details_wrong', 'never_asked', 'duplicate', 'outside_service_area');--> statement-breakpoint
CREATE TYPE "public"."credit_request_status" AS ENUM('open', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."invoice_kind" AS ENUM('monthly', 'express');--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('due', 'paid');--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'payment';--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" "invoice_kind" NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"due_on" date NOT NULL,
	"status" "invoice_status" DEFAULT 'due' NOT NULL,
	"total_pence" integer NOT NULL,
	"vat_pence" integer DEFAULT 0 NOT NULL,
	"vat_number" text,
	"paid_at" timestamp with time zone,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_period_order" CHECK ("invoices"."period_start" <= "invoices"."period_end")
);
--> statement-breakpoint
CREATE TABLE "lead_credit_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"reason" "credit_reason" NOT NULL,
	"details" text,
	"status" "credit_request_status" DEFAULT 'open' NOT NULL,
	"requested_by_user_id" text,
	"rejection_reason" text,
	"decided_by_user_id" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "express_pay" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_credit_requests" ADD CONSTRAINT "lead_credit_requests_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_credit_requests" ADD CONSTRAINT "lead_credit_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_credit_requests" ADD CONSTRAINT "lead_credit_requests_requested_by_user_id_user_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_credit_requests" ADD CONSTRAINT "lead_credit_requests_decided_by_user_id_user_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_company_issued_idx" ON "invoices" USING btree ("company_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_status_due_idx" ON "invoices" USING btree ("status","due_on");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_monthly_per_period_idx" ON "invoices" USING btree ("company_id","period_start") WHERE "invoices"."kind" = 'monthly';--> statement-breakpoint
CREATE INDEX "lead_credit_requests_lead_idx" ON "lead_credit_requests" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_credit_requests_status_created_idx" ON "lead_credit_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_credit_requests_one_open_per_lead_idx" ON "lead_credit_requests" USING btree ("lead_id") WHERE "lead_credit_requests"."status" = 'open';--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_invoice_idx" ON "ledger_entries" USING btree ("invoice_id");