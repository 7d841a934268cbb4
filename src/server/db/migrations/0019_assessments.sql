CREATE TABLE "aptitude_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"mode" text NOT NULL,
	"seed" text NOT NULL,
	"attempt" integer NOT NULL,
	"item_count" integer NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"correct" integer,
	"percentile" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"time_limit_seconds" integer
);
--> statement-breakpoint
CREATE TABLE "personality_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "aptitude_attempts" ADD CONSTRAINT "aptitude_attempts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personality_attempts" ADD CONSTRAINT "personality_attempts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aptitude_attempts_user_idx" ON "aptitude_attempts" USING btree ("user_id","kind","started_at");--> statement-breakpoint
CREATE INDEX "aptitude_attempts_kind_idx" ON "aptitude_attempts" USING btree ("kind","mode","status");--> statement-breakpoint
CREATE INDEX "personality_attempts_user_idx" ON "personality_attempts" USING btree ("user_id","created_at");