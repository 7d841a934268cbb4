import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { type Db, queryRows } from "../../db/client";
import type { Mailer } from "../../platform/mail/mailer";
import { unsubscribeHeaders, unsubscribeUrl } from "../../platform/mail/unsubscribe";
import {
  type DueNetworkingReminder,
  networkingHeadline,
  networkingMessage,
  networkingReminderMail,
} from "./reminder-mail";

// Sending what is due, each reminder exactly once however many workers run and whatever restarts, as
// the tracker's reminders do: a batch is claimed (sent_at set) with FOR UPDATE SKIP LOCKED in the same
// transaction that puts the notifications in the bell; the email goes after the commit, and a failed
// email is logged while the bell entry stands. A reminder the member has done (done_at) never goes.

export type NetworkingReminderDeps = {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  authSecret: string;
};

const BATCH = 200;
export const contactLink = (contactId: string) => `/app/networking?contact=${contactId}`;

async function claimBatch(db: Db, now: Date, userId?: string): Promise<DueNetworkingReminder[]> {
  const member = userId ? sql`and r.user_id = ${userId}` : sql``;
  return db.transaction(async (tx) => {
    const claimed = await queryRows<DueNetworkingReminder>(
      tx as unknown as Db,
      sql`with due as (
          select r.id, r.contact_id, r.user_id, r.kind, c.name, c.firm,
            i.kind as interaction_kind, i.occurred_on::text as occurred_on, u.email, u.first_name,
            coalesce(p.onboarding ->> 'job_update_frequency', 'daily_summary') <> 'none' as wants_email
          from networking_reminders r
          join networking_contacts c on c.id = r.contact_id and c.user_id = r.user_id
          join networking_interactions i on i.id = r.interaction_id and i.user_id = r.user_id
          join "user" u on u.id = r.user_id
          left join profiles p on p.id = r.user_id
          where r.sent_at is null and r.done_at is null and r.remind_at <= ${now} and not u.banned
            ${member}
          order by r.remind_at, r.id
          limit ${BATCH}
          for update of r skip locked
        )
        update networking_reminders r set sent_at = ${now}
        from due where r.id = due.id and r.sent_at is null
        returning due.*`,
    );
    if (claimed.length > 0) {
      const rows = claimed.map(
        (c) =>
          sql`(${c.user_id}, 'networking_reminder', ${networkingHeadline(c)}, ${networkingMessage(c)}, ${contactLink(c.contact_id)}, ${now})`,
      );
      await tx.execute(sql`insert into user_notifications (user_id, kind, title, message, link, created_at)
        values ${sql.join(rows, sql`, `)}`);
    }
    return claimed;
  });
}

async function email(deps: NetworkingReminderDeps, reminder: DueNetworkingReminder) {
  const unsubscribe = unsubscribeUrl(deps.appUrl, deps.authSecret, reminder.user_id, "alerts");
  const mail = networkingReminderMail(reminder, {
    link: `${deps.appUrl}${contactLink(reminder.contact_id)}`,
    unsubscribeLink: unsubscribe,
  });
  try {
    await deps.mailer.send({ ...mail, headers: unsubscribeHeaders(unsubscribe) });
  } catch (err) {
    deps.logger.error(
      { err, reminder: reminder.id },
      "networking reminder email failed; the bell entry stands",
    );
  }
}

/**
 * Delivers every due reminder: the bell always, email when the member takes alert emails. Tests call it
 * with a clock and one member.
 */
export async function sendNetworkingReminders(
  deps: NetworkingReminderDeps,
  options: { now?: Date; userId?: string } = {},
) {
  const now = options.now ?? new Date();
  let sent = 0;
  for (;;) {
    const batch = await claimBatch(deps.db, now, options.userId);
    for (const reminder of batch) if (reminder.wants_email) await email(deps, reminder);
    sent += batch.length;
    if (batch.length < BATCH) break;
  }
  if (sent > 0) deps.logger.info({ sent }, "networking reminders sent");
  return { sent };
}
