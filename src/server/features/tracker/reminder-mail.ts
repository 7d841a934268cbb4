import { escapeHtml } from "../../../shared/escape-html";
import { APPLICATION_EVENT_KINDS } from "../../../shared/schemas/tracker";
import { ukWeekdayDateTime } from "../../../shared/uk-time";
import type { Mail } from "../../platform/mail/mailer";

// What a reminder says, in the bell and by email. Deadline reminders count the days when they are sent,
// and event reminders name the date, so a reminder delivered late (a worker was down) is still true.

export type DueReminder = {
  id: string;
  application_id: string;
  user_id: string;
  kind: string;
  text: string;
  firm_name: string;
  role_title: string;
  /** Days from today (UK) to the deadline, for deadline reminders. */
  days_left: number | null;
  event_kind: string | null;
  event_starts_at: Date | string | null;
  event_location: string | null;
};

const closes = (days: number) =>
  days <= 0 ? "closes today" : days === 1 ? "closes tomorrow" : `closes in ${days} days`;

/** The one line both the bell and the email's subject use (after "Reminder: "). */
export function reminderHeadline(reminder: DueReminder): string {
  const what = `${reminder.firm_name} ${reminder.role_title}`;
  if (reminder.kind.startsWith("deadline_")) return `${what} ${closes(reminder.days_left ?? 0)}`;
  if (reminder.kind === "event" && reminder.event_starts_at) {
    const label = APPLICATION_EVENT_KINDS.find((k) => k.value === reminder.event_kind)?.label ?? "Event";
    return `${what}: ${label.toLowerCase()} on ${ukWeekdayDateTime(new Date(reminder.event_starts_at))}`;
  }
  return reminder.text ? `${what}: ${reminder.text}` : what;
}

export function reminderMessage(reminder: DueReminder): string {
  if (reminder.kind === "manual") return reminder.text || "You asked to be reminded about this application.";
  if (reminder.kind === "event") {
    const where = reminder.event_location ? ` Where: ${reminder.event_location}.` : "";
    return `Get ready: check the details and your notes on the application page.${where}`;
  }
  return "It is still in Saved: apply before it closes, or move it on the board if you already have.";
}

/** A sentence ends once: the member's own reminder text may already end with a full stop. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * The email: the headline once, then what to do, unless that only repeats the headline (a reminder's
 * own text is already in it). Its unsubscribe link stops tracker reminder emails only.
 */
export function reminderMail(
  reminder: DueReminder,
  to: { email: string; firstName: string | null },
  input: { link: string; unsubscribeLink: string },
): Mail {
  const greeting = to.firstName ? `Hello ${to.firstName},` : "Hello,";
  const headline = reminderHeadline(reminder);
  const message = reminderMessage(reminder);
  const detail = headline.includes(message) ? null : message;
  const footer =
    "You get application reminders by email while they are on in your notification settings. They always appear in the app's notifications.";
  const textDetail = detail ? `\n${detail}` : "";
  const htmlDetail = detail ? `<br>${escapeHtml(detail)}` : "";
  return {
    to: to.email,
    subject: `Reminder: ${headline}`,
    link: input.link,
    text: `${greeting}\n\n${sentence(headline)}${textDetail}\n\nOpen the application: ${input.link}\n\n--\n${footer}\nStop these emails: ${input.unsubscribeLink}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p><strong>${escapeHtml(sentence(headline))}</strong>${htmlDetail}</p>` +
      `<p><a href="${escapeHtml(input.link)}">Open the application</a></p>` +
      `<hr><p style="color:#64748b;font-size:12px">${escapeHtml(footer)} ` +
      `<a href="${escapeHtml(input.unsubscribeLink)}">Unsubscribe</a></p>`,
  };
}
