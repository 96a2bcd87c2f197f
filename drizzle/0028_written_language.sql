ALTER TABLE "companies" ADD COLUMN "about_language" text;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD COLUMN "written_language" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "written_language" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "written_language" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_language" text;