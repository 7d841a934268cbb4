import { escapeHtml } from "../../../shared/escape-html";
import { closingLabel, WORKPLACES } from "../../../shared/jobs";
import { LOCATIONS } from "../../../shared/onboarding";
import { ukLongDate } from "../../../shared/uk-time";
import type { Mail } from "./mailer";

/** A message quoted in plain text: "> " before each line. */
const quotedText = (message: string) =>
  message
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");

/** A message quoted in HTML, escaped, with its line breaks kept. */
const quotedHtml = (message: string, border = "#cbd5e1") =>
  `<blockquote style="margin:0 0 1em;padding-left:1em;border-left:3px solid ${border};color:#334155">` +
  `${escapeHtml(message).replace(/\n/g, "<br>")}</blockquote>`;

function actionMail(
  to: string,
  subject: string,
  intro: string,
  action: string,
  link: string,
  outro: string,
): Mail {
  return {
    to,
    subject,
    link,
    text: `${intro}\n\n${action}: ${link}\n\n${outro}\n`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p>`,
  };
}

export const passwordResetMail = (to: string, link: string) =>
  actionMail(
    to,
    "Reset your password",
    "We received a request to reset the password for your account.",
    "Choose a new password",
    link,
    "The link works once and expires in 30 minutes. If you did not ask for this, you can ignore this email.",
  );

/** A one-time sign-in link, asked for on the login page when password sign-in is paused there. */
export const signInLinkMail = (to: string, link: string, minutes: number) =>
  actionMail(
    to,
    "Your sign-in link",
    "We received a request to sign in to your Finance Careers account with a link instead of your password.",
    "Sign in to Finance Careers",
    link,
    `The link works once and expires in ${minutes} minutes. If you did not ask for it, you can ignore this email: nobody can use it without access to your inbox.`,
  );

export const verificationMail = (to: string, link: string) =>
  actionMail(
    to,
    "Confirm your email address",
    "Welcome! Please confirm your email address to activate your account.",
    "Confirm my email",
    link,
    "If you did not create an account, you can ignore this email.",
  );

export const emailChangeMail = (to: string, link: string) =>
  actionMail(
    to,
    "Confirm your new email address",
    "You asked to use this address for your Finance Careers account. Your email changes when you open the link below.",
    "Use this email address",
    link,
    "If you did not ask for this, ignore this email: nothing changes until the link is opened.",
  );

/** The receipt a visitor gets after the contact form: what they sent, and when to expect a reply. */
export function contactConfirmationMail(
  to: string,
  message: { name: string; subject: string; message: string },
  replyWorkingDays: number,
  supportEmail: string,
): Mail {
  const greeting = `Hello ${message.name},`;
  const intro = `Thank you for contacting Finance Careers. We got your message about "${message.subject}" and will reply to this address within ${replyWorkingDays} working days.`;
  const outro = `If you want to add anything, write to ${supportEmail}. If you did not send this message, you can ignore this email.`;
  const quoted = quotedText(message.message);
  return {
    to,
    subject: `We received your message: ${message.subject}`,
    text: `${greeting}\n\n${intro}\n\nYour message:\n\n${quoted}\n\n${outro}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><p>Your message:</p>` +
      `${quotedHtml(message.message)}<p>${escapeHtml(outro)}</p>`,
  };
}

/** To each admin: a member marked a support message as urgent. */
export function urgentSupportMail(
  to: string,
  input: { memberName: string; memberEmail: string; message: string; link: string },
): Mail {
  const intro = `${input.memberName} (${input.memberEmail}) sent an urgent support message:`;
  const outro = `Answer it in the support inbox: ${input.link}`;
  const quoted = quotedText(input.message);
  return {
    to,
    subject: `Urgent support message from ${input.memberName}`,
    link: input.link,
    text: `${intro}\n\n${quoted}\n\n${outro}\n`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      quotedHtml(input.message, "#dc2626") +
      `<p><a href="${escapeHtml(input.link)}">Answer it in the support inbox</a></p>`,
  };
}

/** An admin's reply to a member's or visitor's message. */
export function supportReplyMail(
  to: string,
  input: { firstName: string; reply: string; link: string | null },
): Mail {
  const greeting = input.firstName ? `Hello ${input.firstName},` : "Hello,";
  const intro = "Our support team has replied to your message:";
  const outro = input.link
    ? `You can read the whole conversation and answer in the app: ${input.link}`
    : "Reply to this email if you need anything else.";
  const quoted = quotedText(input.reply);
  return {
    to,
    subject: "Finance Careers support replied to your message",
    text: `${greeting}\n\n${intro}\n\n${quoted}\n\n${outro}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>` +
      `${quotedHtml(input.reply)}<p>${escapeHtml(outro)}</p>`,
  };
}

/** To an alum: a student of their university asks to chat (docs/decisions/0025). */
export function alumniRequestMail(
  to: string,
  input: { firstName: string; studentName: string; university: string; message: string; link: string },
): Mail {
  const greeting = input.firstName ? `Hello ${input.firstName},` : "Hello,";
  const intro = `${input.studentName}, a student of ${input.university}, would like to chat with you:`;
  const outro =
    "Accept to share your email addresses with each other, or decline; they are not told your email unless you accept.";
  const footer =
    "You get these because you listed yourself as an alum in your profile's privacy settings. Turn the listing off there to stop new requests.";
  return {
    to,
    subject: `${input.studentName} would like to chat`,
    link: input.link,
    text: `${greeting}\n\n${intro}\n\n${quotedText(input.message)}\n\n${outro}\nAnswer the request: ${input.link}\n\n--\n${footer}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>${quotedHtml(input.message)}` +
      `<p>${escapeHtml(outro)}</p><p><a href="${escapeHtml(input.link)}">Answer the request</a></p>` +
      `<hr><p style="color:#64748b;font-size:12px">${escapeHtml(footer)}</p>`,
  };
}

/** To a student: the alum accepted their chat request; the email addresses are in the app. */
export function alumniAcceptedMail(
  to: string,
  input: { firstName: string; alumName: string; link: string },
): Mail {
  const greeting = input.firstName ? `Hello ${input.firstName},` : "Hello,";
  const intro = `${input.alumName} accepted your chat request. You can now see each other's email address in the app: write to them to arrange a time.`;
  return {
    to,
    subject: `${input.alumName} accepted your chat request`,
    link: input.link,
    text: `${greeting}\n\n${intro}\n\nSee their email address: ${input.link}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(input.link)}">See their email address</a></p>`,
  };
}

/** An announcement from the team, with the unsubscribe link every such email carries. */
export function broadcastMail(
  to: string,
  input: { firstName: string; title: string; message: string; unsubscribeLink: string },
): Mail {
  const greeting = input.firstName ? `Hello ${input.firstName},` : "Hello,";
  const footer = `You receive announcements because you have a Finance Careers account. Stop announcement emails: ${input.unsubscribeLink}`;
  return {
    to,
    subject: input.title,
    text: `${greeting}\n\n${input.message}\n\n--\n${footer}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(input.message).replace(/\n/g, "<br>")}</p>` +
      `<hr><p style="color:#64748b;font-size:12px">You receive announcements because you have a Finance Careers account. ` +
      `<a href="${escapeHtml(input.unsubscribeLink)}">Unsubscribe</a></p>`,
  };
}

/** A role in an alert or reminder: locations are LOCATIONS values; reasons say why it matches. */
export type AlertJob = {
  id: string;
  title: string;
  firm: string;
  locations: string[];
  workplace: string | null;
  closesAt: Date | null;
  rolling: boolean;
  reasons: string[];
};

type JobListInput = {
  firstName: string;
  jobs: AlertJob[];
  appUrl: string;
  unsubscribeLink: string;
  /** Matches beyond the listed ones, and the feed filtered to them ("and N more"). */
  more?: { count: number; link: string };
  now?: Date;
};

const LOCATION_LABELS = new Map<string, string>(LOCATIONS.map((l) => [l.value, l.label]));

/** "London, Manchester · Hybrid": the places by name, and the workplace when it is not on site. */
function whereLabel(job: AlertJob): string {
  const places = job.locations.map((l) => LOCATION_LABELS.get(l) ?? l);
  const workplace = WORKPLACES.find((w) => w.value === job.workplace && w.value !== "onsite")?.label;
  return [places.join(", "), workplace].filter(Boolean).join(" · ");
}

/** "Closes in 5 days (12 June 2026)", "Rolling", or nothing when the role names no deadline. */
function deadlineLabel(job: AlertJob, now: Date): string {
  const label = closingLabel(job.closesAt?.toISOString() ?? null, job.rolling, now);
  if (!label) return "";
  return job.rolling || !job.closesAt ? label : `${label} (${ukLongDate(job.closesAt)})`;
}

function jobListMail(to: string, subject: string, intro: string, input: JobListInput): Mail {
  const greeting = input.firstName ? `Hello ${input.firstName},` : "Hello,";
  const now = input.now ?? new Date();
  const lines = input.jobs.map((job) => ({
    job,
    url: `${input.appUrl}/app/premier-firms/${job.id}`,
    details: [whereLabel(job), deadlineLabel(job, now)].filter(Boolean).join(" · "),
    why: job.reasons.join(" · "),
  }));
  const more = input.more && input.more.count > 0 ? input.more : null;
  const moreUrl = more ? `${input.appUrl}${more.link}` : "";
  const footer = `You get these because of your job alert setting. Stop job alert emails: ${input.unsubscribeLink}`;
  return {
    to,
    subject,
    text:
      `${greeting}\n\n${intro}\n\n` +
      lines
        .map(
          ({ job, url, details, why }) =>
            `- ${job.title}, ${job.firm}\n` +
            (details ? `  ${details}\n` : "") +
            (why ? `  Why it matches: ${why}\n` : "") +
            `  ${url}`,
        )
        .join("\n\n") +
      (more ? `\n\n...and ${more.count} more. See them all in your job feed: ${moreUrl}` : "") +
      `\n\n--\n${footer}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><ul style="padding-left:1.2em">` +
      lines
        .map(
          ({ job, url, details, why }) =>
            `<li style="margin-bottom:12px"><a href="${escapeHtml(url)}"><strong>${escapeHtml(job.title)}</strong></a>, ${escapeHtml(job.firm)}` +
            (details ? `<br><span style="color:#475569">${escapeHtml(details)}</span>` : "") +
            (why ? `<br><span style="color:#475569">Why it matches: ${escapeHtml(why)}</span>` : "") +
            "</li>",
        )
        .join("") +
      "</ul>" +
      (more
        ? `<p>...and ${more.count} more. <a href="${escapeHtml(moreUrl)}">See them all in your job feed</a></p>`
        : "") +
      `<hr><p style="color:#64748b;font-size:12px">You get these because of your job alert setting. ` +
      `<a href="${escapeHtml(input.unsubscribeLink)}">Unsubscribe from job alerts</a></p>`,
  };
}

/**
 * New roles matching the member's answers, best match first. `total` counts every match, listed or not;
 * the ones not listed are behind `more`.
 */
export const jobAlertMail = (to: string, input: JobListInput & { total: number }) =>
  jobListMail(
    to,
    input.total === 1
      ? `New role for you: ${input.jobs[0]?.title} at ${input.jobs[0]?.firm}`
      : `${input.total} new roles match your goals`,
    input.total === 1
      ? "This role is new since your last alert and matches what you told us you are looking for:"
      : "These roles are new since your last alert and match what you told us you are looking for, best match first:",
    input,
  );

/** Saved roles about to close. */
export const closingReminderMail = (to: string, input: JobListInput) =>
  jobListMail(
    to,
    input.jobs.length === 1
      ? `Closing soon: ${input.jobs[0]?.title}`
      : `${input.jobs.length} saved roles close soon`,
    "Roles you saved close within 3 days. Apply before the deadline:",
    input,
  );
