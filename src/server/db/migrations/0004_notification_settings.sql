ALTER TABLE "profiles" ADD COLUMN "email_broadcasts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "email_support_replies" boolean DEFAULT true NOT NULL;