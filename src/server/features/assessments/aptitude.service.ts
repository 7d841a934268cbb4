import { createHash } from "node:crypto";
import { and, count, desc, eq, sql } from "drizzle-orm";
import {
  APTITUDE_TESTS,
  type AptitudeAnswerRecord,
  type AptitudeItem,
  type AptitudeKind,
} from "../../../shared/assessments";
import {
  type AptitudeAnswerInput,
  type AptitudeStartInput,
  ASSESSMENT_MESSAGES,
} from "../../../shared/schemas/assessments";
import type { Db } from "../../db/client";
import { preparedQuery } from "../../db/prepared";
import { aptitudeAttempts } from "../../db/schema";
import { badRequest, HttpError } from "../../http/errors";
import { generateTest, scoreTest } from "./aptitude/generate-test";
import { addToAptitudeNorms } from "./aptitude-norms";
import {
  type AptitudeAttemptRow,
  aptitudeView,
  attemptItems,
  ownAptitudeAttempt,
  solutionOf,
  TIME_UP_GRACE_SECONDS,
} from "./aptitude-view";
import { standingAndBest, standingOf } from "./percentile";

// Aptitude tests as a member takes them: start one (Timed against the clock, or Practice with the
// solution after each answer), answer each question once, finish it for the score and percentile.
// Every query has the member in its WHERE; another member's attempt is one that does not exist.

const finished = () => new HttpError(409, "attempt_completed", "This test is finished; start a new one.");

/**
 * The same seed for every attempt of one kind by one member, with the attempt number moving on, is what
 * lets the verbal bank go twenty tests without repeating a statement.
 */
function memberSeed(userId: string, kind: AptitudeKind): string {
  return createHash("sha256").update(`aptitude|${userId}|${kind}`).digest("hex").slice(0, 16);
}

export async function startAptitude(db: Db, userId: string, input: AptitudeStartInput) {
  const [previous] = await db
    .select({ n: count() })
    .from(aptitudeAttempts)
    .where(and(eq(aptitudeAttempts.userId, userId), eq(aptitudeAttempts.kind, input.kind)));
  const seed = memberSeed(userId, input.kind);
  const attempt = previous?.n ?? 0;
  const test = APTITUDE_TESTS[input.kind];
  // New logical tests use the harder items; older attempts keep the generator they were made with.
  const generator = input.kind === "logical" ? 2 : 1;
  const items = generateTest(input.kind, seed, test.questions, attempt, generator);
  const [row] = await db
    .insert(aptitudeAttempts)
    .values({
      userId,
      kind: input.kind,
      mode: input.mode,
      seed,
      attempt,
      generator,
      // A bank smaller than a test gives fewer questions; an adaptive test has all of its own.
      itemCount: input.kind === "logical_adaptive" ? test.questions : items.length,
      timeLimitSeconds: input.mode === "Timed" ? test.minutes * 60 : null,
    })
    .returning();
  if (!row) throw new Error("aptitude attempt insert returned nothing");
  return aptitudeView(row);
}

function timeIsUp(attempt: AptitudeAttemptRow, now: Date): boolean {
  if (attempt.mode !== "Timed" || attempt.timeLimitSeconds === null) return false;
  const deadline = attempt.startedAt.getTime() + (attempt.timeLimitSeconds + TIME_UP_GRACE_SECONDS) * 1000;
  return now.getTime() > deadline;
}

const refuse = (message: string, field: string) => badRequest(message, { [field]: message });

/** The answer in the form its question takes: an option, a rating of every response, or most and least. */
function answerRecord(item: AptitudeItem, input: AptitudeAnswerInput): AptitudeAnswerRecord {
  const { seconds } = input;
  if (item.kind !== "situational") {
    if (input.choice === undefined || input.choice >= item.options.length) {
      throw refuse(ASSESSMENT_MESSAGES.choice, "choice");
    }
    return { choice: input.choice, seconds };
  }
  if (item.format === "rate") {
    if (input.ratings?.length !== item.options.length) throw refuse(ASSESSMENT_MESSAGES.ratings, "ratings");
    return { ratings: input.ratings, seconds };
  }
  const { most, least } = input;
  if (
    most === undefined ||
    least === undefined ||
    most >= item.options.length ||
    least >= item.options.length
  ) {
    throw refuse(ASSESSMENT_MESSAGES.mostLeast, "most");
  }
  return { most, least, seconds };
}

/** One answer per question: a second answer, or one after the test has ended, changes nothing (409). */
export async function answerAptitude(db: Db, userId: string, attemptId: string, input: AptitudeAnswerInput) {
  const attempt = await ownAptitudeAttempt(db, userId, attemptId);
  if (attempt.status !== "in_progress") throw finished();
  if (timeIsUp(attempt, new Date())) {
    throw new HttpError(409, "time_up", "Time is up for this test: finish it to see your score.");
  }
  const item = attemptItems(attempt).find((candidate) => candidate.id === input.itemId);
  if (!item) {
    throw badRequest(
      attempt.kind === "logical_adaptive"
        ? "That is not the question to answer next in this adaptive test."
        : "That question is not in this test.",
      { itemId: "Not in this test." },
    );
  }
  const record = answerRecord(item, input);
  // The check and the write are one statement, so two answers sent at once cannot both be kept.
  const [row] = await db
    .update(aptitudeAttempts)
    .set({
      answers: sql`${aptitudeAttempts.answers} || jsonb_build_object(${item.id}::text, ${JSON.stringify(record)}::jsonb)`,
    })
    .where(
      and(
        eq(aptitudeAttempts.id, attempt.id),
        eq(aptitudeAttempts.userId, userId),
        eq(aptitudeAttempts.status, "in_progress"),
        sql`${aptitudeAttempts.answers} -> ${item.id}::text is null`,
      ),
    )
    .returning({ id: aptitudeAttempts.id });
  if (!row) {
    const now = await ownAptitudeAttempt(db, userId, attemptId);
    if (now.status !== "in_progress") throw finished();
    throw new HttpError(409, "already_answered", "You have already answered this question.");
  }
  if (attempt.mode === "Practice") return { recorded: true, ...solutionOf(item, record) };
  return { recorded: true };
}

/** Scores the answers as they stand (unanswered questions count as wrong) and fixes the percentile. */
export async function completeAptitude(db: Db, userId: string, attemptId: string) {
  const attempt = await ownAptitudeAttempt(db, userId, attemptId);
  if (attempt.status !== "in_progress") throw finished();
  const items = attemptItems(attempt, true);
  const score = scoreTest(
    attempt.kind,
    items,
    items.map((item) => attempt.answers[item.id] ?? null),
  );
  // The member's best Timed score is read once, while this attempt is still in progress and so left out
  // of it: the percentile compares with the others without it, and the norm moves from it.
  const { standing, ownBest } = await standingAndBest(db, {
    ...attempt,
    correct: score.correct,
    total: attempt.itemCount,
  });
  const [row] = await finishAttempt(db).execute({
    attemptId: attempt.id,
    userId,
    correct: score.correct,
    sections: score.sections === null ? null : JSON.stringify(score.sections),
    percentile: standing.percentile,
    completedAt: new Date(),
  });
  if (!row) throw finished();
  // The coach's norm moves as each Timed test finishes, so nothing recomputes it from every attempt.
  await addToAptitudeNorms(db, row, ownBest);
  // The finished attempt's items are the ones just scored (an adaptive test's included: they were
  // built as finished), so the review does not generate the test a second time.
  return aptitudeView(row, standing, items);
}

/** Marks an attempt finished, if it is still in progress. Run by every finish, so prepared once per database. */
const finishAttempt = (db: Db) =>
  preparedQuery(db, "aptitude_attempt_finish", (d, name) =>
    d
      .update(aptitudeAttempts)
      .set({
        status: "completed",
        // Placeholders go in as SQL (drizzle's update types take no bare placeholder); the marks go as
        // JSON text.
        correct: sql`${sql.placeholder("correct")}`,
        sections: sql`${sql.placeholder("sections")}::jsonb`,
        percentile: sql`${sql.placeholder("percentile")}`,
        completedAt: sql`${sql.placeholder("completedAt")}`,
      })
      .where(
        and(
          eq(aptitudeAttempts.id, sql.placeholder("attemptId")),
          eq(aptitudeAttempts.userId, sql.placeholder("userId")),
          eq(aptitudeAttempts.status, "in_progress"),
        ),
      )
      .returning()
      .prepare(name),
  );

/** A finished attempt's review carries its standing; until then the questions alone. */
export async function aptitudeAttemptView(db: Db, userId: string, attemptId: string) {
  const attempt = await ownAptitudeAttempt(db, userId, attemptId);
  if (attempt.status !== "completed" || attempt.percentile !== null) return aptitudeView(attempt);
  const standing = await standingOf(db, {
    ...attempt,
    correct: attempt.correct ?? 0,
    total: attempt.itemCount,
  });
  return aptitudeView(attempt, standing);
}

export async function aptitudeHistory(db: Db, userId: string, kind: AptitudeKind | undefined) {
  const rows = await db
    .select()
    .from(aptitudeAttempts)
    .where(
      and(
        eq(aptitudeAttempts.userId, userId),
        eq(aptitudeAttempts.status, "completed"),
        kind ? eq(aptitudeAttempts.kind, kind) : undefined,
      ),
    )
    .orderBy(desc(aptitudeAttempts.completedAt));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    mode: row.mode,
    correct: row.correct ?? 0,
    total: row.itemCount,
    sections: row.sections,
    completedAt: row.completedAt,
    // As it stood at completion, so earlier results do not shift as others take the test.
    percentile: row.percentile,
  }));
}
