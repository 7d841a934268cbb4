-- Search that forgives accents and typos: unaccent folds "Société" to "Societe" on both sides (PGlite
-- loads the extension in src/server/db/client.ts); unaccent() itself is only STABLE, so a generated
-- column needs this IMMUTABLE wrapper naming its dictionary.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "listed_at" timestamp with time zone GENERATED ALWAYS AS (coalesce(posted_at, first_seen_at)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', search_unaccent(coalesce(title, ''))), 'A') || setweight(to_tsvector('english', search_unaccent(coalesce(firm_name, '') || ' ' || coalesce(search_terms, ''))), 'B') || setweight(to_tsvector('english', search_unaccent(coalesce(description_text, ''))), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search");--> statement-breakpoint
CREATE INDEX "jobs_open_listed_idx" ON "jobs" USING btree ("listed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE closed_at is null;--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The vocabulary follows every writer of jobs (boards, CSV, imports, the sample catalogue) without each
-- having to remember it: new words of a title, firm or search terms are added, none removed (a stale
-- word can only suggest a correction, which is checked against the live roles before it is offered).
CREATE OR REPLACE FUNCTION jobs_collect_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM regexp_split_to_table(
      lower(search_unaccent(coalesce(NEW.title, '') || ' ' || coalesce(NEW.firm_name, '') || ' ' || coalesce(NEW.search_terms, ''))),
      '[^a-z0-9]+') AS w
    WHERE length(w) BETWEEN 2 AND 40
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER jobs_search_words AFTER INSERT OR UPDATE OF title, firm_name, search_terms ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_collect_search_words();--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM jobs, regexp_split_to_table(lower(search_unaccent(title || ' ' || firm_name)), '[^a-z0-9]+') AS w
  WHERE length(w) BETWEEN 2 AND 40
ON CONFLICT DO NOTHING;
