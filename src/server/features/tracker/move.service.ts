import { and, asc, eq, sql } from "drizzle-orm";
import { APPLIED_STAGES, stageLabel, type TrackerStage } from "../../../shared/schemas/tracker";
import { ukDayOf, ukShortDate } from "../../../shared/uk-time";
import type { Db, DbOrTx } from "../../db/client";
import { applicationStageHistory, applications } from "../../db/schema";
import { badRequest, notFound } from "../../http/errors";
import { placeCard } from "./board";
import { applicationNotFound, cardOf, detailOf } from "./cards";
import { pastInstant } from "./dates";
import { lockBoard } from "./free-limit";

// Moving a card (drag and drop, the keyboard, or `Move to`) and correcting when a stage was entered.
// Every change of stage is recorded with its date; `applied_at` is the day the member applied, which
// the guarantee's count and the summary's "applied this week" read.

const owned = (userId: string, applicationId: string) =>
  and(eq(applications.id, applicationId), eq(applications.userId, userId));

export async function moveApplication(
  db: Db,
  userId: string,
  applicationId: string,
  input: { stage: TrackerStage; before_id: string | null },
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    await lockBoard(tx, userId);
    await moveCard(tx, userId, applicationId, input, now);
  });
  return { application: await cardOf(db, userId, applicationId) };
}

/** Moves one card inside the caller's transaction, which holds the board lock (a bulk move too). */
export async function moveCard(
  tx: DbOrTx,
  userId: string,
  applicationId: string,
  input: { stage: TrackerStage; before_id: string | null },
  now: Date,
) {
  const [current] = await tx
    .select({ stage: applications.stage, appliedAt: applications.appliedAt })
    .from(applications)
    .where(owned(userId, applicationId));
  if (!current) throw applicationNotFound();
  const changed = current.stage !== input.stage;
  // Dropped just before itself in its own column: it stays where it is.
  if (!changed && input.before_id === applicationId) return;
  const position = await placeCard(tx, userId, applicationId, input.stage, input.before_id);
  const firstApplied = changed && !current.appliedAt && APPLIED_STAGES.includes(input.stage);
  await tx
    .update(applications)
    .set({
      stage: input.stage,
      position,
      ...(changed && { updatedAt: now }),
      ...(firstApplied && { appliedAt: now }),
    })
    .where(owned(userId, applicationId));
  if (changed) {
    await tx
      .insert(applicationStageHistory)
      .values({ applicationId, userId, stage: input.stage, enteredAt: now });
  }
}

type HistoryEntry = { id: string; stage: string; enteredAt: Date; createdAt: Date };

function outOfOrder(entry: HistoryEntry, other: HistoryEntry, relation: "before" | "after") {
  const message =
    `The ${stageLabel(entry.stage)} date can't be ${relation} the ${stageLabel(other.stage)} date ` +
    `(${ukShortDate(other.enteredAt)}). ` +
    (relation === "before"
      ? `Correct the ${stageLabel(other.stage)} date first if it was earlier.`
      : `Correct the ${stageLabel(other.stage)} date first if it was later.`);
  return badRequest(message, { entered_at: message });
}

/**
 * Where a corrected date may go: not before the stage entered just before it, nor after the one just
 * after, so the timeline keeps the order the stages happened in; a date on the same UK day as its
 * neighbour stays next to it, in order. The Saved entry a card starts with is left out: it says when
 * tracking began, which for an application made before tracking is after everything else.
 */
function placeInHistory(history: HistoryEntry[], historyId: string, given: Date): Date {
  const start = history.reduce<HistoryEntry | undefined>(
    (first, h) => (first && first.createdAt <= h.createdAt ? first : h),
    undefined,
  );
  const startedSaved = start?.stage === "saved" ? start : undefined;
  if (startedSaved?.id === historyId) return given;
  const ordered = history.filter((h) => h !== startedSaved);
  const index = ordered.findIndex((h) => h.id === historyId);
  const entry = ordered[index];
  if (!entry) throw notFound("There is no such stage date.");
  const previous = ordered[index - 1];
  const next = ordered[index + 1];
  let at = given;
  if (previous && at < previous.enteredAt) {
    if (ukDayOf(at) !== ukDayOf(previous.enteredAt)) throw outOfOrder(entry, previous, "before");
    at = previous.enteredAt;
  }
  if (next && at > next.enteredAt) {
    if (ukDayOf(at) !== ukDayOf(next.enteredAt)) throw outOfOrder(entry, next, "after");
    at = next.enteredAt;
  }
  return at;
}

const appliedStagesSql = sql.join(
  APPLIED_STAGES.map((stage) => sql`${stage}`),
  sql`, `,
);

/**
 * Sets the date a stage was entered (applications that happened before tracking), in order with the
 * stages around it. `applied_at` follows the Applied stage's date, or the first stage past it when
 * Applied was skipped.
 */
export async function correctStageDate(
  db: Db,
  userId: string,
  applicationId: string,
  historyId: string,
  enteredAt: string,
  now = new Date(),
) {
  const given = pastInstant(enteredAt, now);
  await db.transaction(async (tx) => {
    await lockBoard(tx, userId);
    const history = await tx
      .select({
        id: applicationStageHistory.id,
        stage: applicationStageHistory.stage,
        enteredAt: applicationStageHistory.enteredAt,
        createdAt: applicationStageHistory.createdAt,
      })
      .from(applicationStageHistory)
      .where(
        and(
          eq(applicationStageHistory.applicationId, applicationId),
          eq(applicationStageHistory.userId, userId),
        ),
      )
      // The order the application page shows, which is the order the stages were entered.
      .orderBy(asc(applicationStageHistory.enteredAt), asc(applicationStageHistory.createdAt));
    const at = placeInHistory(history, historyId, given);
    await tx
      .update(applicationStageHistory)
      .set({ enteredAt: at })
      .where(and(eq(applicationStageHistory.id, historyId), eq(applicationStageHistory.userId, userId)));
    await tx
      .update(applications)
      .set({
        appliedAt: sql`coalesce(
          (select min(h.entered_at) from application_stage_history h
            where h.application_id = ${applicationId} and h.stage = 'applied'),
          (select min(h.entered_at) from application_stage_history h
            where h.application_id = ${applicationId} and h.stage in (${appliedStagesSql})),
          ${applications.appliedAt})`,
        updatedAt: now,
      })
      .where(owned(userId, applicationId));
  });
  return { application: await detailOf(db, userId, applicationId) };
}
