CREATE TYPE "public"."review_hold_reason" AS ENUM('link', 'email', 'phone', 'blocked_word');--> statement-breakpoint
CREATE TABLE "review_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"reminder_token_hash" text,
	"invited_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "review_invitations_job_id_unique" UNIQUE("job_id"),
	CONSTRAINT "review_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "review_invitations_reminder_token_hash_unique" UNIQUE("reminder_token_hash")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "quality_score" real;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "customer_service_score" real;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "value_for_money_score" real;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "would_recommend" boolean;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "held_reason" "review_hold_reason";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "report_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reported_by_user_id" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "report_resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reported_by_user_id_user_id_fk" FOREIGN KEY ("reported_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_job_idx" ON "reviews" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "reviews_open_reports_idx" ON "reviews" USING btree ("reported_at") WHERE "reviews"."reported_at" is not null and "reviews"."report_resolved_at" is null;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_sub_scores_range" CHECK (coalesce("companies"."quality_score", 0) between 0 and 10 and coalesce("companies"."customer_service_score", 0) between 0 and 10 and coalesce("companies"."value_for_money_score", 0) between 0 and 10);