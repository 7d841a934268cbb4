import { CONTACT_EMAILS } from "./site";
// spec 000 §5.3 and §8: user-visible titles and texts, verbatim.

export const VALIDATION = {
  email: { title: "Invalid Email", text: "Please enter a valid email address." },
  password: { title: "Invalid Password", text: "Password must be at least 6 characters long." },
  firstName: {
    title: "Invalid First Name",
    text: "Please enter a valid first name (letters, spaces, hyphens, apostrophes only).",
  },
  lastName: {
    title: "Invalid Last Name",
    text: "Please enter a valid last name (letters, spaces, hyphens, apostrophes only).",
  },
  referralCode: {
    title: "Invalid Referral Code",
    text: "Referral code must be 3-20 alphanumeric characters.",
  },
  required: { title: "Error", text: "Please fill in all required fields." },
} as const;

export const TOASTS = {
  loginSuccess: { title: "Welcome back!", text: "Redirecting to your dashboard..." },
  loginFailedFallback: "Invalid credentials or network error",
  loginFailed: "Login Failed",
  loginIssue: {
    title: "Login Issue",
    text: "An unexpected issue occurred during login. Please try again.",
  },
  unexpected: { title: "Error", text: "An unexpected error occurred. Please try again." },
  signupFailed: { title: "Signup Failed", text: "An unexpected error occurred." },
  signupSuccess: {
    title: "Welcome to the product!",
    text: "Check your email to confirm your account.",
  },
  confirmationSent: {
    title: "Confirmation Email Sent",
    text: "Please check your email and click the confirmation link to activate your account.",
  },
  referralNotFound: {
    title: "Invalid Referral Code",
    text: "The referral code was not found. Your account was created without it.",
  },
  referralError: {
    title: "Referral Code Error",
    text: (reason: string) => `Your account was created, but we couldn't apply the referral code: ${reason}.`,
  },
} as const;

export const ADMIN_LOGIN_FAILED = "Invalid admin credentials. Please try again.";
// Shown only after a correct password for an account with the admin role, so it tells a
// non-admin nothing.
export const ADMIN_TOTP_NOT_SET_UP =
  "Two-factor sign-in is not set up for this admin account. Run npm run admin:create for it on the server, then sign in with the code from your authenticator app.";
// A member sign-in with an admin's password: admins sign in with their code at /admin/login.
export const ADMIN_USE_ADMIN_LOGIN = "Administrator accounts sign in at /admin/login.";

// spec 000 §5.4: the contact form's text for each field, whether it is missing or invalid.
export const CONTACT_VALIDATION = {
  name: "Please enter your name.",
  email: "Please enter a valid email address.",
  subject: "Please enter a subject.",
  message: "Please enter a message.",
} as const;

/** How soon support promises an answer; the page, the API's answer and the confirmation email agree. */
export const CONTACT_REPLY_WORKING_DAYS = 2;

export const CONTACT_SENT = {
  title: "Message sent",
  confirmed: `Thank you. Your message has reached our support team and we have emailed you a confirmation. We reply within ${CONTACT_REPLY_WORKING_DAYS} working days.`,
  // The message is stored before the confirmation is sent, so a mail failure never loses it.
  unconfirmed: `Thank you. Your message has reached our support team and we reply within ${CONTACT_REPLY_WORKING_DAYS} working days. We could not send you a confirmation email just now, but your message is safe with us.`,
} as const;

// A suspended member who tries to sign in is told what happened and what to do (better-auth's own
// words would be "You have been banned").
export const ACCOUNT_SUSPENDED = `Your account is suspended, so you cannot sign in. If you think this is a mistake, email ${CONTACT_EMAILS.support} or write to us through the contact page.`;

// A password among the 10,000 most common is refused at sign-up, reset and change (the length rule's
// message above stays as the spec words it).
export const COMMON_PASSWORD =
  "This password is one of the most common, so it is easy to guess. Please choose a different one.";
