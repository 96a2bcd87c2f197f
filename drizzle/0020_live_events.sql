-- Live updates (docs/decisions/019-live-updates.md): the rows' own triggers announce each change an
-- open page shows on the channel movematch_live, so every writer (services, sweeps, staff tools,
-- factories, direct SQL) is covered. A payload holds a kind, ids and coarse facts of the request's
-- start (point, move type, postcode area) for the processes to decide who hears of it; never a
-- name, an address, a postcode or a contact. PostgreSQL delivers it to every listening process
-- when the transaction commits, never on rollback. Bulk loads may run `set local
-- movematch.live_events = 'off'` to announce nothing.
CREATE FUNCTION "live_announce"(kind text, request_id uuid, company_id uuid, with_place boolean) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  place record;
  payload jsonb;
BEGIN
  IF current_setting('movematch.live_events', true) = 'off' THEN
    RETURN;
  END IF;
  payload := jsonb_build_object('kind', kind, 'request', request_id, 'company', company_id);
  IF with_place THEN
    SELECT "from_lat", "from_lng", "move_type",
      upper(substring(btrim("from_postcode") from '^[A-Za-z]{1,2}')) AS "area",
      array(SELECT "leads"."company_id" FROM "leads" WHERE "leads"."quote_request_id" = request_id) AS "companies"
    INTO place FROM "quote_requests" WHERE "id" = request_id;
    payload := payload || jsonb_build_object('lat', place."from_lat", 'lng', place."from_lng",
      'moveType', place."move_type", 'area', place."area", 'companies', to_jsonb(place."companies"));
  END IF;
  PERFORM pg_notify('movematch_live', jsonb_strip_nulls(payload)::text);
END $$;--> statement-breakpoint
CREATE FUNCTION "live_announce_request"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "live_announce"(CASE WHEN TG_OP = 'INSERT' THEN 'request.new' ELSE 'request.changed' END, NEW."id", NULL, true);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "live_announce_lead"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "live_announce"(
    CASE WHEN TG_OP = 'INSERT' AND NEW."status" = 'offered' THEN 'lead.offered' ELSE 'lead.changed' END,
    NEW."quote_request_id", NEW."company_id", false);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "live_announce_quote"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "live_announce"('quote.changed',
    (SELECT "quote_request_id" FROM "leads" WHERE "id" = NEW."lead_id"), NEW."company_id", false);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "live_announce_company"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "live_announce"('company.changed', NULL, NEW."id", false);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Every request stored is verified (email_verified_at is required); the condition keeps it so.
CREATE TRIGGER "quote_requests_live_on_insert" AFTER INSERT ON "quote_requests"
FOR EACH ROW WHEN (NEW."email_verified_at" IS NOT NULL) EXECUTE FUNCTION "live_announce_request"();--> statement-breakpoint
-- Closed, booked or cancelled; a slot taken; a new moving date (Find work leaves out past dates).
CREATE TRIGGER "quote_requests_live_on_update" AFTER UPDATE OF "status", "slots_taken", "moving_date", "specific_date", "flexible_from", "flexible_to" ON "quote_requests"
FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."slots_taken" IS DISTINCT FROM NEW."slots_taken"
  OR OLD."moving_date" IS DISTINCT FROM NEW."moving_date" OR OLD."specific_date" IS DISTINCT FROM NEW."specific_date"
  OR OLD."flexible_from" IS DISTINCT FROM NEW."flexible_from" OR OLD."flexible_to" IS DISTINCT FROM NEW."flexible_to")
EXECUTE FUNCTION "live_announce_request"();--> statement-breakpoint
CREATE TRIGGER "leads_live_on_insert" AFTER INSERT ON "leads"
FOR EACH ROW EXECUTE FUNCTION "live_announce_lead"();--> statement-breakpoint
CREATE TRIGGER "leads_live_on_update" AFTER UPDATE OF "status", "claimed_at", "viewed_at" ON "leads"
FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."claimed_at" IS DISTINCT FROM NEW."claimed_at"
  OR OLD."viewed_at" IS DISTINCT FROM NEW."viewed_at")
EXECUTE FUNCTION "live_announce_lead"();--> statement-breakpoint
CREATE TRIGGER "quotes_live_on_insert" AFTER INSERT ON "quotes"
FOR EACH ROW EXECUTE FUNCTION "live_announce_quote"();--> statement-breakpoint
CREATE TRIGGER "quotes_live_on_update" AFTER UPDATE ON "quotes"
FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "live_announce_quote"();--> statement-breakpoint
-- Where a company hears of requests from (its base, service area and removal types): each
-- process forgets what it holds of that company's reach.
CREATE TRIGGER "companies_live_on_update" AFTER UPDATE OF "status", "lat", "lng", "service_area_mode", "service_lat", "service_lng", "service_radius_miles", "service_postcode_areas", "service_city_slugs", "removal_types" ON "companies"
FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."lat" IS DISTINCT FROM NEW."lat" OR OLD."lng" IS DISTINCT FROM NEW."lng"
  OR OLD."service_area_mode" IS DISTINCT FROM NEW."service_area_mode" OR OLD."service_lat" IS DISTINCT FROM NEW."service_lat"
  OR OLD."service_lng" IS DISTINCT FROM NEW."service_lng" OR OLD."service_radius_miles" IS DISTINCT FROM NEW."service_radius_miles"
  OR OLD."service_postcode_areas" IS DISTINCT FROM NEW."service_postcode_areas" OR OLD."service_city_slugs" IS DISTINCT FROM NEW."service_city_slugs"
  OR OLD."removal_types" IS DISTINCT FROM NEW."removal_types")
EXECUTE FUNCTION "live_announce_company"();
