ALTER TABLE "user" ALTER COLUMN "locale" SET DEFAULT 'en-GB';--> statement-breakpoint
-- Accounts made before this migration have no language yet: they get the default first.
UPDATE "user" SET "locale" = 'en-GB' WHERE "locale" IS NULL;--> statement-breakpoint
ALTER TABLE "user" ALTER COLUMN "locale" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "locale" text DEFAULT 'en-GB' NOT NULL;
