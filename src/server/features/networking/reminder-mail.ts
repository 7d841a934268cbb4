import { escapeHtml } from "../../../shared/escape-html";
import { interactionLabel } from "../../../shared/schemas/networking";
import type { Mail } from "../../platform/mail/mailer";

// What a networking reminder says, in the bell and by email: whom to write to, why now, and where the
// draft is. The chat's day is named rather than "yesterday", so a late delivery is still true.

export type DueNetworkingReminder = {
  id: string;
  contact_id: string;
  user_id: string;
  kind: string;
  name: string;
  firm: string;
  interaction_kind: string;
  occurred_on: string;
};

const day = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
});
const chatDay = (reminder: DueNetworkingReminder) =>
  day.format(new Date(`${reminder.occurred_on}T12:00:00Z`));
const who = (reminder: DueNetworkingReminder) =>
  reminder.firm ? `${reminder.name} (${reminder.firm})` : reminder.name;

/** The one line both the bell and the email's subject use (after "Reminder: "). */
export function networkingHeadline(reminder: DueNetworkingReminder): string {
  return reminder.kind === "thank_you"
    ? `Send a thank-you note to ${who(reminder)}`
    : `Follow up with ${who(reminder)}`;
}

export function networkingMessage(reminder: DueNetworkingReminder): string {
  const chat = interactionLabel(reminder.interaction_kind).toLowerCase();
  return reminder.kind === "thank_you"
    ? `Your ${chat} with ${reminder.name} was on ${chatDay(reminder)}. A short thank-you within a day keeps the door open: the Thank-you template on the Networking page drafts one for you.`
    : `Your ${chat} with ${reminder.name} was on ${chatDay(reminder)}. Send a short update or a question to keep in touch: the Follow-up template on the Networking page drafts one for you.`;
}

export function networkingReminderMail(
  reminder: DueNetworkingReminder,
  to: { email: string; firstName: string | null },
  input: { link: string; unsubscribeLink: string },
): Mail {
  const greeting = to.firstName ? `Hello ${to.firstName},` : "Hello,";
  const headline = networkingHeadline(reminder);
  const message = networkingMessage(reminder);
  const footer =
    "You get networking reminders by email while they are on in your notification settings. They always appear in the app's notifications.";
  return {
    to: to.email,
    subject: `Reminder: ${headline}`,
    link: input.link,
    text: `${greeting}\n\n${headline}.\n${message}\n\nOpen the contact: ${input.link}\n\n--\n${footer}\nStop these emails: ${input.unsubscribeLink}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p><strong>${escapeHtml(headline)}.</strong><br>${escapeHtml(message)}</p>` +
      `<p><a href="${escapeHtml(input.link)}">Open the contact</a></p>` +
      `<hr><p style="color:#64748b;font-size:12px">${escapeHtml(footer)} ` +
      `<a href="${escapeHtml(input.unsubscribeLink)}">Unsubscribe</a></p>`,
  };
}
