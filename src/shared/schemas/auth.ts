import { z } from "zod";
import { ADMIN_TOTP_DIGITS, EMAIL_MAX, NAME_MAX_VALIDATED, PASSWORD_MAX, PASSWORD_MIN } from "../constants";
import { VALIDATION } from "../messages";
import { sanitizeEmail, sanitizeName, sanitizePassword, sanitizeReferralCode } from "../sanitize";

// spec 000 §5: every field is sanitised (§5.1) and then validated (§5.2) with the §5.3 text.
// The same objects validate the forms (zodResolver) and the server (zValidator).

// The pattern better-auth itself applies at sign-up (zod's default), so an address our form accepts is
// never refused later with a different message.
const EMAIL_PATTERN = z.regexes.email;
const ADMIN_TOTP_CODE_MESSAGE = `Enter the ${ADMIN_TOTP_DIGITS}-digit code from your authenticator app.`;
const NAME_PATTERN = new RegExp(`^[\\p{L} '-]{1,${NAME_MAX_VALIDATED}}$`, "u");

const text = (sanitize: (v: string) => string) =>
  z.string({ error: VALIDATION.required.text }).transform(sanitize);

// An address longer than the limit is refused as it was typed, never cut down to a shorter (and so
// different, perhaps someone else's) address by the sanitiser's cap.
export const emailField = z
  .string({ error: VALIDATION.required.text })
  .refine((raw) => raw.trim().length <= EMAIL_MAX, VALIDATION.email.text)
  .transform(sanitizeEmail)
  .pipe(
    z
      .string()
      .min(1, VALIDATION.required.text)
      .max(EMAIL_MAX, VALIDATION.email.text)
      .regex(EMAIL_PATTERN, VALIDATION.email.text),
  );

export const passwordField = text(sanitizePassword).pipe(
  z
    .string()
    .min(1, VALIDATION.required.text)
    .min(PASSWORD_MIN, VALIDATION.password.text)
    .max(PASSWORD_MAX, VALIDATION.password.text),
);

const nameField = (message: string) =>
  text(sanitizeName).pipe(z.string().min(1, VALIDATION.required.text).regex(NAME_PATTERN, message));

export const referralCodeField = text(sanitizeReferralCode).pipe(
  z.string().regex(/^([A-Z0-9]{3,20})?$/, VALIDATION.referralCode.text),
);

export const signUpSchema = z.strictObject({
  first_name: nameField(VALIDATION.firstName.text),
  last_name: nameField(VALIDATION.lastName.text),
  email: emailField,
  password: passwordField,
  referral_code: referralCodeField.optional(),
});
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpData = z.output<typeof signUpSchema>;

export const signInSchema = z.strictObject({
  email: emailField,
  password: text(sanitizePassword).pipe(z.string().min(1, VALIDATION.required.text)),
});
export type SignInInput = z.input<typeof signInSchema>;

export const forgotPasswordSchema = z.strictObject({ email: emailField });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** How long an emailed sign-in link works (once). */
export const SIGN_IN_LINK_MINUTES = 15;

export const SIGN_IN_LINK_MESSAGES = {
  /** The answer to every request for a link, whether or not the address has an account. */
  sent: `If there is an account for that address, we have emailed it a sign-in link. It works once, for ${SIGN_IN_LINK_MINUTES} minutes.`,
  invalid: "This sign-in link is invalid, already used or expired. Request a new one from the log-in page.",
  notConfirmed:
    "Your email address is not confirmed yet. Open the confirmation link we emailed you, then log in.",
} as const;

// A one-time sign-in link by email, offered when password sign-in is paused for an account on the
// member's network (too many wrong passwords from there).
export const signInLinkSchema = z.strictObject({ email: emailField });
export type SignInLinkInput = z.input<typeof signInLinkSchema>;

export const signInWithLinkSchema = z.strictObject({
  token: z
    .string({ error: "This sign-in link is incomplete. Request a new one from the log-in page." })
    .min(1, "This sign-in link is incomplete. Request a new one from the log-in page.")
    .max(200, "This sign-in link is not one of ours. Request a new one from the log-in page."),
});
export type SignInWithLinkInput = z.input<typeof signInWithLinkSchema>;

export const resetPasswordSchema = z
  .strictObject({
    token: z.string().min(1, "This reset link is incomplete. Request a new one."),
    password: passwordField,
    confirm_password: z.string(),
  })
  .refine((v) => v.password === sanitizePassword(v.confirm_password), {
    message: "The two passwords do not match.",
    path: ["confirm_password"],
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const adminSignInSchema = z.strictObject({
  email: emailField,
  password: text(sanitizePassword).pipe(z.string().min(1, VALIDATION.required.text)),
});
export type AdminSignInInput = z.input<typeof adminSignInSchema>;

// The admin's 6-digit authenticator code; spaces people type or paste ("123 456") are ignored.
export const adminTotpSchema = z.strictObject({
  code: z
    .string({ error: ADMIN_TOTP_CODE_MESSAGE })
    .transform((v) => v.replace(/\s/g, ""))
    .pipe(z.string().regex(new RegExp(`^\\d{${ADMIN_TOTP_DIGITS}}$`), ADMIN_TOTP_CODE_MESSAGE)),
});
export type AdminTotpInput = z.input<typeof adminTotpSchema>;
