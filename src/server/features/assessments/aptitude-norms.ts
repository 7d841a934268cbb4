import { and, eq, max, ne, sql } from "drizzle-orm";
import type { AptitudeKind } from "../../../shared/assessments";
import type { DbOrTx } from "../../db/client";
import { aptitudeAttempts, aptitudeNorms } from "../../db/schema";

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

/** Adds a just-finished attempt to its kind's norm; call it in the transaction that completes it. */
export async function addToAptitudeNorms(db: DbOrTx, attempt: Finished): Promise<void> {
  if (attempt.mode !== "Timed" || attempt.itemCount <= 0) return;
  const score = (attempt.correct ?? 0) / attempt.itemCount;
  const [previous] = await db
    .select({
      best: max(sql<number>`${aptitudeAttempts.correct}::float / nullif(${aptitudeAttempts.itemCount}, 0)`),
    })
    .from(aptitudeAttempts)
    .where(
      and(
        eq(aptitudeAttempts.userId, attempt.userId),
        eq(aptitudeAttempts.kind, attempt.kind),
        eq(aptitudeAttempts.mode, "Timed"),
        eq(aptitudeAttempts.status, "completed"),
        ne(aptitudeAttempts.id, attempt.id),
      ),
    );
  const before = previous?.best === null || previous?.best === undefined ? null : Number(previous.best);
  if (before !== null && score <= before) return;
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
