CREATE TYPE "public"."new_lead_emails" AS ENUM('instant', 'daily_digest');--> statement-breakpoint
CREATE TABLE "lead_digests" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"invitations" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_digests_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "new_lead_emails" "new_lead_emails" DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_digests" ADD CONSTRAINT "lead_digests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;