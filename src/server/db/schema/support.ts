import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { contactMessages } from "./landing";

// 001 §3 Help chat message: one conversation per member (user_id), messages from the member or an
// admin. Replies to a visitor's contact-form message (no account) are kept against that message.
export const helpChatMessages = pgTable(
  "help_chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    contactMessageId: uuid("contact_message_id").references(() => contactMessages.id, {
      onDelete: "cascade",
    }),
    senderId: text("sender_id").references(() => user.id, { onDelete: "set null" }),
    senderType: text("sender_type").notNull(), // user | admin
    content: text("content").notNull(),
    isCritical: boolean("is_critical").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("help_chat_messages_user_idx").on(t.userId, t.createdAt),
    index("help_chat_messages_contact_idx").on(t.contactMessageId, t.createdAt),
    index("help_chat_messages_sender_idx").on(t.senderId),
  ],
);

// A conversation is open or resolved. No row means open (every new conversation is); an admin
// resolves or reopens it, and the member writing again reopens it. One row per member conversation or
// per contact-form message, whichever the conversation is.
export const supportConversations = pgTable(
  "support_conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    contactMessageId: uuid("contact_message_id")
      .unique()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: text("resolved_by").references(() => user.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("support_conversations_one_target", sql`(${t.userId} is null) <> (${t.contactMessageId} is null)`),
  ],
);
