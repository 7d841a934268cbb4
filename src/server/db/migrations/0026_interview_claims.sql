ALTER TABLE "interview_questions" ADD COLUMN "claims" jsonb;--> statement-breakpoint
ALTER TABLE "interview_questions" ADD COLUMN "gap" text;