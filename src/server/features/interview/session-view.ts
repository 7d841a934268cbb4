import { and, asc, eq, sql } from "drizzle-orm";
import { type InterviewMode, PERSONAS, type QuestionType, TIMED } from "../../../shared/interview";
import { type AnswerInput, INTERVIEW_MESSAGES } from "../../../shared/schemas/interview";
import type { DbOrTx } from "../../db/client";
import { interviewAnswers, interviewQuestions, interviewSessions } from "../../db/schema";
import { notFound } from "../../http/errors";

// A mock interview as the screens read it: its settings, its questions in the order they are asked (a
// follow-up straight after its question) with the latest answer and its feedback, and which question is
// next. Every read has the member in its WHERE; another member's session is one that does not exist.

export const sessionNotFound = () => notFound(INTERVIEW_MESSAGES.noSession);

type SessionRow = typeof interviewSessions.$inferSelect;
export type QuestionRow = typeof interviewQuestions.$inferSelect;
export type AnswerRow = typeof interviewAnswers.$inferSelect;

export async function ownSession(db: DbOrTx, userId: string, sessionId: string): Promise<SessionRow> {
  const [session] = await db
    .select()
    .from(interviewSessions)
    .where(and(eq(interviewSessions.id, sessionId), eq(interviewSessions.userId, userId)));
  if (!session) throw sessionNotFound();
  return session;
}

export async function ownQuestion(db: DbOrTx, userId: string, sessionId: string, questionId: string) {
  const [question] = await db
    .select()
    .from(interviewQuestions)
    .where(
      and(
        eq(interviewQuestions.id, questionId),
        eq(interviewQuestions.sessionId, sessionId),
        eq(interviewQuestions.userId, userId),
      ),
    );
  if (!question) throw notFound(INTERVIEW_MESSAGES.noQuestion);
  return question;
}

/** The session's questions in the order they are asked. */
export function orderedQuestions(db: DbOrTx, userId: string, sessionId: string) {
  return db
    .select()
    .from(interviewQuestions)
    .where(and(eq(interviewQuestions.sessionId, sessionId), eq(interviewQuestions.userId, userId)))
    .orderBy(asc(interviewQuestions.position), sql`${interviewQuestions.followUpOf} is not null`);
}

function sessionAnswers(db: DbOrTx, userId: string, sessionId: string) {
  return db
    .select()
    .from(interviewAnswers)
    .where(and(eq(interviewAnswers.sessionId, sessionId), eq(interviewAnswers.userId, userId)))
    .orderBy(asc(interviewAnswers.attempt));
}

/** The session's questions in order, and each one's latest answer. */
export async function latestAnswers(db: DbOrTx, userId: string, sessionId: string) {
  const questions = await orderedQuestions(db, userId, sessionId);
  const latest = new Map<string, AnswerRow>();
  for (const answer of await sessionAnswers(db, userId, sessionId)) latest.set(answer.questionId, answer);
  return { questions, latest };
}

export function answerView(answer: AnswerRow) {
  return {
    attempt: answer.attempt,
    text: answer.text,
    input: answer.input as AnswerInput,
    durationSeconds: answer.durationSeconds,
    overall: answer.overall,
    feedback: answer.feedback,
    createdAt: answer.createdAt.toISOString(),
  };
}

/**
 * A question with its answers (oldest first); `number` is the main question's place in the interview,
 * from 1, which a follow-up shares with the question it follows.
 */
export function questionView(question: QuestionRow, number: number, answers: AnswerRow[]) {
  const own = answers.filter((a) => a.questionId === question.id);
  const latest = own.at(-1);
  return {
    id: question.id,
    number,
    category: question.category,
    text: question.text,
    followUpOf: question.followUpOf,
    answer: latest ? answerView(latest) : null,
    attempts: own.map((a) => ({
      attempt: a.attempt,
      overall: a.overall,
      createdAt: a.createdAt.toISOString(),
    })),
  };
}
export type QuestionView = ReturnType<typeof questionView>;

export function personaOf(id: string) {
  const persona = PERSONAS.find((p) => p.id === id);
  return { id, name: persona?.name ?? id };
}

export function sessionSummary(
  session: Pick<
    SessionRow,
    | "id"
    | "questionType"
    | "persona"
    | "mode"
    | "firmId"
    | "firmName"
    | "questionCount"
    | "status"
    | "overall"
    | "criteria"
    | "createdAt"
    | "completedAt"
  >,
) {
  return {
    id: session.id,
    questionType: session.questionType as QuestionType,
    persona: personaOf(session.persona),
    mode: session.mode as InterviewMode,
    firm: session.firmName ? { id: session.firmId, name: session.firmName } : null,
    questionCount: session.questionCount,
    status: session.status as "in_progress" | "completed",
    overall: session.overall,
    criteria: session.criteria,
    createdAt: session.createdAt.toISOString(),
    completedAt: session.completedAt?.toISOString() ?? null,
  };
}

/** Everything the interview and results screens show for one session. */
export async function sessionView(db: DbOrTx, userId: string, sessionId: string) {
  const session = await ownSession(db, userId, sessionId);
  const [questions, answers] = await Promise.all([
    orderedQuestions(db, userId, sessionId),
    sessionAnswers(db, userId, sessionId),
  ]);
  // A follow-up is part of the question it follows, not one more question: "Question 2 of 3" twice,
  // never "4 of 5" in a three-question interview.
  let mainQuestions = 0;
  const views = questions.map((q) => {
    if (q.followUpOf === null) mainQuestions += 1;
    return questionView(q, mainQuestions, answers);
  });
  return {
    ...sessionSummary(session),
    timing: session.mode === "Timed" ? TIMED : null,
    // A live Timed interview gives each question one attempt; afterwards any question can be practised again.
    canRetry: session.status === "completed" || session.mode === "Practice",
    currentQuestionId: views.find((q) => q.answer === null)?.id ?? null,
    questions: views,
  };
}
