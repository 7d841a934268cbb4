import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/client";
import { cvMatchRuns } from "../../../../db/schema";
import { type PlanItem, RANK, roleName, signal } from "../plan-item";
import type { TrackedApplication } from "../tracked-applications";

// CV match scores under CV_MATCH_BELOW for roles the member still means to apply to (in Saved): the
// latest score of a CV against that application, or against the feed's posting it was tracked from.
// Lowest score first. After applying, the CV has gone; the score no longer asks for work.

export const CV_MATCH_BELOW = 60;
/** Enough runs to cover every tracked role's latest score. */
const RECENT_RUNS = 200;

export type CvMatchRun = {
  applicationId: string | null;
  jobId: string | null;
  score: number;
  createdAt: Date;
};
export type CvMatchFacts = { applications: TrackedApplication[]; runs: CvMatchRun[] };

/** The member's CV match runs, newest first. */
export function readCvMatchRuns(db: DbOrTx, userId: string): PromiseLike<CvMatchRun[]> {
  return db
    .select({
      applicationId: cvMatchRuns.applicationId,
      jobId: cvMatchRuns.jobId,
      score: cvMatchRuns.score,
      createdAt: cvMatchRuns.createdAt,
    })
    .from(cvMatchRuns)
    .where(eq(cvMatchRuns.userId, userId))
    .orderBy(desc(cvMatchRuns.createdAt))
    .limit(RECENT_RUNS);
}

/** Each application's latest CV match score (runs newest first). */
export function latestScores(applications: TrackedApplication[], runs: CvMatchRun[]) {
  const scores = new Map<string, CvMatchRun>();
  for (const app of applications) {
    const run = runs.find((r) => r.applicationId === app.id || (app.jobId !== null && r.jobId === app.jobId));
    if (run) scores.set(app.id, run);
  }
  return scores;
}

export const cvMatchSignal = signal<CvMatchFacts>({
  id: "cv-match",
  async read({ once, applications }) {
    return { applications: await applications(), runs: await once(readCvMatchRuns) };
  },
  items({ applications, runs }) {
    const saved = applications.filter((app) => app.stage === "saved");
    const scores = latestScores(saved, runs);
    const items: PlanItem[] = [];
    for (const app of saved) {
      const run = scores.get(app.id);
      if (!run || run.score >= CV_MATCH_BELOW) continue;
      items.push({
        key: `cv-match:${app.id}`,
        kind: "cv-match",
        title: `Improve your CV for ${roleName(app)} — match ${run.score} of 100`,
        why: `Your latest CV match for this role scored ${run.score} out of 100, under ${CV_MATCH_BELOW}. The match lists the missing keywords and the bullets to strengthen: change those, then score it again before you apply.`,
        link: { href: "/app/documents", label: "Open CV match" },
        rank: RANK.cvMatch + run.score / 100,
      });
    }
    return items;
  },
});
