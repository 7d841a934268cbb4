CREATE TABLE "aptitude_norms" (
	"kind" text PRIMARY KEY NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	"best_total" double precision DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The norms as the attempts stand today; from here on each finished Timed test updates them.
INSERT INTO "aptitude_norms" ("kind", "members", "best_total")
SELECT "kind", count(*)::int, sum("best")
FROM (
	SELECT "user_id", "kind", max("correct"::float / nullif("item_count", 0)) AS "best"
	FROM "aptitude_attempts"
	WHERE "mode" = 'Timed' AND "status" = 'completed'
	GROUP BY "user_id", "kind"
) AS "bests"
WHERE "best" IS NOT NULL
GROUP BY "kind";
--> statement-breakpoint
CREATE INDEX "application_stage_history_user_idx" ON "application_stage_history" USING btree ("user_id","application_id","stage","entered_at");--> statement-breakpoint
DROP INDEX "alumni_listings_university_idx";--> statement-breakpoint
CREATE INDEX "alumni_listings_university_idx" ON "alumni_listings" USING btree ("university_key","listed_at" DESC NULLS LAST,"user_id" DESC NULLS LAST) WHERE listed_at is not null;
