ALTER TABLE "quote_requests" ADD COLUMN "slots_taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "quote_requests" SET "slots_taken" = "claimed"."count"
FROM (SELECT "quote_request_id", count(*)::int AS "count" FROM "leads" WHERE "claimed_at" IS NOT NULL GROUP BY "quote_request_id") AS "claimed"
WHERE "quote_requests"."id" = "claimed"."quote_request_id";--> statement-breakpoint
CREATE FUNCTION "count_slot_taken"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "quote_requests" SET "slots_taken" = "slots_taken" - 1 WHERE "id" = OLD."quote_request_id";
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD."claimed_at" IS NOT NULL THEN
    UPDATE "quote_requests" SET "slots_taken" = "slots_taken" - 1 WHERE "id" = OLD."quote_request_id";
  END IF;
  IF NEW."claimed_at" IS NOT NULL THEN
    UPDATE "quote_requests" SET "slots_taken" = "slots_taken" + 1 WHERE "id" = NEW."quote_request_id";
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "leads_count_slot_on_insert" AFTER INSERT ON "leads"
FOR EACH ROW WHEN (NEW."claimed_at" IS NOT NULL) EXECUTE FUNCTION "count_slot_taken"();--> statement-breakpoint
CREATE TRIGGER "leads_count_slot_on_update" AFTER UPDATE OF "claimed_at", "quote_request_id" ON "leads"
FOR EACH ROW WHEN ((OLD."claimed_at" IS NULL) <> (NEW."claimed_at" IS NULL) OR (OLD."quote_request_id" <> NEW."quote_request_id" AND NEW."claimed_at" IS NOT NULL))
EXECUTE FUNCTION "count_slot_taken"();--> statement-breakpoint
CREATE TRIGGER "leads_count_slot_on_delete" AFTER DELETE ON "leads"
FOR EACH ROW WHEN (OLD."claimed_at" IS NOT NULL) EXECUTE FUNCTION "count_slot_taken"();
