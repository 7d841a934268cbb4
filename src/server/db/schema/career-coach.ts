import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

// The career coach: the weekly plan is computed on read from the member's data, so only what the
// member ticked off is stored, per ISO week and per item key ("deadline:<applicationId>"); and the
// chat with the coach, one conversation per member, every question and answer kept until the member
// deletes the history (docs/decisions/0026-career-coach-plan-and-chat.md).

export type CoachLink = { href: string; label: string };

export const coachPlanTicks = pgTable(
  "coach_plan_ticks",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    week: text("week").notNull(), // ISO week in the UK, "2026-W19"
    itemKey: text("item_key").notNull(),
    tickedAt: timestamp("ticked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.week, t.itemKey] })],
);

export const coachConversations = pgTable("coach_conversations", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const coachMessages = pgTable(
  "coach_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => coachConversations.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role").notNull(), // member | coach
    content: text("content").notNull(),
    // Who answered: "builtin" or "openai:<model>"; null on the member's own questions.
    engine: text("engine"),
    // Said beside an answer, e.g. that the model failed and the built-in coach answered instead.
    notice: text("notice"),
    // Where to act on the answer: plan items and the prep guides it drew on.
    links: jsonb("links").$type<CoachLink[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("coach_messages_conversation_idx").on(t.conversationId, t.createdAt),
    index("coach_messages_user_idx").on(t.userId, t.createdAt),
  ],
);
