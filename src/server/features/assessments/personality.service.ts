import { and, desc, eq, sql } from "drizzle-orm";
import { PERSONALITY_ITEM_COUNT } from "../../../shared/personality";
import { ASSESSMENT_MESSAGES, type PersonalityAnswersInput } from "../../../shared/schemas/assessments";
import type { Db, DbOrTx } from "../../db/client";
import { personalityAttempts } from "../../db/schema";
import { badRequest, HttpError, notFound } from "../../http/errors";
import { lockMember } from "../../platform/free-limit";
import { PERSONALITY_ITEMS } from "./personality/items";
import { scorePersonality } from "./personality/score";
import { resultWithTexts } from "./personality-view";

// The personality questionnaire as a member takes it: one attempt in progress at a time, answers merged
// in as they are given (so any device can pick up where another stopped), and a result fixed on
// completion. Every query has the member in its WHERE; another member's attempt is one that does not exist.

type AttemptRow = typeof personalityAttempts.$inferSelect;

const KNOWN_ITEMS = new Set(PERSONALITY_ITEMS.map((item) => item.id));
const attemptNotFound = () => notFound(ASSESSMENT_MESSAGES.noAttempt);
const alreadyCompleted = () =>
  new HttpError(409, "attempt_completed", "This questionnaire is finished; start a new one to answer again.");

const inProgressView = (attempt: AttemptRow) => ({
  id: attempt.id,
  answers: attempt.answers,
  answered: Object.keys(attempt.answers).length,
  total: PERSONALITY_ITEM_COUNT,
});

async function ownAttempt(db: DbOrTx, userId: string, attemptId: string) {
  const [attempt] = await db
    .select()
    .from(personalityAttempts)
    .where(and(eq(personalityAttempts.id, attemptId), eq(personalityAttempts.userId, userId)));
  if (!attempt) throw attemptNotFound();
  return attempt;
}

/** The attempt in progress (to resume) and every result, newest first, for comparison. */
export async function personalityOverview(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(personalityAttempts)
    .where(eq(personalityAttempts.userId, userId))
    .orderBy(desc(personalityAttempts.createdAt));
  const current = rows.find((row) => row.status === "in_progress");
  const results = rows
    .filter((row) => row.status === "completed" && row.result)
    .sort((a, b) => (b.completedAt?.getTime() ?? 0) - (a.completedAt?.getTime() ?? 0))
    .flatMap((row) =>
      row.result ? [{ id: row.id, completedAt: row.completedAt, result: resultWithTexts(row.result) }] : [],
    );
  return { current: current ? inProgressView(current) : null, results };
}

/** Starting again while an attempt is open resumes it; the lock stops two devices opening two. */
export async function startPersonality(db: Db, userId: string) {
  return db.transaction(async (tx) => {
    await lockMember(tx, "personality", userId);
    const [open] = await tx
      .select()
      .from(personalityAttempts)
      .where(and(eq(personalityAttempts.userId, userId), eq(personalityAttempts.status, "in_progress")));
    if (open) return { created: false, attempt: inProgressView(open) };
    const [row] = await tx.insert(personalityAttempts).values({ userId }).returning();
    if (!row) throw new Error("personality attempt insert returned nothing");
    return { created: true, attempt: inProgressView(row) };
  });
}

/** Merges the answers in one statement, so two devices answering at once both keep theirs. */
export async function savePersonalityAnswers(
  db: Db,
  userId: string,
  attemptId: string,
  input: PersonalityAnswersInput,
) {
  const unknown = Object.keys(input.answers).filter((id) => !KNOWN_ITEMS.has(id));
  if (unknown.length > 0) {
    throw badRequest("Some answers are for statements that are not in the questionnaire.", {
      answers: `Unknown statements: ${unknown.slice(0, 5).join(", ")}`,
    });
  }
  const [row] = await db
    .update(personalityAttempts)
    .set({
      answers: sql`${personalityAttempts.answers} || ${JSON.stringify(input.answers)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(personalityAttempts.id, attemptId),
        eq(personalityAttempts.userId, userId),
        eq(personalityAttempts.status, "in_progress"),
      ),
    )
    .returning();
  if (!row) {
    await ownAttempt(db, userId, attemptId);
    throw alreadyCompleted();
  }
  return { answered: Object.keys(row.answers).length, total: PERSONALITY_ITEM_COUNT };
}

/** Scores the stored answers; with any statement unanswered it refuses (400) and changes nothing. */
export async function completePersonality(db: Db, userId: string, attemptId: string) {
  const attempt = await ownAttempt(db, userId, attemptId);
  if (attempt.status !== "in_progress") throw alreadyCompleted();
  const result = scorePersonality(attempt.answers);
  const [row] = await db
    .update(personalityAttempts)
    .set({ status: "completed", result, completedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(personalityAttempts.id, attemptId),
        eq(personalityAttempts.userId, userId),
        eq(personalityAttempts.status, "in_progress"),
      ),
    )
    .returning({ id: personalityAttempts.id, completedAt: personalityAttempts.completedAt });
  if (!row) throw alreadyCompleted();
  return { id: row.id, completedAt: row.completedAt, result: resultWithTexts(result) };
}
