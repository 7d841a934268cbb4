import { and, desc, eq, sql } from "drizzle-orm";
import { APTITUDE_KIND_LABELS, type AptitudeKind } from "../../../../../shared/assessments";
import type { DbOrTx } from "../../../../db/client";
import { aptitudeAttempts, aptitudeNorms } from "../../../../db/schema";
import { type PlanItem, RANK, signal } from "../plan-item";

// Aptitude results below the norm. The member's latest completed test of each kind is compared, best
// evidence first, with: its stored percentile (a Timed test once enough members have taken it; below
// the median is below the norm); else the average of other members' best Timed scores on that kind,
// once there are NORM_MIN_MEMBERS of them; else, with too few members to compare with, a fixed
// benchmark of FALLBACK_BENCHMARK percent correct. The average comes from aptitude_norms, which the
// assessments feature keeps as tests finish (one row per kind), less the member's own best.

export const NORM_MIN_MEMBERS = 5;
export const FALLBACK_BENCHMARK = 60;
const MEDIAN = 50;

export type AptitudeResult = {
  kind: AptitudeKind;
  mode: string;
  percent: number;
  correct: number;
  itemCount: number;
  percentile: number | null;
  completedAt: Date;
  /** The member's best share of the marks (0 to 1) on a Timed test of this kind, if they took one. */
  bestTimed: number | null;
};
export type AptitudeNorm = { kind: string; members: number; average: number };
export type AptitudeFacts = { latest: AptitudeResult[]; norms: AptitudeNorm[] };

/** The member's latest completed test of each kind (also the coach's "how am I doing?"). */
export async function readAptitudeResults(db: DbOrTx, userId: string): Promise<AptitudeResult[]> {
  const rows = await db
    .selectDistinctOn([aptitudeAttempts.kind], {
      kind: aptitudeAttempts.kind,
      mode: aptitudeAttempts.mode,
      correct: aptitudeAttempts.correct,
      itemCount: aptitudeAttempts.itemCount,
      percentile: aptitudeAttempts.percentile,
      completedAt: aptitudeAttempts.completedAt,
      // Over all the kind's completed attempts, before DISTINCT ON keeps the latest: the same read.
      bestTimed: sql<
        number | null
      >`max(${aptitudeAttempts.correct}::float / nullif(${aptitudeAttempts.itemCount}, 0)) filter (where ${aptitudeAttempts.mode} = 'Timed') over (partition by ${aptitudeAttempts.kind})`,
    })
    .from(aptitudeAttempts)
    .where(and(eq(aptitudeAttempts.userId, userId), eq(aptitudeAttempts.status, "completed")))
    .orderBy(aptitudeAttempts.kind, desc(aptitudeAttempts.completedAt));
  return rows.map((row) => ({
    kind: row.kind,
    mode: row.mode,
    correct: row.correct ?? 0,
    itemCount: row.itemCount,
    percent: row.itemCount > 0 ? Math.round((100 * (row.correct ?? 0)) / row.itemCount) : 0,
    percentile: row.percentile,
    completedAt: row.completedAt ?? new Date(0),
    bestTimed: row.bestTimed === null ? null : Number(row.bestTimed),
  }));
}

/**
 * Other members' best Timed score on each kind, averaged: how many members, and the average percent.
 * The stored norm counts every member; the member's own best is taken out of it.
 */
export function othersNorms(
  stored: { kind: string; members: number; bestTotal: number }[],
  latest: AptitudeResult[],
): AptitudeNorm[] {
  return stored.map((row) => {
    const own = latest.find((result) => result.kind === row.kind)?.bestTimed ?? null;
    const members = row.members - (own === null ? 0 : 1);
    const total = row.bestTotal - (own ?? 0);
    return {
      kind: row.kind,
      members: Math.max(0, members),
      average: members > 0 ? Math.round((100 * total) / members) : 0,
    };
  });
}

/** Why the result is below the norm, or null when it is not. */
function belowNorm(result: AptitudeResult, norm: AptitudeNorm | undefined): string | null {
  const scored = `You got ${result.correct} of ${result.itemCount} right (${result.percent}%) on your last ${result.mode === "Timed" ? "Timed" : "Practice"} test`;
  if (result.percentile !== null) {
    return result.percentile < MEDIAN
      ? `${scored}, better than ${result.percentile}% of members who took it: below the median.`
      : null;
  }
  if (norm && norm.members >= NORM_MIN_MEMBERS) {
    return result.percent < norm.average
      ? `${scored}; the average of ${norm.members} members' best Timed scores is ${norm.average}%.`
      : null;
  }
  return result.percent < FALLBACK_BENCHMARK
    ? `${scored}, below the ${FALLBACK_BENCHMARK}% the coach aims for until enough members have taken this test to compare with.`
    : null;
}

export const aptitudeSignal = signal<AptitudeFacts>({
  id: "aptitude",
  async read({ db, once }) {
    const [latest, stored] = await Promise.all([
      once(readAptitudeResults),
      db
        .select({
          kind: aptitudeNorms.kind,
          members: aptitudeNorms.members,
          bestTotal: aptitudeNorms.bestTotal,
        })
        .from(aptitudeNorms),
    ]);
    return { latest, norms: othersNorms(stored, latest) };
  },
  items({ latest, norms }) {
    const items: PlanItem[] = [];
    for (const result of latest) {
      const why = belowNorm(
        result,
        norms.find((n) => n.kind === result.kind),
      );
      if (!why) continue;
      const label = APTITUDE_KIND_LABELS[result.kind] ?? result.kind;
      items.push({
        key: `aptitude:${result.kind}`,
        kind: "aptitude",
        title: `Practise ${label.toLowerCase()} — ${result.percent}% on your last test`,
        why: `${why} Employers compare online test scores with a norm group, so a timed practice test or two this week is worth it.`,
        link: {
          href: `/app/assessment-prep/aptitude?kind=${result.kind}`,
          label: `Practise ${label.toLowerCase()}`,
        },
        rank: RANK.aptitude + result.percent / 100,
      });
    }
    return items;
  },
});
