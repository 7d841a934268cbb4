CREATE TABLE "aptitude_score_counts" (
	"kind" text NOT NULL,
	"score" double precision NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "aptitude_score_counts_kind_score_pk" PRIMARY KEY("kind","score")
);
--> statement-breakpoint
-- Each member's best Timed score per kind as the attempts stand today; from here on each finished Timed
-- test moves its member's count, as it moves the norm.
INSERT INTO "aptitude_score_counts" ("kind", "score", "members")
SELECT "kind", "best", count(*)::int
FROM (
	SELECT "user_id", "kind", max("correct"::float / nullif("item_count", 0)) AS "best"
	FROM "aptitude_attempts"
	WHERE "mode" = 'Timed' AND "status" = 'completed'
	GROUP BY "user_id", "kind"
) AS "bests"
WHERE "best" IS NOT NULL
GROUP BY "kind", "best";
