import { and, eq, max, ne, sql } from "drizzle-orm";
import type { AptitudeKind } from "../../../shared/assessments";
import type { DbOrTx } from "../../db/client";
import { aptitudeAttempts, aptitudeNorms, aptitudeScoreCounts } from "../../db/schema";

// The members' norm on each kind (db/schema/assessment-norms.ts) follows each finished Timed test: a
// member's first Timed score on a kind adds one member and that score; a later score counts only when it
// beats their best, by the difference. The update is one upsert adding to the row, so tests finished
// at once by different members never overwrite each other.

type Finished = {
  id: string;
  userId: string;
  kind: AptitudeKind;
  mode: string;
  correct: number | null;
  itemCount: number;
};

/** A member's best finished Timed score of one kind (0 to 1), leaving out one attempt if asked; null when none. */
export async function bestTimedScore(
  db: DbOrTx,
  userId: string,
  kind: AptitudeKind,
  exceptAttemptId?: string,
): Promise<number | null> {
  const [row] = await db
    .select({
      best: max(sql<number>`${aptitudeAttempts.correct}::float / nullif(${aptitudeAttempts.itemCount}, 0)`),
    })
    .from(aptitudeAttempts)
    .where(
      and(
        eq(aptitudeAttempts.userId, userId),
        eq(aptitudeAttempts.kind, kind),
        eq(aptitudeAttempts.mode, "Timed"),
        eq(aptitudeAttempts.status, "completed"),
        exceptAttemptId ? ne(aptitudeAttempts.id, exceptAttemptId) : undefined,
      ),
    );
  return row?.best === null || row?.best === undefined ? null : Number(row.best);
}

/** Adds a just-finished attempt to its kind's norm; call it in the transaction that completes it. */
export async function addToAptitudeNorms(db: DbOrTx, attempt: Finished): Promise<void> {
  if (attempt.mode !== "Timed" || attempt.itemCount <= 0) return;
  const score = (attempt.correct ?? 0) / attempt.itemCount;
  const before = await bestTimedScore(db, attempt.userId, attempt.kind, attempt.id);
  if (before !== null && score <= before) return;
  await moveBestScore(db, attempt.kind, before, score);
  await db
    .insert(aptitudeNorms)
    .values({ kind: attempt.kind, members: before === null ? 1 : 0, bestTotal: score - (before ?? 0) })
    .onConflictDoUpdate({
      target: aptitudeNorms.kind,
      set: {
        members: sql`${aptitudeNorms.members} + excluded.members`,
        bestTotal: sql`${aptitudeNorms.bestTotal} + excluded.best_total`,
        updatedAt: sql`now()`,
      },
    });
}

/**
 * Moves one member's best score on a kind from `before` (null: they had none) to `score` in the counts
 * the percentile reads (db/schema/assessment-norms.ts).
 */
export async function moveBestScore(db: DbOrTx, kind: AptitudeKind, before: number | null, score: number) {
  if (before !== null) {
    await db
      .update(aptitudeScoreCounts)
      .set({ members: sql`${aptitudeScoreCounts.members} - 1` })
      .where(and(eq(aptitudeScoreCounts.kind, kind), eq(aptitudeScoreCounts.score, before)));
  }
  await db
    .insert(aptitudeScoreCounts)
    .values({ kind, score, members: 1 })
    .onConflictDoUpdate({
      target: [aptitudeScoreCounts.kind, aptitudeScoreCounts.score],
      set: { members: sql`${aptitudeScoreCounts.members} + 1` },
    });
}
