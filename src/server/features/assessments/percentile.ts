import { and, eq, gt, sql } from "drizzle-orm";
import type { AptitudeKind } from "../../../shared/assessments";
import type { Db } from "../../db/client";
import { preparedQuery } from "../../db/prepared";
import { aptitudeScoreCounts } from "../../db/schema";
import { bestTimedScore } from "./aptitude-norms";

// A member's standing against the member population on the same test. Only Timed tests are compared
// (Practice has no clock, so its scores mean something else), each other member counts once with their
// best score, and no percentile is given until enough members have taken the test for it to mean much.

export const PERCENTILE_MIN_MEMBERS = 30;

export type Standing = { percentile: number | null; needed: number | null; message: string | null };

type Scored = { userId: string; kind: AptitudeKind; mode: string; correct: number; total: number };

/** Percent of the others who scored below, ties counting half; with too few members, how many more. */
export async function standingOf(db: Db, scored: Scored): Promise<Standing> {
  return (await standingAndBest(db, scored)).standing;
}

/**
 * The standing, and the member's own best Timed score it read to leave them out of the others (null:
 * none yet; undefined: not read, for a Practice test). A finish passes that best on to the norm
 * (aptitude-norms.ts) rather than reading it again.
 */
export async function standingAndBest(
  db: Db,
  scored: Scored,
): Promise<{ standing: Standing; ownBest?: number | null }> {
  if (scored.mode !== "Timed") {
    return {
      standing: {
        percentile: null,
        needed: null,
        message: "Practice tests have no percentile: take a Timed test to see how you compare.",
      },
    };
  }
  // The others' bests, one row per distinct score (aptitude_score_counts), less the member's own best:
  // the same counts as grouping every other member's attempts, read in constant time.
  const [counts, ownBest] = await Promise.all([
    preparedQuery(db, "aptitude_score_counts", (d, name) =>
      d
        .select({ score: aptitudeScoreCounts.score, members: aptitudeScoreCounts.members })
        .from(aptitudeScoreCounts)
        .where(and(eq(aptitudeScoreCounts.kind, sql.placeholder("kind")), gt(aptitudeScoreCounts.members, 0)))
        .prepare(name),
    ).execute({ kind: scored.kind }),
    bestTimedScore(db, scored.userId, scored.kind),
  ]);
  const scores = counts.map((row) => ({
    score: Number(row.score),
    members: Math.max(0, row.members - (ownBest !== null && row.score === ownBest ? 1 : 0)),
  }));
  const others = scores.reduce((sum, row) => sum + row.members, 0);
  if (others < PERCENTILE_MIN_MEMBERS) {
    return {
      standing: {
        percentile: null,
        needed: PERCENTILE_MIN_MEMBERS - others,
        message: `Your percentile appears once ${PERCENTILE_MIN_MEMBERS} members have taken this test (${others} so far).`,
      },
      ownBest,
    };
  }
  const mine = scored.total > 0 ? scored.correct / scored.total : 0;
  const close = (a: number, b: number) => Math.abs(a - b) < 1e-9;
  const count = (keep: (score: number) => boolean) =>
    scores.reduce((sum, row) => sum + (keep(row.score) ? row.members : 0), 0);
  const below = count((score) => score < mine && !close(score, mine));
  const ties = count((score) => close(score, mine));
  return {
    standing: { percentile: Math.round((100 * (below + ties / 2)) / others), needed: null, message: null },
    ownBest,
  };
}
