import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { StoryCompetency } from "../../../shared/schemas/prep";
import { user } from "./auth";

// The prep hub's story bank: STAR stories a member keeps to reuse in interviews. Only the member reads
// or changes them; guides, checklists and the question bank are not stored per member.

export const prepStories = pgTable(
  "prep_stories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    situation: text("situation").notNull().default(""),
    task: text("task").notNull().default(""),
    action: text("action").notNull().default(""),
    result: text("result").notNull().default(""),
    competencies: jsonb("competencies").$type<StoryCompetency[]>().notNull().default([]),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    // Where the member has told the story, so they can vary it between rounds at the same firm.
    usedIn: text("used_in").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("prep_stories_user_idx").on(t.userId, t.updatedAt)],
);
