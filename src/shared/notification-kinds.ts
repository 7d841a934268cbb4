// The kinds of notification and the labels the bell, the notifications page and the settings show.

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
