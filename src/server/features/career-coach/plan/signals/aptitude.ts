import { and, desc, eq, ne, sql } from "drizzle-orm";
import { APTITUDE_KIND_LABELS, type AptitudeKind } from "../../../../../shared/assessments";
import type { DbOrTx } from "../../../../db/client";
import { aptitudeAttempts } from "../../../../db/schema";
import { type PlanItem, RANK, signal } from "../plan-item";

// Aptitude results below the norm. The member's latest completed test of each kind is compared, best
// evidence first, with: its stored percentile (a Timed test once enough members have taken it; below
// the median is below the norm); else the average of other members' best Timed scores on that kind,
// once there are NORM_MIN_MEMBERS of them; else, with too few members to compare with, a fixed
// benchmark of FALLBACK_BENCHMARK percent correct.

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
  }));
}

/** Other members' best Timed score on each kind, averaged: how many members, and the average percent. */
async function readNorms(db: DbOrTx, userId: string): Promise<AptitudeNorm[]> {
  const best = db
    .select({
      kind: aptitudeAttempts.kind,
      best: sql<number>`max(${aptitudeAttempts.correct}::float / nullif(${aptitudeAttempts.itemCount}, 0))`.as(
        "best",
      ),
    })
    .from(aptitudeAttempts)
    .where(
      and(
        eq(aptitudeAttempts.mode, "Timed"),
        eq(aptitudeAttempts.status, "completed"),
        ne(aptitudeAttempts.userId, userId),
      ),
    )
    .groupBy(aptitudeAttempts.userId, aptitudeAttempts.kind)
    .as("best");
  const rows = await db
    .select({
      kind: best.kind,
      members: sql<number>`count(*)::int`,
      average: sql<number>`avg(${best.best})`,
    })
    .from(best)
    .groupBy(best.kind);
  return rows.map((row) => ({
    kind: row.kind,
    members: Number(row.members),
    average: Math.round(100 * Number(row.average ?? 0)),
  }));
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
  async read({ db, userId }) {
    return { latest: await readAptitudeResults(db, userId), norms: await readNorms(db, userId) };
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
