ALTER TABLE "companies" ADD COLUMN "public_email" text;--> statement-breakpoint
-- The public contact address is the owner's choice. A directory listing without an account keeps
-- the address it was listed with; a partner keeps its company address only where that is not its
-- owner's sign-in (the owner changed it on the profile page). Every other partner chooses one,
-- and is listed again once it has.
UPDATE "companies" SET "public_email" = "email"
WHERE NOT EXISTS (
  SELECT 1 FROM "company_members" INNER JOIN "user" ON "user"."id" = "company_members"."user_id"
  WHERE "company_members"."company_id" = "companies"."id" AND lower("user"."email") = lower("companies"."email")
);
