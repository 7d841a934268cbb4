ALTER TABLE "firms" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "logo_content_type" text;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "premier_position" integer;
