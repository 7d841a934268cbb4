import { doublePrecision, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// The members' norm on each aptitude kind, kept up to date as each Timed test finishes instead of
// recomputed from every attempt on each read: how many members have a completed Timed score on the kind,
// and the sum of each one's best share of the marks (0 to 1). A reader takes their own best out of both
// to compare a member with the others, so a read costs one row per kind however many members there are.
export const aptitudeNorms = pgTable("aptitude_norms", {
  kind: text("kind").primaryKey(),
  members: integer("members").notNull().default(0),
  bestTotal: doublePrecision("best_total").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
