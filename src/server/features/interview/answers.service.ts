import { and, eq, max } from "drizzle-orm";
import { type AnswerFeedback, PERSONAS, type PersonaId } from "../../../shared/interview";
import { type AnswerSubmitInput, INTERVIEW_MESSAGES } from "../../../shared/schemas/interview";
import { aiProvider } from "../../ai/ai-provider";
import type { DbOrTx } from "../../db/client";
import { interviewAnswers, interviewQuestions } from "../../db/schema";
import type { Deps } from "../../http/context";
import { badRequest, HttpError } from "../../http/errors";
import type { MemberPlan } from "../../platform/member-plan";
import { followUpFor } from "../../platform/question-bank/question-bank";
import { scoreSubmitted } from "./answer-scoring";
import { coachInterviewAnswer } from "./coaching-ai";
import { interviewLimit } from "./limits";
import { readSecond } from "./second-reader-ai";
import { answerView, ownQuestion, ownSession, type QuestionRow, sessionView } from "./session-view";

// An answer: scored at once, kept as a new attempt (earlier attempts stay), and, when a main question's
// answer leaves something out, the interviewer's one follow-up on it asked next.

async function attemptsSoFar(tx: DbOrTx, userId: string, questionId: string) {
  const [row] = await tx
    .select({ n: max(interviewAnswers.attempt) })
    .from(interviewAnswers)
    .where(and(eq(interviewAnswers.questionId, questionId), eq(interviewAnswers.userId, userId)));
  return row?.n ?? 0;
}

/**
 * The follow-up to a main question whose answer had gaps: asked about the first gap the scorer found
 * (the most important), with the gap, the question's points, claims and outline copied for judging its
 * answer, and never followed up itself.
 */
async function addFollowUp(
  tx: DbOrTx,
  session: { id: string; persona: string; seed: string },
  question: QuestionRow,
  feedback: AnswerFeedback,
  modelFollowUp: string | null,
) {
  const gap = feedback.gaps[0];
  if (!gap || question.followUpOf !== null) return null;
  const [existing] = await tx
    .select({ id: interviewQuestions.id })
    .from(interviewQuestions)
    .where(
      and(eq(interviewQuestions.followUpOf, question.id), eq(interviewQuestions.userId, question.userId)),
    );
  if (existing) return null;
  const [followUp] = await tx
    .insert(interviewQuestions)
    .values({
      sessionId: session.id,
      userId: question.userId,
      position: question.position,
      bankId: null,
      category: question.category,
      text: modelFollowUp ?? followUpFor(gap, session.persona as PersonaId, `${session.seed}:${question.id}`),
      keyPoints: question.keyPoints,
      keywords: question.keywords,
      outline: question.outline,
      wrongClaims: question.wrongClaims,
      claims: question.claims,
      // The follow-up's answer is judged against what it asked about.
      gap,
      followUpOf: question.id,
    })
    .returning({ id: interviewQuestions.id });
  return followUp?.id ?? null;
}

/**
 * With a model configured, its note on the answer and its follow-up in the persona's voice; the scores
 * stay the built-in engine's. Without one, or when it fails, the bank's follow-up and no note.
 */
async function coaching(
  deps: Pick<Deps, "config" | "logger">,
  persona: string,
  question: QuestionRow,
  input: AnswerSubmitInput,
  feedback: AnswerFeedback,
) {
  if (!input.text) return { note: undefined, followUp: null };
  const who = PERSONAS.find((p) => p.id === persona) ?? PERSONAS[0];
  const made = await coachInterviewAnswer(aiProvider(deps.config, deps.logger), {
    question: question.text,
    answer: input.text,
    persona: { name: who.name, description: who.description },
    gaps: feedback.gaps,
    keyPointsMissing: feedback.keyPointsMissing,
  });
  const note = made.result.comment ? { comment: made.result.comment, by: made.provider } : undefined;
  return { note, followUp: feedback.gaps.length > 0 ? made.result.followUp : null };
}

export async function submitAnswer(
  deps: Pick<Deps, "db" | "config" | "logger">,
  member: MemberPlan,
  sessionId: string,
  input: AnswerSubmitInput,
) {
  const { db } = deps;
  const session = await ownSession(db, member.id, sessionId);
  const question = await ownQuestion(db, member.id, sessionId, input.questionId);
  // An empty answer is how a Timed question whose time ran out is recorded; in Practice there is no clock.
  if (!input.text && session.mode === "Practice") {
    throw badRequest(INTERVIEW_MESSAGES.emptyAnswer, { text: INTERVIEW_MESSAGES.emptyAnswer });
  }
  const scored = await scoreSubmitted(db, session, question, input);
  // With a model configured, a technical answer also gets its claim-by-claim reading (decision 0062).
  const secondReading =
    scored.claims && question.followUpOf === null
      ? readSecond(aiProvider(deps.config, deps.logger), {
          question: question.text,
          keyPoints: question.keyPoints,
          answer: input.text,
        })
      : Promise.resolve(null);
  const [coach, second] = await Promise.all([
    coaching(deps, session.persona, question, input, scored),
    secondReading,
  ]);
  const feedback: AnswerFeedback = {
    ...scored,
    ...(coach.note ? { coach: coach.note } : {}),
    ...(second ? { secondReader: second } : {}),
  };

  const saved = await db.transaction(async (tx) => {
    await interviewLimit.lock(tx, member.id);
    const live = await ownSession(tx, member.id, sessionId);
    const attempts = await attemptsSoFar(tx, member.id, question.id);
    if (attempts > 0 && live.status === "in_progress" && live.mode === "Timed") {
      throw new HttpError(
        409,
        "already_answered",
        "In a Timed interview each question has one attempt. Once the interview is finished you can practise any question again.",
      );
    }
    await interviewLimit.ensureRoom(tx, member, 1, sessionId);
    const [answer] = await tx
      .insert(interviewAnswers)
      .values({
        questionId: question.id,
        sessionId,
        userId: member.id,
        attempt: attempts + 1,
        text: input.text,
        input: input.input,
        durationSeconds: input.durationSeconds ?? null,
        feedback,
        engine: feedback.engine,
        overall: feedback.overall,
      })
      .returning();
    if (!answer) throw new Error("interview answer insert returned nothing");
    // Follow-ups belong to the interview as it happens; practising a question afterwards adds none.
    const followUpId =
      live.status === "in_progress" && input.text
        ? await addFollowUp(tx, live, question, feedback, coach.followUp)
        : null;
    return { answer, followUpId };
  });

  const view = await sessionView(db, member.id, sessionId);
  return {
    answer: answerView(saved.answer),
    followUp: view.questions.find((q) => q.id === saved.followUpId) ?? null,
    next: view.questions.find((q) => q.id === view.currentQuestionId) ?? null,
    status: view.status,
  };
}
