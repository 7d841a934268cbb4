import { and, asc, eq } from "drizzle-orm";
import { type AnswerFeedback, type AnswerGap, TIMED } from "../../../shared/interview";
import type { AnswerSubmitInput } from "../../../shared/schemas/interview";
import type { DbOrTx } from "../../db/client";
import { interviewAnswers, type interviewSessions } from "../../db/schema";
import { QUESTION_BANK } from "../../platform/question-bank/question-bank";
import { scoreFollowUp } from "./scoring/follow-up";
import { scoreAnswer } from "./scoring/score-answer";
import { ownQuestion, type QuestionRow } from "./session-view";

// An answer's feedback from the built-in engine, which scores the text against the question's key
// points, claims and outline as they were copied into the session. A follow-up's answer is scored on its
// own, against the gap the follow-up asked about (decision 0063).

type ScoreInput = Parameters<typeof scoreAnswer>[0];

/**
 * The question as the engine reads it. A question copied before claims existed takes its claims from
 * the bank, as long as the bank's key points are still the ones it was asked with; otherwise its old
 * keywords and wrong-claim patterns are used. Misconceptions always come from the bank, on that condition.
 */
function questionForScoring(question: QuestionRow, bankId: string | null): ScoreInput["question"] {
  const bank = bankId ? QUESTION_BANK.find((q) => q.id === bankId) : undefined;
  const samePoints = bank && JSON.stringify(bank.keyPoints) === JSON.stringify(question.keyPoints);
  return {
    text: question.text,
    category: question.category,
    keyPoints: question.keyPoints,
    keywords: question.keywords ?? undefined,
    outline: question.outline,
    claims: question.claims ?? (samePoints ? bank?.claims : undefined),
    // Not copied into the session: read from the bank while the question is still the one asked.
    misconceptions: samePoints ? bank?.misconceptions : undefined,
    wrongClaims: question.wrongClaims ?? undefined,
  };
}

/** What a follow-up asked about: stored with it, or for older ones the gap its question's answer had. */
async function gapOf(db: DbOrTx, question: QuestionRow, parent: QuestionRow): Promise<AnswerGap> {
  if (question.gap) return question.gap;
  const answers = await db
    .select({ feedback: interviewAnswers.feedback })
    .from(interviewAnswers)
    .where(and(eq(interviewAnswers.questionId, parent.id), eq(interviewAnswers.userId, question.userId)))
    .orderBy(asc(interviewAnswers.attempt));
  return answers.find((a) => a.feedback.gaps.length)?.feedback.gaps[0] ?? "too-short";
}

export async function scoreSubmitted(
  db: DbOrTx,
  session: Pick<typeof interviewSessions.$inferSelect, "mode" | "firmName">,
  question: QuestionRow,
  input: AnswerSubmitInput,
): Promise<AnswerFeedback> {
  const common = {
    answer: input.text,
    durationSeconds: input.durationSeconds ?? undefined,
    inputKind: input.input,
    firmName: session.firmName,
  };
  if (question.followUpOf !== null) {
    const parent = await ownQuestion(db, question.userId, question.sessionId, question.followUpOf);
    return scoreFollowUp({
      ...common,
      // Judged against the question it follows: "Could you tell me more?" says nothing about the topic.
      question: { ...questionForScoring(question, parent.bankId), text: parent.text },
      gap: await gapOf(db, question, parent),
    });
  }
  return scoreAnswer({
    ...common,
    question: questionForScoring(question, question.bankId),
    // Conciseness is judged against the time allowed when there is a clock.
    answerSeconds: session.mode === "Timed" ? TIMED.answerSeconds : undefined,
  });
}
