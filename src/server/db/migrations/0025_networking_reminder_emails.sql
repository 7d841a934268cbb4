ALTER TABLE "profiles" ADD COLUMN "email_networking_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Networking reminder emails used to follow the job-alert setting, and their unsubscribe link turned job
-- alerts off: a member with job alerts off has not had these emails, and may have asked to stop them.
UPDATE "profiles" SET "email_networking_reminders" = false WHERE "onboarding" ->> 'job_update_frequency' = 'none';
