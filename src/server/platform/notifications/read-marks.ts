import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { userNotifications } from "../../db/schema";

// Marking a member's notifications read: the bell's and the notifications page's only change to a
// notification after it is created. The member is in every WHERE, so another member's id changes
// nothing, exactly like an unknown one.

/**
 * Marks one notification read, keeping the first read time. Answers its id, or null when the member
 * has no such notification.
 */
export async function markNotificationRead(db: DbOrTx, userId: string, id: string): Promise<string | null> {
  const [row] = await db
    .update(userNotifications)
    .set({ isRead: true, readAt: sql`coalesce(${userNotifications.readAt}, now())` })
    .where(and(eq(userNotifications.id, id), eq(userNotifications.userId, userId)))
    .returning({ id: userNotifications.id });
  return row?.id ?? null;
}

/** Marks every unread notification of the member read in one set-based update; answers how many. */
export async function markAllNotificationsRead(db: DbOrTx, userId: string): Promise<number> {
  // Counted in the database: a member with thousands of unread rows gets one number back, not every id.
  const result = await db.execute(
    sql`with changed as (
          update ${userNotifications} set is_read = true, read_at = now()
          where ${userNotifications.userId} = ${userId} and ${userNotifications.isRead} = false
          returning 1
        )
        select count(*)::int as marked from changed`,
  );
  const [changed] = (result as unknown as { rows: { marked: number }[] }).rows;
  return changed?.marked ?? 0;
}
