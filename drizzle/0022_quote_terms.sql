CREATE TYPE "public"."quote_vat" AS ENUM('included', 'not_charged');--> statement-breakpoint
ALTER TABLE "quote_versions" ADD COLUMN "deposit_terms" text;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD COLUMN "cancellation_terms" text;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD COLUMN "vat" "quote_vat";--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "deposit_terms" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "cancellation_terms" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "vat" "quote_vat";