import { doublePrecision, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

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

// How many members have each best Timed score on a kind (their best share of the marks, 0 to 1), kept
// with the norm as each Timed test finishes: a member's first score adds one to its row, a better one
// moves them from their old row to the new one. A percentile then reads one row per distinct score
// instead of every member's attempts, so finishing a test costs the same however many members there are.
export const aptitudeScoreCounts = pgTable(
  "aptitude_score_counts",
  {
    kind: text("kind").notNull(),
    score: doublePrecision("score").notNull(),
    members: integer("members").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.score] })],
);
