import { z } from "zod";

// spec 000 §2.12, §3, §4.6, §7 calls 7-8: members' notifications. The kinds, the history
// page's query and the mark-read input, shared by the server's validation and the web's filters.

export const NOTIFICATION_KINDS = [
  { value: "job_alert", label: "Job alerts" },
  { value: "closing_reminder", label: "Deadline reminders" },
  { value: "tracker_reminder", label: "Application reminders" },
  { value: "networking_reminder", label: "Networking follow-ups" },
  { value: "broadcast", label: "Announcements" },
  { value: "support_reply", label: "Support replies" },
  // A student asks an alum to chat, and the alum's acceptance back to the student.
  { value: "alumni_chat", label: "Alumni chat requests" },
  // Admins only: a member marked a support message as urgent.
  { value: "support_urgent", label: "Urgent support messages" },
  // Admins only: a job source could not be read three runs in a row.
  { value: "job_source_failing", label: "Job source failures" },
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]["value"];

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
