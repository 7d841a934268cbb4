-- The coach's plan and its answers read a member's latest CV match scores on every request. With what
-- they read of each run in the index as well, that read is a few of the member's index pages instead of
-- a heap page per run.
DROP INDEX IF EXISTS "cv_match_runs_user_idx";--> statement-breakpoint
CREATE INDEX "cv_match_runs_user_idx" ON "cv_match_runs" USING btree ("user_id","created_at","application_id","job_id","score");
