CREATE TABLE "help_chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"contact_message_id" uuid,
	"sender_id" text,
	"sender_type" text NOT NULL,
	"content" text NOT NULL,
	"is_critical" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "help_chat_messages" ADD CONSTRAINT "help_chat_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_chat_messages" ADD CONSTRAINT "help_chat_messages_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_chat_messages" ADD CONSTRAINT "help_chat_messages_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_chat_messages_user_idx" ON "help_chat_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "help_chat_messages_contact_idx" ON "help_chat_messages" USING btree ("contact_message_id","created_at");--> statement-breakpoint
CREATE INDEX "help_chat_messages_sender_idx" ON "help_chat_messages" USING btree ("sender_id");