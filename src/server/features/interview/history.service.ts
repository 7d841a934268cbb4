import { and, asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import {
  INTERVIEW_MODES,
  PERSONAS,
  QUESTION_COUNT,
  QUESTION_TYPES,
  RUBRIC_CRITERIA,
  TIMED,
} from "../../../shared/interview";
import type { PageQuery } from "../../../shared/schemas/paging";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { firms, interviewAnswers, interviewSessions } from "../../db/schema";
import { beforeKeyset, decodeKeyset, keysetPage, keysetTime } from "../../http/keyset";
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

/** Sessions per page of the history table. */
export const HISTORY_PAGE_SIZE = 20;
/** Finished sessions the progress chart draws, the latest ones. */
export const PROGRESS_SESSIONS = 30;

// The table's columns only (no transcript, questions or feedback): a page costs the same for a member
// with five interviews and one with five hundred.
const SUMMARY = {
  id: interviewSessions.id,
  questionType: interviewSessions.questionType,
  persona: interviewSessions.persona,
  mode: interviewSessions.mode,
  firmId: interviewSessions.firmId,
  firmName: interviewSessions.firmName,
  questionCount: interviewSessions.questionCount,
  status: interviewSessions.status,
  overall: interviewSessions.overall,
  criteria: interviewSessions.criteria,
  createdAt: interviewSessions.createdAt,
  completedAt: interviewSessions.completedAt,
};

/**
 * One page of sessions, newest first, with their scores (in-progress ones have none yet), keyset-paged
 * on (created_at, id); and, on every page, the latest finished sessions' criteria for the chart.
 */
export async function interviewHistory(db: Db, member: MemberPlan, query: PageQuery = {}) {
  const cursor = decodeKeyset(query.cursor);
  const owned = eq(interviewSessions.userId, member.id);
  const [rows, progress, usage] = await Promise.all([
    db
      .select({
        session: SUMMARY,
        cursorTime: keysetTime(interviewSessions.createdAt),
        // Per row of the page only, through the answers' session index. The outer column is named with
        // its table by hand: drizzle writes a single-table select's columns bare, and a bare "id" inside
        // this subquery would be the answer's own id.
        answered: sql<number>`(select count(distinct a.question_id) from ${interviewAnswers} a
          where a.session_id = "interview_sessions"."id" and a.user_id = ${member.id})`.mapWith(Number),
      })
      .from(interviewSessions)
      .where(
        cursor ? and(owned, beforeKeyset(interviewSessions.createdAt, interviewSessions.id, cursor)) : owned,
      )
      .orderBy(desc(interviewSessions.createdAt), desc(interviewSessions.id))
      .limit(HISTORY_PAGE_SIZE + 1),
    db
      .select({
        id: interviewSessions.id,
        createdAt: interviewSessions.createdAt,
        criteria: interviewSessions.criteria,
      })
      .from(interviewSessions)
      .where(and(owned, eq(interviewSessions.status, "completed"), isNotNull(interviewSessions.criteria)))
      .orderBy(desc(interviewSessions.createdAt), desc(interviewSessions.id))
      .limit(PROGRESS_SESSIONS),
    interviewUsage(db, member),
  ]);
  const { page, next_cursor } = keysetPage(rows, HISTORY_PAGE_SIZE, (row) => ({
    t: row.cursorTime,
    id: row.session.id,
  }));
  return {
    criteria: RUBRIC_CRITERIA,
    sessions: page.map((row) => ({ ...sessionSummary(row.session), answered: row.answered })),
    next_cursor,
    // Oldest first, as the chart draws them left to right.
    progress: progress.reverse().map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      criteria: row.criteria,
    })),
    usage,
  };
}
