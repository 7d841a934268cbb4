import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type {
  AnswerFeedback,
  AnswerGap,
  CriterionScore,
  KeyPointClaim,
  QuestionCategory,
} from "../../../shared/interview";
import { user } from "./auth";
import { firms } from "./jobs";

// Mock interviews: the settings a member chose, the questions as they were asked (copied from the bank,
// so a later change to the bank never rewrites a past interview), and every attempt at each answer with
// the feedback it got.

export type InterviewWrongClaim = { pattern: string; correction: string };
/** Per-criterion averages over the session's answers, kept for the progress chart. */
export type InterviewCriterionAverages = Partial<Record<CriterionScore["id"], number | null>>;

export const interviewSessions = pgTable(
  "interview_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    questionType: text("question_type").notNull(), // a QUESTION_TYPES value (src/shared/interview.ts)
    persona: text("persona").notNull(), // a PERSONAS id
    mode: text("mode").notNull(), // Timed | Practice
    firmId: uuid("firm_id").references(() => firms.id, { onDelete: "set null" }),
    // The firm's name as it was, so the history still names it if the firm is removed.
    firmName: text("firm_name"),
    questionCount: integer("question_count").notNull(),
    // Picks the questions and follow-ups, so the same session always reads the same way.
    seed: text("seed").notNull(),
    status: text("status").notNull().default("in_progress"), // in_progress | completed
    // Set on completion from the answers as they were then; practising again later does not move them.
    overall: real("overall"),
    criteria: jsonb("criteria").$type<InterviewCriterionAverages>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("interview_sessions_user_idx").on(t.userId, t.createdAt)],
);

export const interviewQuestions = pgTable(
  "interview_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => interviewSessions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    // Main questions are 1..n; a follow-up shares its question's position and comes straight after it.
    position: integer("position").notNull(),
    bankId: text("bank_id"), // null for a follow-up
    category: text("category").$type<QuestionCategory>().notNull(),
    text: text("text").notNull(),
    keyPoints: jsonb("key_points").$type<string[]>().notNull(),
    keywords: jsonb("keywords").$type<string[][]>(),
    outline: jsonb("outline").$type<string[]>().notNull(),
    // Kept for questions copied before claims existed; new questions carry `claims` instead.
    wrongClaims: jsonb("wrong_claims").$type<InterviewWrongClaim[]>(),
    // One per key point of a technical question: what each sentence of an answer is checked against.
    claims: jsonb("claims").$type<KeyPointClaim[]>(),
    // A follow-up's gap: what the interviewer asked it about, which its answer is judged against.
    gap: text("gap").$type<AnswerGap>(),
    followUpOf: uuid("follow_up_of").references((): AnyPgColumn => interviewQuestions.id, {
      onDelete: "cascade",
    }),
  },
  (t) => [
    index("interview_questions_session_idx").on(t.sessionId, t.position),
    // One follow-up per question at most.
    uniqueIndex("interview_questions_follow_up_idx").on(t.followUpOf),
  ],
);

export const interviewAnswers = pgTable(
  "interview_answers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    questionId: uuid("question_id")
      .notNull()
      .references(() => interviewQuestions.id, { onDelete: "cascade" }),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => interviewSessions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    text: text("text").notNull(),
    input: text("input").notNull(), // typed | spoken
    durationSeconds: integer("duration_seconds"),
    feedback: jsonb("feedback").$type<AnswerFeedback>().notNull(),
    // The scoring engine's version, so answers scored by an older engine can be found and rescored.
    engine: text("engine").notNull(),
    overall: real("overall").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("interview_answers_question_attempt_idx").on(t.questionId, t.attempt),
    index("interview_answers_session_idx").on(t.sessionId),
    index("interview_answers_user_idx").on(t.userId, t.createdAt),
  ],
);
