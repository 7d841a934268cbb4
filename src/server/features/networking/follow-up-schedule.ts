import { sql } from "drizzle-orm";
import { DEFAULT_FOLLOW_UP_DAYS } from "../../../shared/schemas/networking";
import type { DbOrTx } from "../../db/client";

// Every open follow-up is due at 09:00 UK time on the day its contact's cadence ends after the chat
// (follow-up-times.ts): the contact's own cadence when it has one, else the member's default. When
// either changes, the follow-ups not yet sent move with it, so the list always shows the cadence the
// member has now; one already sent stays as it was.

/**
 * Reschedules open follow-ups by the cadence each has now: one contact's, or (after the default changed)
 * those of every contact that follows the default.
 */
export async function rescheduleFollowUps(
  tx: DbOrTx,
  userId: string,
  scope: { contactId: string } | "default-cadence",
  now = new Date(),
) {
  await tx.execute(sql`update networking_reminders r
    set remind_at = greatest(
      ((i.occurred_on + coalesce(c.follow_up_days, s.follow_up_days, ${DEFAULT_FOLLOW_UP_DAYS}::int))::timestamp
        + time '09:00') at time zone 'Europe/London',
      ${now}::timestamptz)
    from networking_interactions i
      join networking_contacts c on c.id = i.contact_id and c.user_id = ${userId}
      left join networking_settings s on s.user_id = c.user_id
    where i.id = r.interaction_id and r.user_id = ${userId} and r.kind = 'follow_up'
      and r.sent_at is null and r.done_at is null
      and ${scope === "default-cadence" ? sql`c.follow_up_days is null` : sql`c.id = ${scope.contactId}::uuid`}`);
}
