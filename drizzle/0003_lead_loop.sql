CREATE TYPE "public"."quote_inclusion" AS ENUM('packing', 'dismantling', 'insurance', 'storage', 'cleaning');--> statement-breakpoint
CREATE TYPE "public"."request_close_reason" AS ENUM('cancelled_by_customer', 'moving_date_passed');--> statement-breakpoint
CREATE TABLE "lead_watches" (
	"company_id" uuid NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_watches_company_id_quote_request_id_pk" PRIMARY KEY("company_id","quote_request_id")
);
--> statement-breakpoint
CREATE TABLE "quote_request_access_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quote_request_access_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "quote_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"amount_pence" integer NOT NULL,
	"inclusions" "quote_inclusion"[] DEFAULT '{}' NOT NULL,
	"insurance_cover_pence" integer,
	"message" text,
	"valid_until" date NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_versions_amount_positive" CHECK ("quote_versions"."amount_pence" > 0)
);
--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "match_rank" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "invited" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "claimed_by_user_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "duplicate_of_lead_id" uuid;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "flexible_from" date;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "flexible_to" date;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "close_reason" "request_close_reason";--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "company_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "inclusions" "quote_inclusion"[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "insurance_cover_pence" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "moving_date_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_watches" ADD CONSTRAINT "lead_watches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_watches" ADD CONSTRAINT "lead_watches_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_access_tokens" ADD CONSTRAINT "quote_request_access_tokens_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_request_access_tokens_request_idx" ON "quote_request_access_tokens" USING btree ("quote_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_versions_quote_version_idx" ON "quote_versions" USING btree ("quote_id","version");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_claimed_by_user_id_user_id_fk" FOREIGN KEY ("claimed_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_duplicate_of_lead_id_leads_id_fk" FOREIGN KEY ("duplicate_of_lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_one_per_quote_idx" ON "jobs" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "leads_company_status_idx" ON "leads" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "leads_company_claimed_at_idx" ON "leads" USING btree ("company_id","claimed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_one_charge_per_lead_idx" ON "ledger_entries" USING btree ("lead_id") WHERE "ledger_entries"."kind" = 'lead_charge';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_one_credit_per_lead_idx" ON "ledger_entries" USING btree ("lead_id") WHERE "ledger_entries"."kind" = 'lead_credit';--> statement-breakpoint
CREATE INDEX "quote_requests_status_created_idx" ON "quote_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_one_per_lead_idx" ON "quotes" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "quotes_company_status_idx" ON "quotes" USING btree ("company_id","status");--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_flexible_window_order" CHECK ("quote_requests"."flexible_from" is null or "quote_requests"."flexible_to" is null or "quote_requests"."flexible_from" <= "quote_requests"."flexible_to");