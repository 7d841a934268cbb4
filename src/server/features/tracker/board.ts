import { and, asc, eq, inArray, max, ne, sql } from "drizzle-orm";
import { TRACKER_MESSAGES, type TrackerStage } from "../../../shared/schemas/tracker";
import type { DbOrTx } from "../../db/client";
import { applicationStageHistory, applications } from "../../db/schema";
import { badRequest } from "../../http/errors";

// Places on the board. A column's cards are ordered by `position` with gaps between them, so a card
// dropped between two neighbours usually takes the number halfway and nothing else moves; when there
// is no room left, the column is renumbered in one statement. Callers hold the board lock.

const GAP = 1024;
// Far from the integer column's limit, so repeated drops at one end can never overflow it.
const FURTHEST = 1_000_000_000;

type NewApplication = Omit<typeof applications.$inferInsert, "id" | "userId" | "position">;
/** An application to add, with the stages it has been through (oldest first). */
export type ApplicationDraft = {
  values: NewApplication & { stage: TrackerStage };
  history: { stage: TrackerStage; enteredAt: Date }[];
};

async function renumber(tx: DbOrTx, userId: string, ids: string[]) {
  if (ids.length === 0) return;
  const values = sql.join(
    ids.map((id, i) => sql`(${id}::uuid, ${i * GAP}::int)`),
    sql`, `,
  );
  await tx.execute(sql`update applications set position = v.position
    from (values ${values}) as v(id, position)
    where applications.id = v.id and applications.user_id = ${userId}`);
}

/**
 * The position for card `cardId` in `stage`'s column, before `beforeId` or at the end. Renumbers the
 * others when the neighbours leave no room; the caller writes the card's own stage and position.
 */
export async function placeCard(
  tx: DbOrTx,
  userId: string,
  cardId: string,
  stage: TrackerStage,
  beforeId: string | null,
): Promise<number> {
  const column = await tx
    .select({ id: applications.id, position: applications.position })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.stage, stage), ne(applications.id, cardId)))
    .orderBy(asc(applications.position), asc(applications.createdAt));
  const index = beforeId === null ? column.length : column.findIndex((card) => card.id === beforeId);
  if (index < 0) throw badRequest(TRACKER_MESSAGES.beforeCard, { before_id: TRACKER_MESSAGES.beforeCard });
  const previous = column[index - 1]?.position;
  const next = column[index]?.position;
  let position: number | null;
  if (previous === undefined) position = next === undefined ? 0 : next - GAP;
  else if (next === undefined) position = previous + GAP;
  else position = next - previous >= 2 ? Math.floor((previous + next) / 2) : null;
  if (position !== null && Math.abs(position) <= FURTHEST) return position;
  const ids = column.map((card) => card.id);
  await renumber(tx, userId, [...ids.slice(0, index), cardId, ...ids.slice(index)]);
  return index * GAP;
}

/** Adds applications at the end of their columns, each with its stage history; returns the new ids. */
export async function insertApplications(tx: DbOrTx, userId: string, drafts: ApplicationDraft[]) {
  const stages = [...new Set(drafts.map((d) => d.values.stage))];
  const ends = await tx
    .select({ stage: applications.stage, last: max(applications.position) })
    .from(applications)
    .where(and(eq(applications.userId, userId), inArray(applications.stage, stages)))
    .groupBy(applications.stage);
  const next = new Map(ends.map((e) => [e.stage, (e.last ?? -GAP) + GAP]));
  const rows = drafts.map((draft) => {
    const position = next.get(draft.values.stage) ?? 0;
    next.set(draft.values.stage, position + GAP);
    return { ...draft.values, id: crypto.randomUUID(), userId, position };
  });
  // A role tracked twice at once: the unique (member, job) index keeps the first, and the second
  // insert adds nothing (its caller then finds the first).
  const inserted = await tx
    .insert(applications)
    .values(rows)
    .onConflictDoNothing({
      target: [applications.userId, applications.jobId],
      where: sql`job_id is not null`,
    })
    .returning({ id: applications.id });
  const kept = new Set(inserted.map((r) => r.id));
  const history = rows.flatMap((row, i) =>
    kept.has(row.id) ? (drafts[i]?.history ?? []).map((h) => ({ applicationId: row.id, userId, ...h })) : [],
  );
  if (history.length) await tx.insert(applicationStageHistory).values(history);
  return rows.filter((row) => kept.has(row.id)).map((row) => row.id);
}
