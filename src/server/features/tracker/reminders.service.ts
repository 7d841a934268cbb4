import { and, asc, eq, sql } from "drizzle-orm";
import { REMINDER_MESSAGES, type ReminderKind } from "../../../shared/schemas/tracker-reminders";
import { type Db, queryRows } from "../../db/client";
import { applicationReminders, applications } from "../../db/schema";
import { conflict, notFound } from "../../http/errors";

// A member's reminders on one application: their own and the automatic ones the queue plans
// (reminders-plan.ts). Every statement has the owner in its WHERE, so another member's application or
// reminder answers 404 exactly like one that does not exist.

type Row = typeof applicationReminders.$inferSelect;

const toDto = (row: Row) => ({
  id: row.id,
  kind: row.kind as ReminderKind,
  automatic: row.autoKey !== null,
  remind_at: row.remindAt.toISOString(),
  text: row.text,
  sent_at: row.sentAt?.toISOString() ?? null,
});
export type ReminderDto = ReturnType<typeof toDto>;

async function requireApplication(db: Db, userId: string, applicationId: string) {
  const [found] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)));
  if (!found) throw notFound(REMINDER_MESSAGES.noApplication);
}

export async function listReminders(db: Db, userId: string, applicationId: string) {
  await requireApplication(db, userId, applicationId);
  const rows = await db
    .select()
    .from(applicationReminders)
    .where(
      and(eq(applicationReminders.applicationId, applicationId), eq(applicationReminders.userId, userId)),
    )
    .orderBy(asc(applicationReminders.remindAt), asc(applicationReminders.id));
  return rows.map(toDto);
}

/** Inserted from the member's own application row, so a foreign or unknown id inserts nothing. */
export async function addReminder(
  db: Db,
  userId: string,
  applicationId: string,
  input: { remind_at: string; text: string },
): Promise<ReminderDto> {
  const [row] = await queryRows<{
    id: string;
    kind: string;
    auto_key: null;
    remind_at: Date | string;
    text: string;
    sent_at: null;
  }>(
    db,
    sql`insert into application_reminders (application_id, user_id, kind, remind_at, text)
      select a.id, a.user_id, 'manual', ${new Date(input.remind_at)}, ${input.text}
      from applications a where a.id = ${applicationId} and a.user_id = ${userId}
      returning id, kind, auto_key, remind_at, text, sent_at`,
  );
  if (!row) throw notFound(REMINDER_MESSAGES.noApplication);
  return toDto({
    ...row,
    applicationId,
    userId,
    eventId: null,
    autoKey: null,
    remindAt: new Date(row.remind_at),
    sentAt: null,
    createdAt: new Date(),
  });
}

/**
 * The member's own reminders can be deleted. Automatic ones follow the deadline and events: deleted,
 * the next planning run would only make them again, so the answer says what stops them instead.
 */
export async function deleteReminder(db: Db, userId: string, reminderId: string) {
  const owned = and(eq(applicationReminders.id, reminderId), eq(applicationReminders.userId, userId));
  const deleted = await db
    .delete(applicationReminders)
    .where(and(owned, sql`${applicationReminders.autoKey} is null`))
    .returning({ id: applicationReminders.id });
  if (deleted.length > 0) return;
  const [automatic] = await db
    .select({ id: applicationReminders.id })
    .from(applicationReminders)
    .where(owned);
  if (!automatic) throw notFound(REMINDER_MESSAGES.notFound);
  throw conflict(
    "Automatic reminders follow the deadline and events: change the date, or move the application out of Saved, to stop them.",
  );
}
