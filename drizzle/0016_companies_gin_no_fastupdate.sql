DROP INDEX "companies_service_city_slugs_idx";--> statement-breakpoint
DROP INDEX "companies_service_postcode_areas_idx";--> statement-breakpoint
CREATE INDEX "companies_service_city_slugs_idx" ON "companies" USING gin ("service_city_slugs") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "companies_service_postcode_areas_idx" ON "companies" USING gin ("service_postcode_areas") WITH (fastupdate=false);