ALTER TABLE "profiles" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
-- Members who signed in before the column existed: their newest session still says when.
UPDATE "profiles" p SET "last_sign_in_at" = s.at FROM (SELECT "user_id", max("created_at") AS at FROM "session" GROUP BY "user_id") s WHERE s."user_id" = p."id";
