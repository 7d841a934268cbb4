import { and, eq } from "drizzle-orm";
import { RUBRIC_CRITERIA } from "../../../shared/interview";
import { INTERVIEW_MESSAGES, type InterviewCreateInput } from "../../../shared/schemas/interview";
import type { Db } from "../../db/client";
import {
  firms,
  type InterviewCriterionAverages,
  interviewQuestions,
  interviewSessions,
} from "../../db/schema";
import { badRequest, HttpError } from "../../http/errors";
import type { MemberPlan } from "../../platform/member-plan";
import { pickQuestions } from "../../platform/question-bank/question-bank";
import { interviewLimit } from "./limits";
import { type AnswerRow, latestAnswers, ownSession, sessionView } from "./session-view";

// Setting up a mock interview (its questions picked once and copied in) and finishing it (the overall
// and per-criterion scores fixed from the answers as they stand).

const round1 = (n: number) => Math.round(n * 10) / 10;
const mean = (values: number[]) =>
  values.length ? round1(values.reduce((a, b) => a + b, 0) / values.length) : null;

/** Only premier firms are offered; anything else is not a choice the screen could have made. */
async function premierFirm(db: Db, firmId: string) {
  const [firm] = await db
    .select({ id: firms.id, name: firms.name, sector: firms.sector, description: firms.description })
    .from(firms)
    .where(and(eq(firms.id, firmId), eq(firms.premier, true)));
  if (!firm) throw badRequest(INTERVIEW_MESSAGES.firm, { firmId: INTERVIEW_MESSAGES.firm });
  return firm;
}

export async function createSession(db: Db, member: MemberPlan, input: InterviewCreateInput) {
  const firm = input.firmId ? await premierFirm(db, input.firmId) : null;
  const seed = crypto.randomUUID();
  const picked = pickQuestions({
    type: input.questionType,
    persona: input.persona,
    count: input.questionCount,
    firm,
    seed,
  });
  const sessionId = await db.transaction(async (tx) => {
    await interviewLimit.ensureRoom(tx, member);
    const [session] = await tx
      .insert(interviewSessions)
      .values({
        userId: member.id,
        questionType: input.questionType,
        persona: input.persona,
        mode: input.mode,
        firmId: firm?.id ?? null,
        firmName: firm?.name ?? null,
        questionCount: picked.length,
        seed,
      })
      .returning({ id: interviewSessions.id });
    if (!session) throw new Error("interview session insert returned nothing");
    await tx.insert(interviewQuestions).values(
      picked.map((q, i) => ({
        sessionId: session.id,
        userId: member.id,
        position: i + 1,
        bankId: q.id,
        category: q.category,
        text: q.text,
        keyPoints: q.keyPoints,
        keywords: q.keywords ?? null,
        outline: q.outline,
        claims: q.claims ?? null,
      })),
    );
    return session.id;
  });
  return sessionView(db, member.id, sessionId);
}

/** Averages of each criterion over the answers; null where no answer was scored on it. */
function criterionAverages(answers: AnswerRow[]) {
  const averages: InterviewCriterionAverages = {};
  for (const { id } of RUBRIC_CRITERIA) {
    const scores = answers.flatMap((a) =>
      a.feedback.criteria.flatMap((c) => (c.id === id && c.score !== null ? [c.score] : [])),
    );
    averages[id] = mean(scores);
  }
  return averages;
}

/** Finishes a session once every question has an answer; finishing again changes nothing. */
export async function completeSession(db: Db, userId: string, sessionId: string) {
  await db.transaction(async (tx) => {
    await interviewLimit.lock(tx, userId);
    const session = await ownSession(tx, userId, sessionId);
    if (session.status === "completed") return;
    const { questions, latest } = await latestAnswers(tx, userId, sessionId);
    const left = questions.filter((q) => !latest.has(q.id)).length;
    if (left > 0) {
      const which = left === 1 ? "1 question is" : `${left} questions are`;
      throw new HttpError(
        409,
        "interview_unfinished",
        `Answer every question first: ${which} still waiting.`,
      );
    }
    const answers = [...latest.values()];
    await tx
      .update(interviewSessions)
      .set({
        status: "completed",
        completedAt: new Date(),
        overall: mean(answers.map((a) => a.overall)),
        criteria: criterionAverages(answers),
      })
      .where(and(eq(interviewSessions.id, sessionId), eq(interviewSessions.userId, userId)));
  });
  return sessionView(db, userId, sessionId);
}
