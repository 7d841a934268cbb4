import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type { NotificationJob, NotificationKind } from "../../../shared/schemas/notifications";
import type { DbOrTx } from "../../db/client";
import { wantsEmailByKindSql } from "./email-wanted";

// The only way to create a notification (src/server/db/table-owners.ts): every feature that tells a
// member something in the bell calls notify() here, inside its own transaction when the notification
// must commit with the change it reports. The answer says, per notification, where the email goes and
// whether the member wants it (email-wanted.ts), so no sender reads the settings itself. The email is
// the caller's to send, after its transaction commits.

export type NewNotification = {
  userId: string;
  kind: NotificationKind;
  title: string;
  message: string;
  link?: string | null;
  /** The roles a job alert or deadline reminder names. */
  jobs?: NotificationJob[] | null;
  /** A broadcast's rows: at most one per member and broadcast. */
  broadcastId?: string | null;
  /** Defaults to the database's now(); a scheduled run passes its own clock. */
  createdAt?: Date;
};

/** Whom a notification went to, and whether they want its email. */
export type Recipient = {
  notificationId: string;
  userId: string;
  email: string;
  firstName: string | null;
  wantsEmail: boolean;
};

type RecipientRow = {
  notification_id: string;
  user_id: string;
  email: string;
  first_name: string | null;
  wants_email: boolean;
};

/** Rows per insert: nine parameters each stays far below PostgreSQL's 65,535 per statement. */
const ROWS_PER_INSERT = 1000;

/**
 * Creates the notifications in one multi-row insert (one per thousand). Answers in the order given:
 * each notification's recipient, or null for one not created (a broadcast the member already has).
 */
export async function notifyEach(
  db: DbOrTx,
  notifications: NewNotification[],
): Promise<(Recipient | null)[]> {
  const answers: (Recipient | null)[] = [];
  for (let start = 0; start < notifications.length; start += ROWS_PER_INSERT) {
    answers.push(...(await insertNotifications(db, notifications.slice(start, start + ROWS_PER_INSERT))));
  }
  return answers;
}

async function insertNotifications(db: DbOrTx, notifications: NewNotification[]) {
  // Ids made here, so each answer row finds its notification whatever order the database returns them in.
  const ids = notifications.map(() => randomUUID());
  const values = notifications.map(
    (n, i) =>
      sql`(${ids[i]}::uuid, ${n.userId}, ${n.kind}, ${n.title}, ${n.message}, ${n.link ?? null},
        ${n.jobs ? JSON.stringify(n.jobs) : null}::jsonb, ${n.broadcastId ?? null}::uuid,
        ${n.createdAt ? sql`${n.createdAt}::timestamptz` : sql`now()`})`,
  );
  const result = await db.execute(
    sql`with created as (
        insert into user_notifications (id, user_id, kind, title, message, link, jobs, broadcast_id, created_at)
        values ${sql.join(values, sql`, `)}
        on conflict do nothing
        returning id, user_id, kind
      )
      select c.id as notification_id, c.user_id, u.email, u.first_name,
        ${wantsEmailByKindSql(sql`c.kind`)} as wants_email
      from created c
      join "user" u on u.id = c.user_id
      left join profiles p on p.id = c.user_id`,
  );
  const rows = (result as unknown as { rows: RecipientRow[] }).rows;
  const byId = new Map(rows.map((row) => [row.notification_id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    return row
      ? {
          notificationId: row.notification_id,
          userId: row.user_id,
          email: row.email,
          firstName: row.first_name,
          wantsEmail: row.wants_email,
        }
      : null;
  });
}

/** One notification for one member; null when it was not created (see notifyEach). */
export async function notify(db: DbOrTx, notification: NewNotification): Promise<Recipient | null> {
  const [recipient] = await notifyEach(db, [notification]);
  return recipient ?? null;
}

/**
 * The same notification for every member `audience` selects, as one INSERT … SELECT (a broadcast to
 * every member stays one statement). `audience` is a condition on the `"user" u` row. A member who
 * already has this broadcast keeps the one row. The emails are the caller's, in batches (email-wanted.ts).
 */
export async function notifyAudience(
  db: DbOrTx,
  audience: SQL,
  notification: Omit<NewNotification, "userId" | "jobs" | "createdAt">,
): Promise<void> {
  await db.execute(
    sql`insert into user_notifications (user_id, kind, title, message, link, broadcast_id)
      select u.id, ${notification.kind}, ${notification.title}, ${notification.message},
        ${notification.link ?? null}, ${notification.broadcastId ?? null}::uuid
      from "user" u where ${audience}
      on conflict do nothing`,
  );
}
