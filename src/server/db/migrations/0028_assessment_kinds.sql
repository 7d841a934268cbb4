ALTER TABLE "aptitude_attempts" ALTER COLUMN "correct" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "aptitude_attempts" ADD COLUMN "generator" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "aptitude_attempts" ADD COLUMN "sections" jsonb;
