import { and, desc, eq } from "drizzle-orm";
import { type AnswerFeedback, TIMED } from "../../../shared/interview";
import type { AnswerSubmitInput } from "../../../shared/schemas/interview";
import { scoreAnswer } from "../../ai/builtin/interview/score-answer";
import type { DbOrTx } from "../../db/client";
import { interviewAnswers, type interviewSessions } from "../../db/schema";
import { ownQuestion, type QuestionRow } from "./session-view";

// An answer's feedback from the built-in engine, which scores the text against the question's key
// points, keywords, outline and known wrong claims as they were copied into the session.

type ScoreInput = Parameters<typeof scoreAnswer>[0];

function questionForScoring(question: QuestionRow): ScoreInput["question"] {
  return {
    text: question.text,
    category: question.category,
    keyPoints: question.keyPoints,
    keywords: question.keywords ?? undefined,
    outline: question.outline,
    wrongClaims: question.wrongClaims ?? undefined,
  };
}

/**
 * What the scorer reads. A follow-up's answer is heard as the interviewer hears it, after the answer it
 * follows and against the same question, so its feedback says whether the pair now has the result or
 * the number that was missing; a short reply on its own would only ever read as "too short". The
 * recording's length is left out there, since it covers the reply alone. An empty reply (time ran out)
 * is scored on its own.
 */
async function whatIsScored(db: DbOrTx, question: QuestionRow, input: AnswerSubmitInput) {
  const own = { question, answer: input.text, durationSeconds: input.durationSeconds ?? undefined };
  if (question.followUpOf === null || !input.text) return own;
  const parent = await ownQuestion(db, question.userId, question.sessionId, question.followUpOf);
  const [before] = await db
    .select({ text: interviewAnswers.text })
    .from(interviewAnswers)
    .where(and(eq(interviewAnswers.questionId, parent.id), eq(interviewAnswers.userId, question.userId)))
    .orderBy(desc(interviewAnswers.attempt))
    .limit(1);
  if (!before?.text) return own;
  return { question: parent, answer: `${before.text}\n\n${input.text}`, durationSeconds: undefined };
}

export async function scoreSubmitted(
  db: DbOrTx,
  session: Pick<typeof interviewSessions.$inferSelect, "mode" | "firmName">,
  question: QuestionRow,
  input: AnswerSubmitInput,
): Promise<AnswerFeedback> {
  const scored = await whatIsScored(db, question, input);
  return scoreAnswer({
    question: questionForScoring(scored.question),
    answer: scored.answer,
    durationSeconds: scored.durationSeconds,
    // Conciseness is judged against the time allowed when there is a clock.
    answerSeconds: session.mode === "Timed" ? TIMED.answerSeconds : undefined,
    firmName: session.firmName,
  });
}
