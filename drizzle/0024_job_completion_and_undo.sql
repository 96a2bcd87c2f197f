ALTER TABLE "jobs" ALTER COLUMN "to_town" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "job_status_changes" ADD COLUMN "undone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
-- A completed job's completion is when its last change to completed was made (or, for a job
-- completed without a recorded change, its last update).
UPDATE "jobs" SET "completed_at" = coalesce(
  (SELECT max("changed_at") FROM "job_status_changes" c WHERE c."job_id" = "jobs"."id" AND c."to_status" = 'completed'),
  "updated_at"
) WHERE "status" = 'completed';--> statement-breakpoint
-- A job whose customer gave no destination has none (it was filled with the origin town).
UPDATE "jobs" SET "to_town" = NULL
FROM "quotes", "leads", "quote_requests"
WHERE "quotes"."id" = "jobs"."quote_id" AND "leads"."id" = "quotes"."lead_id"
  AND "quote_requests"."id" = "leads"."quote_request_id" AND "quote_requests"."to_city" IS NULL;
