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
