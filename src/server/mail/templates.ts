import type { Mail } from "./mailer";

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

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

/** The receipt a visitor gets after the contact form (DESIGN §6): what they sent, and when to expect a reply. */
export function contactConfirmationMail(
  to: string,
  message: { name: string; subject: string; message: string },
  replyWorkingDays: number,
  supportEmail: string,
): Mail {
  const greeting = `Hello ${message.name},`;
  const intro = `Thank you for contacting Finance Careers. We got your message about "${message.subject}" and will reply to this address within ${replyWorkingDays} working days.`;
  const outro = `If you want to add anything, write to ${supportEmail}. If you did not send this message, you can ignore this email.`;
  const quoted = message.message
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  return {
    to,
    subject: `We received your message: ${message.subject}`,
    text: `${greeting}\n\n${intro}\n\nYour message:\n\n${quoted}\n\n${outro}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><p>Your message:</p>` +
      `<blockquote style="margin:0 0 1em;padding-left:1em;border-left:3px solid #cbd5e1;color:#334155">` +
      `${escapeHtml(message.message).replace(/\n/g, "<br>")}</blockquote><p>${escapeHtml(outro)}</p>`,
  };
}

/** Issue 8: an admin's reply to a member's or visitor's message. */
export function supportReplyMail(
  to: string,
  input: { firstName: string; reply: string; link: string | null },
): Mail {
  const greeting = input.firstName ? `Hello ${input.firstName},` : "Hello,";
  const intro = "Our support team has replied to your message:";
  const outro = input.link
    ? `You can read the whole conversation and answer in the app: ${input.link}`
    : "Reply to this email if you need anything else.";
  const quoted = input.reply
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  return {
    to,
    subject: "Finance Careers support replied to your message",
    text: `${greeting}\n\n${intro}\n\n${quoted}\n\n${outro}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>` +
      `<blockquote style="margin:0 0 1em;padding-left:1em;border-left:3px solid #cbd5e1;color:#334155">` +
      `${escapeHtml(input.reply).replace(/\n/g, "<br>")}</blockquote><p>${escapeHtml(outro)}</p>`,
  };
}
