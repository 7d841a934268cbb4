ALTER TABLE "jobs" ADD COLUMN "source_fingerprint" text;--> statement-breakpoint
ALTER TABLE "job_sources" ADD COLUMN "last_added" integer;--> statement-breakpoint
ALTER TABLE "job_sources" ADD COLUMN "last_closed" integer;--> statement-breakpoint
ALTER TABLE "job_sources" ADD COLUMN "failed_runs" integer DEFAULT 0 NOT NULL;
