import { z } from "zod";

// The signed unsubscribe link in announcement, job-alert, tracker and networking reminder emails
// (server/platform/mail/unsubscribe.ts):
// its query, what each scope stops, and the choice a member makes when turning alerts back on.
// Shared by the API's validation and the /unsubscribe page.

export const UNSUBSCRIBE_SCOPES = [
  "broadcasts",
  "alerts",
  "tracker_reminders",
  "networking_reminders",
] as const;
export type UnsubscribeScope = (typeof UNSUBSCRIBE_SCOPES)[number];

/** ?u=<member>&s=<scope>&t=<signature>, as the email link and the List-Unsubscribe header carry it. */
export const unsubscribeQuerySchema = z.object({
  u: z.string().min(1).max(100),
  s: z.enum(UNSUBSCRIBE_SCOPES),
  t: z.string().min(10).max(100),
});
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuerySchema>;

/** The alert frequencies a member can come back to (onboarding's job_update_frequency, minus "none"). */
export const ALERT_FREQUENCIES = ["instant", "daily_summary", "weekly_summary"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
/** Where alerts come back to when the link does not say what they were (onboarding's default). */
export const DEFAULT_ALERT_FREQUENCY: AlertFrequency = "daily_summary";

/** Undo: alerts return to the frequency they had before (the unsubscribe answer says which). */
export const resubscribeSchema = z.strictObject({
  job_update_frequency: z.enum(ALERT_FREQUENCIES).optional(),
});
export type ResubscribeInput = z.infer<typeof resubscribeSchema>;

/** What each scope stops, in the member's words. */
export const UNSUBSCRIBE_TEXTS: Record<
  UnsubscribeScope,
  { question: string; explains: string; stopped: string; resumed: string; alreadyOff: string }
> = {
  alerts: {
    question: "Stop job alert emails?",
    explains:
      "You will no longer get emails about new roles that match your answers. Job alerts still appear in the app.",
    stopped: "You will no longer receive job alert emails.",
    resumed: "Job alert emails are back on.",
    alreadyOff: "Job alert emails are already off for this account.",
  },
  tracker_reminders: {
    question: "Stop application reminder emails?",
    explains:
      "You will no longer get emails about deadlines, interviews and the reminders you set on your tracked applications. They still appear in the app's notifications, and job alert emails are not affected.",
    stopped: "You will no longer receive application reminder emails.",
    resumed: "Application reminder emails are back on.",
    alreadyOff: "Application reminder emails are already off for this account.",
  },
  networking_reminders: {
    question: "Stop networking reminder emails?",
    explains:
      "You will no longer get emails reminding you to thank or follow up with your networking contacts. They still appear in the app's notifications, and job alert emails are not affected.",
    stopped: "You will no longer receive networking reminder emails.",
    resumed: "Networking reminder emails are back on.",
    alreadyOff: "Networking reminder emails are already off for this account.",
  },
  broadcasts: {
    question: "Stop announcement emails?",
    explains:
      "You will no longer get news from the Finance Careers team by email. Announcements still appear in the app.",
    stopped: "You will no longer receive announcement emails.",
    resumed: "Announcement emails are back on.",
    alreadyOff: "Announcement emails are already off for this account.",
  },
};

export const UNSUBSCRIBE_BAD_LINK =
  "This unsubscribe link is not valid. Change your email settings in your profile.";
