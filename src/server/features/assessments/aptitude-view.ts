import { and, eq, sql } from "drizzle-orm";
import type { AptitudeAnswerRecord, AptitudeItem } from "../../../shared/assessments";
import { ASSESSMENT_MESSAGES } from "../../../shared/schemas/assessments";
import type { Db } from "../../db/client";
import { preparedQuery } from "../../db/prepared";
import { aptitudeAttempts } from "../../db/schema";
import { notFound } from "../../http/errors";
import { deepFreeze, Lru } from "../../platform/lru";
import { adaptiveTest, creditOf, generateTest } from "./aptitude/generate-test";
import { mostLeastKey } from "./aptitude/situational";
import type { Standing } from "./percentile";

// An aptitude attempt as the screens read it. The items are regenerated from the stored seed and attempt
// number, so a review shows exactly what the member saw. Until the attempt is finished the answers and
// solutions stay on the server, except in Practice, where each answered question shows its solution.

export type AptitudeAttemptRow = typeof aptitudeAttempts.$inferSelect;

/** Grace after a Timed test's clock runs out, for the last answer still on its way. */
export const TIME_UP_GRACE_SECONDS = 30;

/** Read on every answer and every finish, so prepared once per database (db/prepared.ts). */
export async function ownAptitudeAttempt(db: Db, userId: string, attemptId: string) {
  const own = preparedQuery(db, "aptitude_attempt_own", (d, name) =>
    d
      .select()
      .from(aptitudeAttempts)
      .where(
        and(
          eq(aptitudeAttempts.id, sql.placeholder("attemptId")),
          eq(aptitudeAttempts.userId, sql.placeholder("userId")),
        ),
      )
      .prepare(name),
  );
  const [attempt] = await own.execute({ attemptId, userId });
  if (!attempt) throw notFound(ASSESSMENT_MESSAGES.noAttempt);
  return attempt;
}

/**
 * An adaptive test's items follow from its answers, so while it runs they stop at the next question;
 * `finished` (scoring it) gives all of them.
 */
export function attemptItems(
  attempt: AptitudeAttemptRow,
  finished = attempt.status === "completed",
): readonly AptitudeItem[] {
  if (attempt.kind === "logical_adaptive") {
    return adaptiveTest(attempt.seed, attempt.itemCount, attempt.attempt, attempt.answers, finished);
  }
  const key = `${attempt.kind}|${attempt.generator}|${attempt.itemCount}|${attempt.attempt}|${attempt.seed}`;
  let test = generatedTests.get(key);
  if (!test) {
    test = deepFreeze(
      generateTest(attempt.kind, attempt.seed, attempt.itemCount, attempt.attempt, attempt.generator),
    );
    generatedTests.set(key, test);
  }
  return test;
}

/**
 * Tests as generated, by what generates them. Starting a test, every answer, every view and the finish
 * each need the whole test, and generating one (a numerical test's twenty exhibits with their options)
 * costs about a third of a millisecond of CPU, so a test is made once and then read while its member
 * works through it. Shared between requests, so frozen. An adaptive test is left out: its items follow
 * from its answers. A few hundred tests of tens of kilobytes each.
 */
export const CACHED_TESTS = 256;
const generatedTests = new Lru<string, readonly AptitudeItem[]>(CACHED_TESTS);

/** Forgets the generated tests (for tests of the cache). */
export function clearGeneratedTests() {
  generatedTests.clear();
}

/** The question as shown before it is answered: no correct option, solution or rule. */
export function questionOnly(item: AptitudeItem) {
  switch (item.kind) {
    case "numerical": {
      const { answerIndex: _answer, solution: _solution, ...shown } = item;
      return shown;
    }
    case "verbal": {
      const { answerIndex: _answer, solution: _solution, ...shown } = item;
      return shown;
    }
    case "logical": {
      const { answerIndex: _answer, solution: _solution, rule: _rule, ...shown } = item;
      return shown;
    }
    case "critical_thinking": {
      const { answerIndex: _answer, solution: _solution, ...shown } = item;
      return shown;
    }
    case "situational": {
      const { key: _key, ...shown } = item;
      return shown;
    }
  }
}

/**
 * The key and the worked solution (for logical items, the rule too; for a scenario, every response's
 * effectiveness, reasoning and competency, and which are most and least effective). `credit` is the
 * share of the question's marks earned: a scenario can earn part of them.
 */
export function solutionOf(item: AptitudeItem, answer: AptitudeAnswerRecord | null) {
  const credit = Math.round(creditOf(item, answer) * 100) / 100;
  const situational = item.kind === "situational";
  return {
    correct: credit === 1,
    credit,
    answerIndex: situational ? null : item.answerIndex,
    solution: situational ? [] : item.solution,
    rule: item.kind === "logical" ? item.rule : null,
    key: situational ? item.key : null,
    mostLeast: situational && item.format === "most-least" ? mostLeastKey(item.key) : null,
  };
}

/**
 * How long a finished test took. A Timed test's clock runs from the start whether or not a question is
 * being answered, so its time is how long the clock ran, never more than the limit: one whose time ran
 * out used all of it, however few answers were sent. Practice has no clock; its time is the time spent
 * on the questions answered.
 */
function timeUsedSeconds(attempt: AptitudeAttemptRow, answerSeconds: number[]): number {
  const onQuestions = answerSeconds.reduce((a, b) => a + b, 0);
  if (attempt.timeLimitSeconds === null || attempt.completedAt === null) return onQuestions;
  const ran = Math.round((attempt.completedAt.getTime() - attempt.startedAt.getTime()) / 1000);
  return Math.min(Math.max(ran, 0), attempt.timeLimitSeconds);
}

/** `standing` is the percentile (or when it will appear) for a finished attempt. */
/** `generated`: the attempt's items when the caller has already built them (finishing scores them first). */
export function aptitudeView(
  attempt: AptitudeAttemptRow,
  standing: Standing | null = null,
  generated: readonly AptitudeItem[] = attemptItems(attempt),
) {
  const completed = attempt.status === "completed";
  const items = generated.map((item) => {
    const answer = attempt.answers[item.id] ?? null;
    const showSolution = completed || (attempt.mode === "Practice" && answer !== null);
    return {
      item: questionOnly(item),
      answer,
      review: showSolution ? solutionOf(item, answer) : null,
    };
  });
  const seconds = Object.values(attempt.answers).map((answer) => answer.seconds);
  return {
    id: attempt.id,
    kind: attempt.kind,
    mode: attempt.mode,
    status: attempt.status,
    startedAt: attempt.startedAt,
    completedAt: attempt.completedAt,
    timeLimitSeconds: attempt.timeLimitSeconds,
    endsAt:
      attempt.timeLimitSeconds === null
        ? null
        : new Date(attempt.startedAt.getTime() + attempt.timeLimitSeconds * 1000),
    /** An adaptive test shows its questions one at a time, so this may be more than `items` holds. */
    questionCount: attempt.itemCount,
    items,
    result: completed
      ? {
          correct: attempt.correct ?? 0,
          total: attempt.itemCount,
          sections: attempt.sections,
          totalSeconds: timeUsedSeconds(attempt, seconds),
          averageSeconds: seconds.length
            ? Math.round(seconds.reduce((a, b) => a + b, 0) / seconds.length)
            : null,
          percentile: standing?.percentile ?? attempt.percentile,
          needed: standing?.needed ?? null,
          message: standing?.message ?? null,
        }
      : null,
  };
}

export type AptitudeView = ReturnType<typeof aptitudeView>;
