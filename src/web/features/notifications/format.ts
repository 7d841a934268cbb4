import { formatDistance } from "date-fns";
import { MESSAGE_PREVIEW_CHARS } from "../../../shared/constants";

// spec 000 §2.12: how one notification reads in the popover.

/** The first 100 characters, followed by '...' when the message is longer. */
export function previewMessage(message: string): string {
  return message.length > MESSAGE_PREVIEW_CHARS ? `${message.slice(0, MESSAGE_PREVIEW_CHARS)}...` : message;
}

type Times = { broadcast_sent_at: string | null; notification_created_at: string | null };

/** The broadcast's sent time, else the notification's created time; null when neither is a date. */
export function notificationTime(item: Times): Date | null {
  for (const value of [item.broadcast_sent_at, item.notification_created_at]) {
    if (!value) continue;
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return null;
}

/** 'x ago' from notificationTime, else 'Recently'. */
export function relativeTime(item: Times, now = new Date()): string {
  const date = notificationTime(item);
  if (!date) return "Recently";
  // formatDistanceToNow with `now` passed in (for tests). A clock slightly behind the server's must not
  // say "in a few seconds".
  return formatDistance(date > now ? now : date, now, { addSuffix: true });
}
