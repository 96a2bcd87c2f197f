ALTER TYPE "public"."request_close_reason" ADD VALUE 'offering_ended';--> statement-breakpoint
-- A request's status follows the lead loop (docs/product-rules.md §13.3). The type is rebuilt, so
-- what reads the column (the live trigger's condition, the open requests' partial indexes) is
-- dropped first and made again after; rows take the status their history gives them.
DROP TRIGGER "quote_requests_live_on_update" ON "quote_requests";--> statement-breakpoint
DROP INDEX "quote_requests_pending_from_lat_idx";--> statement-breakpoint
DROP INDEX "quote_requests_few_claims_idx";--> statement-breakpoint
ALTER TABLE "quote_requests" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "quote_requests" ALTER COLUMN "status" SET DATA TYPE text;--> statement-breakpoint
DROP TYPE "public"."quote_request_status";--> statement-breakpoint
CREATE TYPE "public"."quote_request_status" AS ENUM('pending', 'collecting_quotes', 'booked', 'completed', 'cancelled', 'expired');--> statement-breakpoint
UPDATE "quote_requests" SET "status" = CASE
  WHEN "status" = 'in_progress' THEN 'booked'
  WHEN "status" = 'cancelled' AND "close_reason" = 'moving_date_passed' THEN 'expired'
  WHEN "status" = 'pending' AND EXISTS (SELECT 1 FROM "leads" WHERE "leads"."quote_request_id" = "quote_requests"."id") THEN 'collecting_quotes'
  ELSE "status" END
WHERE "status" IN ('in_progress', 'cancelled', 'pending');--> statement-breakpoint
ALTER TABLE "quote_requests" ALTER COLUMN "status" SET DATA TYPE "public"."quote_request_status" USING "status"::"public"."quote_request_status";--> statement-breakpoint
ALTER TABLE "quote_requests" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."quote_request_status";--> statement-breakpoint
CREATE INDEX "quote_requests_from_outcode_idx" ON "quote_requests" USING btree (split_part("from_postcode", ' ', 1));--> statement-breakpoint
CREATE INDEX "quote_requests_from_area_idx" ON "quote_requests" USING btree (substring("from_postcode" from '^[A-Z]+'));--> statement-breakpoint
CREATE INDEX "quote_requests_pending_from_lat_idx" ON "quote_requests" USING btree ("from_lat") WHERE "quote_requests"."status" in ('pending', 'collecting_quotes');--> statement-breakpoint
CREATE INDEX "quote_requests_few_claims_idx" ON "quote_requests" USING btree ("email_verified_at") WHERE "quote_requests"."status" in ('pending', 'collecting_quotes') and "quote_requests"."slots_taken" < 2;--> statement-breakpoint
CREATE TRIGGER "quote_requests_live_on_update" AFTER UPDATE OF "status", "slots_taken", "moving_date", "specific_date", "flexible_from", "flexible_to" ON "quote_requests"
FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."slots_taken" IS DISTINCT FROM NEW."slots_taken"
  OR OLD."moving_date" IS DISTINCT FROM NEW."moving_date" OR OLD."specific_date" IS DISTINCT FROM NEW."specific_date"
  OR OLD."flexible_from" IS DISTINCT FROM NEW."flexible_from" OR OLD."flexible_to" IS DISTINCT FROM NEW."flexible_to")
EXECUTE FUNCTION "live_announce_request"();
