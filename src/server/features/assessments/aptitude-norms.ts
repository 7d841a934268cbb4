import { and, eq, max, ne, sql } from "drizzle-orm";
import type { AptitudeKind } from "../../../shared/assessments";
import type { Db, DbOrTx } from "../../db/client";
import { preparedQuery } from "../../db/prepared";
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

/**
 * A member's best finished Timed score of one kind (0 to 1), leaving out one attempt if asked; null when
 * none. Read by every Timed finish (and every review whose percentile is not yet fixed), so prepared once
 * per database (db/prepared.ts).
 */
export async function bestTimedScore(
  db: Db,
  userId: string,
  kind: AptitudeKind,
  exceptAttemptId?: string,
): Promise<number | null> {
  const best = (except: boolean) =>
    preparedQuery(db, except ? "aptitude_best_timed_except" : "aptitude_best_timed", (d, name) =>
      d
        .select({
          best: max(
            sql<number>`${aptitudeAttempts.correct}::float / nullif(${aptitudeAttempts.itemCount}, 0)`,
          ),
        })
        .from(aptitudeAttempts)
        .where(
          and(
            eq(aptitudeAttempts.userId, sql.placeholder("userId")),
            eq(aptitudeAttempts.kind, sql.placeholder("kind")),
            eq(aptitudeAttempts.mode, "Timed"),
            eq(aptitudeAttempts.status, "completed"),
            except ? ne(aptitudeAttempts.id, sql.placeholder("exceptAttemptId")) : undefined,
          ),
        )
        .prepare(name),
    );
  const [row] = exceptAttemptId
    ? await best(true).execute({ userId, kind, exceptAttemptId })
    : await best(false).execute({ userId, kind });
  return row?.best === null || row?.best === undefined ? null : Number(row.best);
}

/**
 * Adds a just-finished attempt to its kind's norm, once the attempt is stored as completed. `bestBefore`
 * is the member's best other Timed score of the kind (null: none), when the caller has read it already:
 * a finish reads it for the percentile while the attempt is still in progress, so it leaves the attempt
 * out just as reading it here again would. Left out, it is read here.
 */
export async function addToAptitudeNorms(
  db: Db,
  attempt: Finished,
  bestBefore?: number | null,
): Promise<void> {
  if (attempt.mode !== "Timed" || attempt.itemCount <= 0) return;
  const score = (attempt.correct ?? 0) / attempt.itemCount;
  const before =
    bestBefore === undefined
      ? await bestTimedScore(db, attempt.userId, attempt.kind, attempt.id)
      : bestBefore;
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
