import { asc, count, desc, eq } from "drizzle-orm";
import {
  INTERVIEW_MODES,
  PERSONAS,
  QUESTION_COUNT,
  QUESTION_TYPES,
  RUBRIC_CRITERIA,
  TIMED,
} from "../../../shared/interview";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { firms, interviewAnswers, interviewSessions } from "../../db/schema";
import type { MemberPlan } from "../../platform/member-plan";
import { interviewUsage } from "./limits";
import { sessionSummary } from "./session-view";

// What the set-up screen offers, and the member's past interviews for the history table and the
// progress chart.

export async function interviewOptions(db: Db, config: Config, member: MemberPlan) {
  const premier = await db
    .select({ id: firms.id, name: firms.name, sector: firms.sector })
    .from(firms)
    .where(eq(firms.premier, true))
    .orderBy(asc(firms.name));
  return {
    questionTypes: QUESTION_TYPES,
    personas: PERSONAS,
    modes: INTERVIEW_MODES,
    timing: TIMED,
    questionCount: QUESTION_COUNT,
    firms: premier,
    usage: await interviewUsage(db, member),
    // Without a configured endpoint the screen uses the browser's speech recognition, or a typed answer.
    serverTranscription: config.ai !== null,
  };
}

/** Every session, newest first, with its scores; in-progress ones have none yet. */
export async function interviewHistory(db: Db, member: MemberPlan) {
  const answered = db
    .selectDistinct({ sessionId: interviewAnswers.sessionId, questionId: interviewAnswers.questionId })
    .from(interviewAnswers)
    .where(eq(interviewAnswers.userId, member.id))
    .as("answered");
  const rows = await db
    .select({ session: interviewSessions, answered: count(answered.questionId) })
    .from(interviewSessions)
    .leftJoin(answered, eq(answered.sessionId, interviewSessions.id))
    .where(eq(interviewSessions.userId, member.id))
    .groupBy(interviewSessions.id)
    .orderBy(desc(interviewSessions.createdAt));
  return {
    criteria: RUBRIC_CRITERIA,
    sessions: rows.map((row) => ({ ...sessionSummary(row.session), answered: row.answered })),
    usage: await interviewUsage(db, member),
  };
}
