ALTER TABLE "profiles" ADD COLUMN "onboarding" jsonb;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "onboarding_completed_at" timestamp with time zone;