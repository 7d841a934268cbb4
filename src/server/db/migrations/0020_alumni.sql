CREATE TABLE "alumni_blocks" (
	"alum_id" text NOT NULL,
	"blocked_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alumni_blocks_alum_id_blocked_id_pk" PRIMARY KEY("alum_id","blocked_id")
);
--> statement-breakpoint
CREATE TABLE "alumni_chat_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" text NOT NULL,
	"alum_id" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "alumni_chat_requests_status" CHECK ("alumni_chat_requests"."status" in ('pending', 'accepted', 'declined')),
	CONSTRAINT "alumni_chat_requests_not_self" CHECK ("alumni_chat_requests"."student_id" <> "alumni_chat_requests"."alum_id")
);
--> statement-breakpoint
CREATE TABLE "alumni_listings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"university" text NOT NULL,
	"university_key" text NOT NULL,
	"firm" text NOT NULL,
	"role" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"listed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alumni_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alumni_blocks" ADD CONSTRAINT "alumni_blocks_alum_id_user_id_fk" FOREIGN KEY ("alum_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_blocks" ADD CONSTRAINT "alumni_blocks_blocked_id_user_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_chat_requests" ADD CONSTRAINT "alumni_chat_requests_student_id_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_chat_requests" ADD CONSTRAINT "alumni_chat_requests_alum_id_user_id_fk" FOREIGN KEY ("alum_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_listings" ADD CONSTRAINT "alumni_listings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_reports" ADD CONSTRAINT "alumni_reports_request_id_alumni_chat_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."alumni_chat_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_reports" ADD CONSTRAINT "alumni_reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alumni_blocks_blocked_idx" ON "alumni_blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE INDEX "alumni_chat_requests_alum_idx" ON "alumni_chat_requests" USING btree ("alum_id","created_at");--> statement-breakpoint
CREATE INDEX "alumni_chat_requests_student_idx" ON "alumni_chat_requests" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "alumni_chat_requests_open_pair_idx" ON "alumni_chat_requests" USING btree ("student_id","alum_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "alumni_listings_university_idx" ON "alumni_listings" USING btree ("university_key") WHERE listed_at is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "alumni_reports_request_reporter_idx" ON "alumni_reports" USING btree ("request_id","reporter_id");--> statement-breakpoint
CREATE INDEX "alumni_reports_reporter_idx" ON "alumni_reports" USING btree ("reporter_id");