import { sql } from "drizzle-orm";
import { type Db, type DbOrTx, queryRows } from "../../db/client";
import {
  type DueReminderSource,
  type ReminderSenderDeps,
  sendDueReminders as sendDue,
} from "../../platform/notifications/reminder-sender";
import { type DueReminder, reminderHeadline, reminderMail, reminderMessage } from "./reminder-mail";
import { planDueReminders } from "./reminders-plan";

// The tracker's reminders as the shared sender (platform/notifications/reminder-sender.ts) delivers
// them: which rows are due, and what they say. The sender claims, notifies and emails, once each.

export type ReminderDeps = ReminderSenderDeps;

const LONDON = sql.raw("'Europe/London'");

const TRACKER_REMINDERS: DueReminderSource<DueReminder> = {
  kind: "tracker_reminder",
  claim: (tx: DbOrTx, now: Date, limit: number, userId?: string) =>
    queryRows<DueReminder>(
      tx as unknown as Db,
      sql`with due as (
          select r.id, r.application_id, r.user_id, r.kind, r.text, a.firm_name, a.role_title,
            a.deadline - (${now}::timestamptz at time zone ${LONDON})::date as days_left,
            e.kind as event_kind, e.starts_at as event_starts_at, e.location as event_location
          from application_reminders r
          join applications a on a.id = r.application_id and a.user_id = r.user_id
          join "user" u on u.id = r.user_id
          left join application_events e on e.id = r.event_id
          where r.sent_at is null and r.remind_at <= ${now} and a.archived_at is null and not u.banned
            ${userId ? sql`and r.user_id = ${userId}` : sql``}
          order by r.remind_at, r.id
          limit ${limit}
          for update of r skip locked
        )
        update application_reminders r set sent_at = ${now}
        from due where r.id = due.id and r.sent_at is null
        returning due.*`,
    ),
  notification: (reminder) => ({
    title: reminderHeadline(reminder),
    message: reminderMessage(reminder),
    link: `/app/tracker/${reminder.application_id}`,
  }),
  mail: reminderMail,
};

/** Delivers every due reminder: the bell always, email while the member's reminder emails are on. */
export function sendDueReminders(deps: ReminderDeps, now = new Date(), userId?: string) {
  return sendDue(deps, TRACKER_REMINDERS, { now, userId });
}

/**
 * One run of the periodic job: plan what the coming days need, then send what is due. Tests call it
 * with a clock and one member.
 */
export async function runReminders(deps: ReminderDeps, options: { now?: Date; userId?: string } = {}) {
  const now = options.now ?? new Date();
  await planDueReminders(deps.db, now, options.userId);
  const result = await sendDueReminders(deps, now, options.userId);
  if (result.sent > 0) deps.logger.info(result, "tracker reminders sent");
  return result;
}
