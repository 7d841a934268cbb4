ALTER TABLE "applications" ADD COLUMN "priority" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_priority_check" CHECK ("priority" is null or "priority" between 1 and 3);--> statement-breakpoint
-- A contact's own follow-up cadence in days; null keeps the member's default from networking_settings.
ALTER TABLE "networking_contacts" ADD COLUMN "follow_up_days" integer;
