import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Fixed-window counters kept in the database so several processes share them.
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});
