import { z } from "zod";

// spec 000 §2.12, §3, §4.6, §7 calls 7-8: members' notifications. The kinds, the history
// page's query and the mark-read input, shared by the server's validation and the web's filters.

// The kinds and their labels live in notification-kinds.ts, which has no zod: the bell shows them.
import { NOTIFICATION_KINDS, type NotificationKind } from "../notification-kinds";

export { NOTIFICATION_KINDS, type NotificationKind };

const kindValues = NOTIFICATION_KINDS.map((kind) => kind.value) as [NotificationKind, ...NotificationKind[]];
export const notificationKindSchema = z.enum(kindValues);

/** A role a job alert or deadline reminder names; the notifications page links to its page. */
export type NotificationJob = { id: string; title: string; firm: string };

/** The popover shows the latest 50; the page pages through the rest 20 at a time. */
export const NOTIFICATION_LIST_LIMIT = 50;
export const NOTIFICATION_PAGE_SIZE = 20;

export const NOTIFICATION_MESSAGES = {
  notFound: "This notification does not exist.",
  badCursor: "This list has changed since it was loaded. Please reload it.",
} as const;

/** GET /api/notifications/history?cursor=…&unread=true&kind=job_alert (the URL of the page). */
export const notificationHistoryQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  unread: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true"),
  kind: notificationKindSchema.optional(),
});
export type NotificationHistoryQuery = z.input<typeof notificationHistoryQuerySchema>;

/** spec 000 §7 call 8: mark-notification-read takes user_notification_id. */
export const markNotificationReadSchema = z.strictObject({
  user_notification_id: z.uuid(NOTIFICATION_MESSAGES.notFound),
});
export type MarkNotificationReadInput = z.infer<typeof markNotificationReadSchema>;
