import { and, count, desc, eq, exists, ne, or, sql } from "drizzle-orm";
import { FREE_LIMITS, limitMessage } from "../../../shared/plans";
import type { DbOrTx } from "../../db/client";
import { interviewAnswers, interviewSessions } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { defineLimit, freeOnly } from "../../platform/free-limit";
import type { MemberPlan } from "../../platform/member-plan";

// spec 000 §2.6: Free includes FREE_LIMITS.interviewSessions complete mock interview; Premium has no
// limit. A session uses the allowance once it is completed or its first answer is scored, not only on
// completion: otherwise a member could get feedback on answer after answer by never finishing. So the
// check runs when a session is set up and again before an answer is scored in any other session. A
// session the member has already used stays theirs: they can finish it and practise its questions
// again. Results and history are always readable.

export type InterviewUsage = {
  /** Sessions that count towards the Free allowance. */
  used: number;
  /** null: unlimited. */
  max: number | null;
  canStart: boolean;
  /** The latest session still in progress, to offer "Resume". */
  resumeSessionId: string | null;
};

/** The member's sessions that used the allowance, leaving out `exceptSessionId`. */
async function usedSessions(db: DbOrTx, userId: string, exceptSessionId?: string) {
  const answered = db
    .select({ one: sql`1` })
    .from(interviewAnswers)
    .where(and(eq(interviewAnswers.sessionId, interviewSessions.id), eq(interviewAnswers.userId, userId)));
  const [row] = await db
    .select({
      n: count(),
      unfinished: sql<boolean>`coalesce(bool_or(${interviewSessions.status} = 'in_progress'), false)`,
    })
    .from(interviewSessions)
    .where(
      and(
        eq(interviewSessions.userId, userId),
        exceptSessionId ? ne(interviewSessions.id, exceptSessionId) : undefined,
        or(eq(interviewSessions.status, "completed"), exists(answered)),
      ),
    );
  return { n: row?.n ?? 0, unfinished: Boolean(row?.unfinished) };
}

/**
 * A new session (no scope), or an answer in the scope's session, is refused once Free's allowance is
 * used by another session.
 */
export const interviewLimit = defineLimit<MemberPlan, string>({
  resource: "interview",
  max: freeOnly(FREE_LIMITS.interviewSessions.value),
  count: async (db, userId, exceptSessionId) => (await usedSessions(db, userId, exceptSessionId)).n,
  refusal: async ({ db, member, scope }) => {
    const { unfinished } = await usedSessions(db, member.id, scope);
    const finish = unfinished
      ? " You can still finish the mock interview you started: it is in your history."
      : "";
    return new HttpError(403, "free_limit_reached", `${limitMessage("interviewSessions")}${finish}`);
  },
});

export async function interviewUsage(db: DbOrTx, member: MemberPlan): Promise<InterviewUsage> {
  const { used, max } = await interviewLimit.summary(db, member);
  const [resume] = await db
    .select({ id: interviewSessions.id })
    .from(interviewSessions)
    .where(and(eq(interviewSessions.userId, member.id), eq(interviewSessions.status, "in_progress")))
    .orderBy(desc(interviewSessions.createdAt))
    .limit(1);
  return { used, max, canStart: max === null || used < max, resumeSessionId: resume?.id ?? null };
}
