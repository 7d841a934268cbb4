import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { AptitudeAnswerRecord, AptitudeKind, SectionScores } from "../../../shared/assessments";
import type { PersonalityAnswers, PersonalityResult } from "../../../shared/personality";
import { user } from "./auth";

// Assessment prep: the personality questionnaire (answers saved as they are given, so a member can stop
// and resume on any device; the result kept for comparison with later ones) and aptitude tests (kept as
// the seed and attempt number that regenerate the items, plus the member's answers).

export type { AptitudeAnswerRecord };

export const personalityAttempts = pgTable(
  "personality_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    answers: jsonb("answers").$type<PersonalityAnswers>().notNull().default({}),
    status: text("status").notNull().default("in_progress"), // in_progress | completed
    // Stored as scored then, so a later change to the scoring never rewrites a past result.
    result: jsonb("result").$type<PersonalityResult>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("personality_attempts_user_idx").on(t.userId, t.createdAt)],
);

export const aptitudeAttempts = pgTable(
  "aptitude_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").$type<AptitudeKind>().notNull(),
    mode: text("mode").notNull(), // Timed | Practice
    // generateTest(kind, seed, itemCount, attempt) gives back exactly the items the member saw.
    seed: text("seed").notNull(),
    attempt: integer("attempt").notNull(),
    itemCount: integer("item_count").notNull(),
    answers: jsonb("answers").$type<Record<string, AptitudeAnswerRecord>>().notNull().default({}),
    status: text("status").notNull().default("in_progress"), // in_progress | completed
    // Questions' worth: a situational judgement scenario or an adaptive item can earn part of a point,
    // so the score is fractional and correct / item_count stays the share of the marks.
    correct: doublePrecision("correct"),
    // Which generator made the items: a generator that changes keeps the old one for old attempts.
    generator: integer("generator").notNull().default(1),
    // Marks per section (critical thinking), competency (situational) or level (logical), at completion.
    sections: jsonb("sections").$type<SectionScores>(),
    // The percentile as it stood at completion (null before enough members had taken the test), so the
    // history does not shift as others take it later.
    percentile: integer("percentile"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    timeLimitSeconds: integer("time_limit_seconds"), // null in Practice
  },
  (t) => [
    index("aptitude_attempts_user_idx").on(t.userId, t.kind, t.startedAt),
    // The percentile reads every member's completed Timed attempts of one kind.
    index("aptitude_attempts_kind_idx").on(t.kind, t.mode, t.status),
  ],
);
