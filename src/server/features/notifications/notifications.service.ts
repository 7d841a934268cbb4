import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import {
  NOTIFICATION_LIST_LIMIT,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_PAGE_SIZE,
  type NotificationKind,
} from "../../../shared/schemas/notifications";
import type { Db } from "../../db/client";
import { preparedQuery } from "../../db/prepared";
import { broadcasts, userNotifications } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { markAllNotificationsRead, markNotificationRead } from "../../platform/notifications/read-marks";

// Spec 000 §3 and §4.6: a member's notifications. Every query has the owner in its WHERE
// (never read first and compared), so another member's id behaves exactly like an unknown one. Other
// features create notifications with platform/notifications/notify.ts, the table's one writer, and the
// read marks are written there too (read-marks.ts).

// The columns a notification is shown with: the lists select only these, since mapping each row's
// columns is most of what the bell costs the server.
const SHOWN = {
  id: userNotifications.id,
  kind: userNotifications.kind,
  isRead: userNotifications.isRead,
  title: userNotifications.title,
  message: userNotifications.message,
  createdAt: userNotifications.createdAt,
  link: userNotifications.link,
  jobs: userNotifications.jobs,
};
type Row = Pick<typeof userNotifications.$inferSelect, keyof typeof SHOWN>;

/** spec 000 §3's field names; a broadcast's own sent time comes from the broadcasts table. */
function toDto(row: Row, broadcastSentAt: Date | null = null) {
  return {
    id: row.id,
    user_notification_id: row.id,
    kind: row.kind as NotificationKind,
    is_read: row.isRead,
    broadcast_title: row.title,
    broadcast_message: row.message,
    broadcast_sent_at: broadcastSentAt?.toISOString() ?? null,
    notification_created_at: row.createdAt.toISOString(),
    link: row.link,
    // The roles a job alert or reminder names, each linked on the page (in-app paths).
    jobs: (row.jobs ?? []).map((job) => ({ ...job, link: `/app/premier-firms/${job.id}` })),
  };
}
export type NotificationDto = ReturnType<typeof toDto>;

const ownedBy = (userId: string) => eq(userNotifications.userId, userId);
const newestFirst = [desc(userNotifications.createdAt), desc(userNotifications.id)];

// The bell asks for these on every page of the app: prepared once per database (db/prepared.ts).
const OWNER = sql.placeholder("userId");

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const query = preparedQuery(db, "notifications_unread", (d, name) =>
    d
      .select({ count: count() })
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, OWNER), eq(userNotifications.isRead, false)))
      .prepare(name),
  );
  const [row] = await query.execute({ userId });
  return row?.count ?? 0;
}

/** spec 000 §7 call 7: the popover's list (latest 50) and the unread count over all of them. */
export async function listNotifications(db: Db, userId: string) {
  // One round trip: the count comes with the rows, from a subquery PostgreSQL evaluates once, not per
  // row. A member with no notifications gets no rows, and then has nothing unread either.
  const latest = preparedQuery(db, "notifications_latest", (d, name) =>
    d
      .select({
        row: SHOWN,
        sentAt: broadcasts.sentAt,
        unread:
          sql<number>`(select count(*) from ${userNotifications} where ${userNotifications.userId} = ${OWNER} and ${userNotifications.isRead} = false)`.mapWith(
            Number,
          ),
      })
      .from(userNotifications)
      .leftJoin(broadcasts, eq(broadcasts.id, userNotifications.broadcastId))
      .where(eq(userNotifications.userId, OWNER))
      .orderBy(...newestFirst)
      .limit(NOTIFICATION_LIST_LIMIT)
      .prepare(name),
  );
  const rows = await latest.execute({ userId });
  const unread = rows[0]?.unread ?? 0;
  return { notifications: rows.map(({ row, sentAt }) => toDto(row, sentAt)), unread_count: unread };
}

// Keyset paging on (created_at, id). The timestamp travels as Postgres' own text with microseconds: a
// JavaScript Date keeps milliseconds only, and two rows in the same millisecond would skip or repeat.
type Cursor = { t: string; id: string };
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const cursorTime = sql<string>`to_char(${userNotifications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function decodeCursor(raw: string | undefined): Cursor | null {
  if (!raw) return null;
  try {
    const cursor = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as Cursor;
    if (!CURSOR_TIME.test(cursor.t) || !UUID.test(cursor.id)) throw new Error("bad cursor");
    return cursor;
  } catch {
    throw new HttpError(400, "bad_cursor", NOTIFICATION_MESSAGES.badCursor);
  }
}

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString("base64url");

/** The /app/notifications page: every notification, newest first, filtered by unread and kind. */
export async function notificationHistory(
  db: Db,
  userId: string,
  query: { cursor?: string; unread: boolean; kind?: NotificationKind },
) {
  const cursor = decodeCursor(query.cursor);
  const filters: SQL[] = [ownedBy(userId)];
  if (query.unread) filters.push(eq(userNotifications.isRead, false));
  if (query.kind) filters.push(eq(userNotifications.kind, query.kind));
  if (cursor) {
    filters.push(
      sql`(${userNotifications.createdAt}, ${userNotifications.id}) < (${cursor.t}::timestamptz, ${cursor.id}::uuid)`,
    );
  }
  const [rows, unread] = await Promise.all([
    db
      .select({ row: SHOWN, cursorTime, sentAt: broadcasts.sentAt })
      .from(userNotifications)
      .leftJoin(broadcasts, eq(broadcasts.id, userNotifications.broadcastId))
      .where(and(...filters))
      .orderBy(...newestFirst)
      .limit(NOTIFICATION_PAGE_SIZE + 1),
    unreadCount(db, userId),
  ]);
  const page = rows.slice(0, NOTIFICATION_PAGE_SIZE);
  const last = page.at(-1);
  return {
    notifications: page.map(({ row, sentAt }) => toDto(row, sentAt)),
    unread_count: unread,
    next_cursor:
      rows.length > NOTIFICATION_PAGE_SIZE && last
        ? encodeCursor({ t: last.cursorTime, id: last.row.id })
        : null,
  };
}

/**
 * spec 000 §7 call 8. Idempotent: an already read notification answers the same as an unread one, so
 * the spec's "one call per id, in sequence" loop and a retried call both end in the same state.
 */
export async function markRead(db: Db, userId: string, id: string) {
  const marked = await markNotificationRead(db, userId, id);
  if (!marked) throw new HttpError(404, "notification_not_found", NOTIFICATION_MESSAGES.notFound);
  return { user_notification_id: marked, is_read: true, unread_count: await unreadCount(db, userId) };
}

/** 'Mark all as read' in one set-based update; answers how many changed. */
export async function markAllRead(db: Db, userId: string) {
  const marked = await markAllNotificationsRead(db, userId);
  return { marked_read: marked, unread_count: await unreadCount(db, userId) };
}
