import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  CHAT_KINDS,
  DEFAULT_FOLLOW_UP_DAYS,
  type networkingSettingsSchema,
} from "../../../shared/schemas/networking";
import { ukDayOf } from "../../../shared/uk-time";
import { type Db, queryRows } from "../../db/client";
import { networkingContacts, networkingReminders, networkingSettings } from "../../db/schema";
import { rescheduleFollowUps } from "./follow-up-schedule";
import { goalProgress } from "./goal";

// The page's top: the monthly chat goal with its streak, the follow-up cadence, and every reminder
// still open (due ones first), with the contact it is about.

type SettingsInput = z.output<typeof networkingSettingsSchema>;

async function monthCounts(db: Db, userId: string) {
  const kinds = sql.join(
    CHAT_KINDS.map((k) => sql`${k}`),
    sql`, `,
  );
  const rows = await queryRows<{ month: string; n: number }>(
    db,
    sql`select to_char(occurred_on, 'YYYY-MM') as month, count(*)::int as n
      from networking_interactions where user_id = ${userId} and kind in (${kinds})
      group by 1`,
  );
  return new Map(rows.map((r) => [r.month, Number(r.n)]));
}

export async function overview(db: Db, userId: string, now = new Date()) {
  const [settings] = await db.select().from(networkingSettings).where(eq(networkingSettings.userId, userId));
  const [counts, reminders] = await Promise.all([
    monthCounts(db, userId),
    db
      .select({
        id: networkingReminders.id,
        kind: networkingReminders.kind,
        remindAt: networkingReminders.remindAt,
        sentAt: networkingReminders.sentAt,
        contactId: networkingContacts.id,
        name: networkingContacts.name,
        firm: networkingContacts.firm,
        email: networkingContacts.email,
        followUpDays: networkingContacts.followUpDays,
      })
      .from(networkingReminders)
      .innerJoin(
        networkingContacts,
        and(eq(networkingContacts.id, networkingReminders.contactId), eq(networkingContacts.userId, userId)),
      )
      .where(and(eq(networkingReminders.userId, userId), isNull(networkingReminders.doneAt)))
      .orderBy(asc(networkingReminders.remindAt)),
  ]);
  return {
    goal: goalProgress(counts, settings?.monthlyChatGoal ?? null, ukDayOf(now)),
    settings: {
      monthly_chat_goal: settings?.monthlyChatGoal ?? null,
      follow_up_days: settings?.followUpDays ?? DEFAULT_FOLLOW_UP_DAYS,
    },
    reminders: reminders.map((r) => ({
      id: r.id,
      kind: r.kind,
      remind_at: r.remindAt.toISOString(),
      // Sent means due, whatever the clock of the page that asks.
      due: r.sentAt !== null || r.remindAt.getTime() <= now.getTime(),
      sent_at: r.sentAt?.toISOString() ?? null,
      contact: {
        id: r.contactId,
        name: r.name,
        firm: r.firm,
        email: r.email,
        follow_up_days: r.followUpDays,
      },
    })),
  };
}

/**
 * Sets the goal and the default cadence. A new default moves the follow-ups not yet sent of the contacts
 * that follow it; a contact with its own cadence keeps its dates.
 */
export async function updateSettings(db: Db, userId: string, input: SettingsInput, now = new Date()) {
  const change = {
    ...(input.monthly_chat_goal !== undefined ? { monthlyChatGoal: input.monthly_chat_goal } : {}),
    ...(input.follow_up_days !== undefined ? { followUpDays: input.follow_up_days } : {}),
    updatedAt: now,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(networkingSettings)
      .values({ userId, ...change })
      .onConflictDoUpdate({ target: networkingSettings.userId, set: change });
    if (input.follow_up_days !== undefined) await rescheduleFollowUps(tx, userId, "default-cadence", now);
  });
  return overview(db, userId, now);
}

/** The member has done what the reminder asked (or does not want to); the page stops listing it. */
export async function markReminderDone(db: Db, userId: string, reminderId: string, now = new Date()) {
  const [row] = await db
    .update(networkingReminders)
    .set({ doneAt: sql`coalesce(${networkingReminders.doneAt}, ${now}::timestamptz)` })
    .where(and(eq(networkingReminders.id, reminderId), eq(networkingReminders.userId, userId)))
    .returning({ id: networkingReminders.id });
  return row ?? null;
}
