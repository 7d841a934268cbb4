import { sql } from "drizzle-orm";
import { type Db, type DbOrTx, queryRows } from "../../db/client";
import {
  type DueReminderSource,
  type ReminderSenderDeps,
  sendDueReminders,
} from "../../platform/notifications/reminder-sender";
import {
  type DueNetworkingReminder,
  networkingHeadline,
  networkingMessage,
  networkingReminderMail,
} from "./reminder-mail";

// Networking's thank-you and follow-up reminders as the shared sender
// (platform/notifications/reminder-sender.ts) delivers them: which rows are due, and what they say. A
// reminder the member has done (done_at) never goes.

export type NetworkingReminderDeps = ReminderSenderDeps;

export const contactLink = (contactId: string) => `/app/networking?contact=${contactId}`;

const NETWORKING_REMINDERS: DueReminderSource<DueNetworkingReminder> = {
  kind: "networking_reminder",
  claim: (tx: DbOrTx, now: Date, limit: number, userId?: string) =>
    queryRows<DueNetworkingReminder>(
      tx as unknown as Db,
      sql`with due as (
          select r.id, r.contact_id, r.user_id, r.kind, c.name, c.firm,
            i.kind as interaction_kind, i.occurred_on::text as occurred_on
          from networking_reminders r
          join networking_contacts c on c.id = r.contact_id and c.user_id = r.user_id
          join networking_interactions i on i.id = r.interaction_id and i.user_id = r.user_id
          join "user" u on u.id = r.user_id
          where r.sent_at is null and r.done_at is null and r.remind_at <= ${now} and not u.banned
            ${userId ? sql`and r.user_id = ${userId}` : sql``}
          order by r.remind_at, r.id
          limit ${limit}
          for update of r skip locked
        )
        update networking_reminders r set sent_at = ${now}
        from due where r.id = due.id and r.sent_at is null
        returning due.*`,
    ),
  notification: (reminder) => ({
    title: networkingHeadline(reminder),
    message: networkingMessage(reminder),
    link: contactLink(reminder.contact_id),
  }),
  mail: networkingReminderMail,
};

/**
 * Delivers every due reminder: the bell always, email while the member's networking reminder emails
 * are on. Tests call it with a clock and one member.
 */
export async function sendNetworkingReminders(
  deps: NetworkingReminderDeps,
  options: { now?: Date; userId?: string } = {},
) {
  const result = await sendDueReminders(deps, NETWORKING_REMINDERS, options);
  if (result.sent > 0) deps.logger.info(result, "networking reminders sent");
  return result;
}
