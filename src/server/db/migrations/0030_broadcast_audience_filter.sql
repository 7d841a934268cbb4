ALTER TABLE "broadcasts" ADD COLUMN "audience_filter" jsonb;
