import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { applicationEventSchema, applicationEventUpdateSchema } from "../../../shared/schemas/tracker";
import type { Db, DbOrTx } from "../../db/client";
import { applicationEvents, applications } from "../../db/schema";
import { notFound } from "../../http/errors";
import { applicationNotFound, detailOf } from "./cards";

// An application's dated events: an online test due, an interview (time, format, place), an
// assessment centre, an offer's reply-by date. Each answer is the application page in full.

type EventInput = z.output<typeof applicationEventSchema>;
type EventUpdate = z.output<typeof applicationEventUpdateSchema>;

const eventNotFound = () => notFound("There is no such event.");

/** Marks the member's application as just updated; 404 when it is not theirs. */
async function touchApplication(tx: DbOrTx, userId: string, applicationId: string, now: Date) {
  const touched = await tx
    .update(applications)
    .set({ updatedAt: now })
    .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)))
    .returning({ id: applications.id });
  if (touched.length === 0) throw applicationNotFound();
}

const ownedEvent = (userId: string, applicationId: string, eventId: string) =>
  and(
    eq(applicationEvents.id, eventId),
    eq(applicationEvents.applicationId, applicationId),
    eq(applicationEvents.userId, userId),
  );

export async function addEvent(db: Db, userId: string, applicationId: string, input: EventInput) {
  await db.transaction(async (tx) => {
    await touchApplication(tx, userId, applicationId, new Date());
    await tx.insert(applicationEvents).values({
      applicationId,
      userId,
      kind: input.kind,
      startsAt: new Date(input.starts_at),
      format: input.format || null,
      location: input.location || null,
      notes: input.notes,
    });
  });
  return { application: await detailOf(db, userId, applicationId) };
}

export async function updateEvent(
  db: Db,
  userId: string,
  applicationId: string,
  eventId: string,
  input: EventUpdate,
) {
  await db.transaction(async (tx) => {
    await touchApplication(tx, userId, applicationId, new Date());
    const changes = {
      kind: input.kind,
      startsAt: input.starts_at === undefined ? undefined : new Date(input.starts_at),
      format: input.format === undefined ? undefined : input.format || null,
      location: input.location === undefined ? undefined : input.location || null,
      notes: input.notes,
    };
    // Writing the id onto itself keeps an empty edit valid SQL while still finding the event.
    const updated = await tx
      .update(applicationEvents)
      .set({ id: sql`${applicationEvents.id}`, ...changes })
      .where(ownedEvent(userId, applicationId, eventId))
      .returning({ id: applicationEvents.id });
    if (updated.length === 0) throw eventNotFound();
  });
  return { application: await detailOf(db, userId, applicationId) };
}

export async function deleteEvent(db: Db, userId: string, applicationId: string, eventId: string) {
  await db.transaction(async (tx) => {
    await touchApplication(tx, userId, applicationId, new Date());
    const deleted = await tx
      .delete(applicationEvents)
      .where(ownedEvent(userId, applicationId, eventId))
      .returning({ id: applicationEvents.id });
    if (deleted.length === 0) throw eventNotFound();
  });
  return { application: await detailOf(db, userId, applicationId) };
}
