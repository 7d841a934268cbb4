CREATE TABLE "networking_contact_applications" (
	"contact_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "networking_contact_applications_contact_id_application_id_pk" PRIMARY KEY("contact_id","application_id")
);
--> statement-breakpoint
CREATE TABLE "networking_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"firm" text DEFAULT '' NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"team" text DEFAULT '' NOT NULL,
	"met_via" text,
	"university" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"linkedin_url" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"stage" text DEFAULT 'identified' NOT NULL,
	"connected_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "networking_interactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"occurred_on" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"thank_you" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "networking_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"interaction_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"remind_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "networking_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"monthly_chat_goal" integer,
	"follow_up_days" integer DEFAULT 21 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "networking_contact_applications" ADD CONSTRAINT "networking_contact_applications_contact_id_networking_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."networking_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networking_contact_applications" ADD CONSTRAINT "networking_contact_applications_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networking_contact_applications" ADD CONSTRAINT "networking_contact_applications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networking_contacts" ADD CONSTRAINT "networking_contacts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networking_interactions" ADD CONSTRAINT "networking_interactions_contact_id_networking_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."networking_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networking_interactions" ADD CONSTRAINT "networking_interactions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networking_reminders" ADD CONSTRAINT "networking_reminders_contact_id_networking_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."networking_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networking_reminders" ADD CONSTRAINT "networking_reminders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networking_reminders" ADD CONSTRAINT "networking_reminders_interaction_id_networking_interactions_id_fk" FOREIGN KEY ("interaction_id") REFERENCES "public"."networking_interactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networking_settings" ADD CONSTRAINT "networking_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "networking_contact_applications_app_idx" ON "networking_contact_applications" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "networking_contact_applications_user_idx" ON "networking_contact_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "networking_contacts_user_idx" ON "networking_contacts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "networking_interactions_contact_idx" ON "networking_interactions" USING btree ("contact_id","occurred_on");--> statement-breakpoint
CREATE INDEX "networking_interactions_user_idx" ON "networking_interactions" USING btree ("user_id","occurred_on");--> statement-breakpoint
CREATE UNIQUE INDEX "networking_reminders_interaction_kind_idx" ON "networking_reminders" USING btree ("interaction_id","kind");--> statement-breakpoint
CREATE INDEX "networking_reminders_due_idx" ON "networking_reminders" USING btree ("remind_at") WHERE sent_at is null and done_at is null;--> statement-breakpoint
CREATE INDEX "networking_reminders_contact_idx" ON "networking_reminders" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "networking_reminders_user_idx" ON "networking_reminders" USING btree ("user_id","remind_at");