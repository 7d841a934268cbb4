// Business constants of spec 000 §9 and 001 §9, named once so every screen and the server agree.

export const PREMIUM_PRICE_GBP = 30;
export const FREE_PRICE_GBP = 0;
// spec 000 §2.6 and §3: the Premium plan's product id, carried as /signup?plan=… and used by billing.
export const PREMIUM_PRODUCT_ID = "premium_monthly";
// spec 000 §1 and §9: the job guarantee's period and the conditions the published terms and the
// tracker's progress panel both state, so the promise and the check never drift apart.
export const GUARANTEE_DAYS = 90;
export const GUARANTEE_MIN_APPLICATIONS = 20;
export const GUARANTEE_ONBOARDING_DAYS = 7;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
export const NAME_MAX_VALIDATED = 50;
export const NAME_MAX_SANITISED = 100;
// Where the onboarding draft is kept in the browser (spec 000 §4.5). Here rather than beside the
// onboarding schemas: every page's sign-out clears it, and this module brings no zod with it.
export const ONBOARDING_STORAGE_KEY = "onboardingState";
export const REFERRAL_CODE_MIN = 3;
export const REFERRAL_CODE_MAX = 20;

export const NOTIFICATION_REFRESH_MS = 60_000;
export const BADGE_CAP = 9;
export const MESSAGE_PREVIEW_CHARS = 100;
// 001 §9: a ticket's message snippet is cut at 100 characters, followed by an ellipsis.
export const TICKET_SNIPPET_CHARS = 100;

export const APP_TOAST = { durationMs: 4000, visible: 3 } as const;
export const PUBLIC_TOAST = { visible: 1 } as const;

// spec 000 §7, last paragraph: client data fetching defaults.
export const QUERY_DEFAULTS = {
  retries: 3,
  retryBaseMs: 1000,
  retryCapMs: 30_000,
  staleTimeMs: 5 * 60_000,
  gcTimeMs: 5 * 60_000,
} as const;

// Reset links are single-use and valid for 30 minutes.
export const PASSWORD_RESET_TTL_SECONDS = 30 * 60;
export const EMAIL_VERIFICATION_TTL_SECONDS = 24 * 60 * 60;

// Admins sign in with a 6-digit TOTP code (30 s period, what authenticator apps assume), and
// an admin session ends after 30 minutes without a request or 12 hours after sign-in.
export const ADMIN_TOTP_DIGITS = 6;
export const ADMIN_TOTP_PERIOD_SECONDS = 30;
export const ADMIN_SESSION_IDLE_MINUTES = 30;
export const ADMIN_SESSION_MAX_HOURS = 12;
