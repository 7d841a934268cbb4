import { desc, eq } from "drizzle-orm";
import { RUBRIC_CRITERIA, type RubricCriterion } from "../../../../../shared/interview";
import type { DbOrTx } from "../../../../db/client";
import { interviewAnswers } from "../../../../db/schema";
import { type PlanItem, RANK, signal } from "../plan-item";

// Interview criteria that scored low: the rubric's criteria (1 to 5) averaged over the member's most
// recent practice answers; below WEAK_BELOW is a weakness to practise. The two weakest are named, each
// with the feedback the latest low answer got on it.

export const RECENT_ANSWERS = 10;
export const WEAK_BELOW = 3;
const MAX_ITEMS = 2;

const TIPS: Record<RubricCriterion, string> = {
  structure: "Use STAR: a short situation and task, then your own actions, then the result.",
  specificity: "Name the numbers, dates, tools and your own part instead of describing in general.",
  relevance: "Answer the question you were asked in your first sentence, then support it.",
  technical: "Revise the core technicals (accounting, DCF, LBO) and say each step out loud.",
  conciseness: "Aim for about two minutes spoken, and stop once you have given the result.",
  delivery: "Slow down, pause instead of using filler words, and keep the pace even.",
};

export type CriterionResult = {
  id: RubricCriterion;
  label: string;
  average: number;
  answers: number;
  /** The latest feedback on it from an answer that scored below WEAK_BELOW, if any. */
  lastWhy: string | null;
};

export type InterviewFacts = { answers: number; criteria: CriterionResult[] };

/** The member's recent practice answers, criterion by criterion (also the coach's "how am I doing?"). */
export async function readInterviewResults(db: DbOrTx, userId: string): Promise<InterviewFacts> {
  const rows = await db
    .select({ feedback: interviewAnswers.feedback })
    .from(interviewAnswers)
    .where(eq(interviewAnswers.userId, userId))
    .orderBy(desc(interviewAnswers.createdAt))
    .limit(RECENT_ANSWERS);
  const criteria: CriterionResult[] = [];
  for (const { id, label } of RUBRIC_CRITERIA) {
    const scored = rows
      .map((row) => row.feedback.criteria?.find((c) => c.id === id))
      .filter((c): c is NonNullable<typeof c> & { score: number } => typeof c?.score === "number");
    if (scored.length === 0) continue;
    const average = scored.reduce((sum, c) => sum + c.score, 0) / scored.length;
    const lastWeak = scored.find((c) => c.score < WEAK_BELOW);
    criteria.push({
      id,
      label,
      average: Math.round(average * 10) / 10,
      answers: scored.length,
      lastWhy: lastWeak?.why ?? null,
    });
  }
  return { answers: rows.length, criteria };
}

export const interviewSignal = signal<InterviewFacts>({
  id: "interview",
  read: ({ once }) => once(readInterviewResults),
  items({ criteria }) {
    return criteria
      .filter((c) => c.average < WEAK_BELOW)
      .sort((a, b) => a.average - b.average)
      .slice(0, MAX_ITEMS)
      .map(
        (c): PlanItem => ({
          key: `interview:${c.id}`,
          kind: "interview",
          title: `Practise ${c.label.toLowerCase()} in your interview answers — ${c.average} of 5`,
          why: [
            c.answers === 1
              ? `Your last practice answer scored ${c.average} out of 5 on ${c.label.toLowerCase()}.`
              : `Your last ${c.answers} practice answers averaged ${c.average} out of 5 on ${c.label.toLowerCase()}.`,
            c.lastWhy ? `Feedback: ${c.lastWhy}` : "",
            TIPS[c.id],
          ]
            .filter(Boolean)
            .join(" "),
          link: { href: "/app/interview", label: "Practise an interview" },
          // Equal averages keep the rubric's order.
          rank: RANK.interview + c.average + RUBRIC_CRITERIA.findIndex((r) => r.id === c.id) / 1000,
        }),
      );
  },
});
