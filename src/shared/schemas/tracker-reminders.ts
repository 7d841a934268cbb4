import { z } from "zod";
import { isoDateTime } from "./dates";
import { TRACKER_MESSAGES } from "./tracker";

// The tracker's reminders and private calendar feed: inputs shared by the server's validation and the
// reminders panel's form.

export const REMINDER_TEXT_MAX = 200;

export const REMINDER_KINDS = [
  { value: "manual", label: "Your reminder" },
  { value: "deadline_7", label: "Automatic: 7 days before the deadline" },
  { value: "deadline_1", label: "Automatic: the day before the deadline" },
  { value: "event", label: "Automatic: the day before the event" },
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number]["value"];
export const reminderKindLabel = (kind: string) =>
  REMINDER_KINDS.find((k) => k.value === kind)?.label ?? kind;

export const REMINDER_MESSAGES = {
  past: TRACKER_MESSAGES.reminderPast,
  textTooLong: `A reminder's text can be at most ${REMINDER_TEXT_MAX} characters.`,
  notFound: "There is no such reminder.",
  noApplication: "There is no such application.",
  noEvent: "There is no such event.",
  noDeadline: "This application has no deadline to add to a calendar.",
  noFeed: "There is no such calendar.",
} as const;

/**
 * Add a reminder: an instant with its offset (the form turns its local date and time into one) and
 * what to be reminded of. "In the future" is checked when the input is parsed, so a form that sat open
 * past the chosen time is refused too.
 */
export const reminderCreateSchema = z.strictObject({
  remind_at: isoDateTime(TRACKER_MESSAGES.dateTime).refine(
    (value) => Date.parse(value) > Date.now(),
    REMINDER_MESSAGES.past,
  ),
  text: z
    .string()
    .transform((v) => v.replace(/[<>]/g, "").replace(/\s+/g, " ").trim())
    .pipe(z.string().max(REMINDER_TEXT_MAX, REMINDER_MESSAGES.textTooLong))
    .default(""),
});
export type ReminderCreateInput = z.input<typeof reminderCreateSchema>;

export const reminderIdParamSchema = z.object({ reminderId: z.uuid(REMINDER_MESSAGES.notFound) });
