import type { Logger } from "pino";
import type { Db, DbOrTx } from "../../db/client";
import type { Mail, Mailer } from "../mail/mailer";
import { unsubscribeHeaders, unsubscribeUrl } from "../mail/unsubscribe";
import { unsubscribeScopeOf } from "./email-wanted";
import { notifyEach, type Recipient } from "./notify";

// Sending what is due, each reminder exactly once however many workers run and whatever restarts. A
// batch is claimed (its rows marked sent, FOR UPDATE SKIP LOCKED) in the same transaction that puts the
// notifications in the bell, so two workers never take the same row and a crash before the commit
// leaves the batch for the next run. The emails go after the commit, to members who want them
// (email-wanted.ts): a failed email is logged and the bell entry stands (never a second one).
// The tracker's and networking's reminders use this; each supplies its query and its wording.

export type ReminderSenderDeps = {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  authSecret: string;
};

export type DueReminderSource<Due extends { id: string; user_id: string }> = {
  kind: "tracker_reminder" | "networking_reminder";
  /**
   * Marks up to `limit` due reminders sent and answers them, oldest first, in the caller's transaction;
   * rows another worker holds are skipped. `userId` narrows it to one member (tests).
   */
  claim(tx: DbOrTx, now: Date, limit: number, userId?: string): Promise<Due[]>;
  /** What the bell shows; `link` is a path in the app. */
  notification(due: Due): { title: string; message: string; link: string };
  /** The email to the recipient, linking to `link` (absolute) with the unsubscribe link in its footer. */
  mail(due: Due, to: Recipient, links: { link: string; unsubscribeLink: string }): Mail;
};

const BATCH = 200;

async function claimBatch<Due extends { id: string; user_id: string }>(
  db: Db,
  source: DueReminderSource<Due>,
  now: Date,
  userId?: string,
) {
  return db.transaction(async (tx) => {
    const claimed = await source.claim(tx, now, BATCH, userId);
    const recipients = await notifyEach(
      tx,
      claimed.map((due) => ({
        userId: due.user_id,
        kind: source.kind,
        createdAt: now,
        ...source.notification(due),
      })),
    );
    return claimed.map((due, i) => ({ due, recipient: recipients[i] ?? null }));
  });
}

async function email<Due extends { id: string; user_id: string }>(
  deps: ReminderSenderDeps,
  source: DueReminderSource<Due>,
  due: Due,
  to: Recipient,
) {
  const scope = unsubscribeScopeOf(source.kind);
  if (!scope) throw new Error(`${source.kind} emails need an unsubscribe scope`);
  const unsubscribeLink = unsubscribeUrl(deps.appUrl, deps.authSecret, to.userId, scope);
  const mail = source.mail(due, to, {
    link: `${deps.appUrl}${source.notification(due).link}`,
    unsubscribeLink,
  });
  try {
    await deps.mailer.send({ ...mail, headers: unsubscribeHeaders(unsubscribeLink) });
  } catch (err) {
    deps.logger.error(
      { err, reminder: due.id, kind: source.kind },
      "reminder email failed; the bell entry stands",
    );
  }
}

/** Delivers every due reminder: the bell always, the email when the member wants it. */
export async function sendDueReminders<Due extends { id: string; user_id: string }>(
  deps: ReminderSenderDeps,
  source: DueReminderSource<Due>,
  options: { now?: Date; userId?: string } = {},
): Promise<{ sent: number }> {
  const now = options.now ?? new Date();
  let sent = 0;
  for (;;) {
    const batch = await claimBatch(deps.db, source, now, options.userId);
    for (const { due, recipient } of batch)
      if (recipient?.wantsEmail) await email(deps, source, due, recipient);
    sent += batch.length;
    if (batch.length < BATCH) break;
  }
  return { sent };
}
