ALTER TYPE "public"."lead_status" ADD VALUE 'lapsed';--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "last_signed_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "respond_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "progress_email_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "leads_open_respond_by_idx" ON "leads" USING btree ("respond_by") WHERE "leads"."status" = 'offered';--> statement-breakpoint
-- Accounts that signed in before the column existed: their latest session says when.
UPDATE "user" SET "last_signed_in_at" = "signed_in"."at" FROM (SELECT "user_id", max("created_at") AS "at" FROM "session" GROUP BY "user_id") AS "signed_in" WHERE "signed_in"."user_id" = "user"."id";
