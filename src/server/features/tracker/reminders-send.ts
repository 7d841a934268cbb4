import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { type Db, queryRows } from "../../db/client";
import type { Mailer } from "../../platform/mail/mailer";
import { unsubscribeHeaders, unsubscribeUrl } from "../../platform/mail/unsubscribe";
import { type DueReminder, reminderHeadline, reminderMail, reminderMessage } from "./reminder-mail";
import { planDueReminders } from "./reminders-plan";

// Sending what is due, each reminder exactly once however many workers run and whatever restarts:
// a batch is claimed (sent_at set) with FOR UPDATE SKIP LOCKED in the same transaction that puts the
// notifications in the bell, so two workers never take the same row and a crash before the commit
// leaves the batch for the next run. The email goes after the commit, as job alerts do: a failed email
// is logged and the in-app reminder stands (never a second bell entry).

export type ReminderDeps = { db: Db; mailer: Mailer; logger: Logger; appUrl: string; authSecret: string };

const BATCH = 200;
const LONDON = sql.raw("'Europe/London'");

/** Claims up to one batch of due reminders and records their notifications, in one transaction. */
async function claimBatch(db: Db, now: Date, userId?: string): Promise<DueReminder[]> {
  const member = userId ? sql`and r.user_id = ${userId}` : sql``;
  return db.transaction(async (tx) => {
    const claimed = await queryRows<DueReminder>(
      tx as unknown as Db,
      sql`with due as (
          select r.id, r.application_id, r.user_id, r.kind, r.text, a.firm_name, a.role_title,
            a.deadline - (${now}::timestamptz at time zone ${LONDON})::date as days_left,
            e.kind as event_kind, e.starts_at as event_starts_at, e.location as event_location,
            u.email, u.first_name,
            coalesce(p.email_tracker_reminders, true) as wants_email
          from application_reminders r
          join applications a on a.id = r.application_id and a.user_id = r.user_id
          join "user" u on u.id = r.user_id
          left join profiles p on p.id = r.user_id
          left join application_events e on e.id = r.event_id
          where r.sent_at is null and r.remind_at <= ${now} and a.archived_at is null and not u.banned
            ${member}
          order by r.remind_at, r.id
          limit ${BATCH}
          for update of r skip locked
        )
        update application_reminders r set sent_at = ${now}
        from due where r.id = due.id and r.sent_at is null
        returning due.*`,
    );
    if (claimed.length > 0) {
      const rows = claimed.map(
        (c) =>
          sql`(${c.user_id}, 'tracker_reminder', ${reminderHeadline(c)}, ${reminderMessage(c)}, ${`/app/tracker/${c.application_id}`}, ${now})`,
      );
      await tx.execute(sql`insert into user_notifications (user_id, kind, title, message, link, created_at)
        values ${sql.join(rows, sql`, `)}`);
    }
    return claimed;
  });
}

async function email(deps: ReminderDeps, reminder: DueReminder) {
  const unsubscribe = unsubscribeUrl(deps.appUrl, deps.authSecret, reminder.user_id, "tracker_reminders");
  const mail = reminderMail(reminder, {
    link: `${deps.appUrl}/app/tracker/${reminder.application_id}`,
    unsubscribeLink: unsubscribe,
  });
  try {
    await deps.mailer.send({ ...mail, headers: unsubscribeHeaders(unsubscribe) });
  } catch (err) {
    deps.logger.error({ err, reminder: reminder.id }, "reminder email failed; the in-app reminder stands");
  }
}

/** Delivers every due reminder: the bell always, email while the member's reminder emails are on. */
export async function sendDueReminders(deps: ReminderDeps, now = new Date(), userId?: string) {
  let sent = 0;
  for (;;) {
    const batch = await claimBatch(deps.db, now, userId);
    for (const reminder of batch) if (reminder.wants_email) await email(deps, reminder);
    sent += batch.length;
    if (batch.length < BATCH) break;
  }
  return { sent };
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
