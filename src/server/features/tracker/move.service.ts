import { and, eq, sql } from "drizzle-orm";
import { APPLIED_STAGES, type TrackerStage } from "../../../shared/schemas/tracker";
import type { Db } from "../../db/client";
import { applicationStageHistory, applications } from "../../db/schema";
import { notFound } from "../../http/errors";
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
  });
  return { application: await cardOf(db, userId, applicationId) };
}

const appliedStagesSql = sql.join(
  APPLIED_STAGES.map((stage) => sql`${stage}`),
  sql`, `,
);

/**
 * Sets the date a stage was entered (applications that happened before tracking). `applied_at` follows
 * the Applied stage's date, or the first stage past it when Applied was skipped.
 */
export async function correctStageDate(
  db: Db,
  userId: string,
  applicationId: string,
  historyId: string,
  enteredAt: string,
  now = new Date(),
) {
  const at = pastInstant(enteredAt, now);
  await db.transaction(async (tx) => {
    const corrected = await tx
      .update(applicationStageHistory)
      .set({ enteredAt: at })
      .where(
        and(
          eq(applicationStageHistory.id, historyId),
          eq(applicationStageHistory.applicationId, applicationId),
          eq(applicationStageHistory.userId, userId),
        ),
      )
      .returning({ id: applicationStageHistory.id });
    if (corrected.length === 0) throw notFound("There is no such stage date.");
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
