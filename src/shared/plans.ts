import { type AccessFields, premiumAccessActive } from "./access";

// 001 §3: the plan type admins see (Free, Premium, University Bulk, Trial) is derived from
// the same profile fields the premium check reads (spec 000 §4.2), and setting a plan writes exactly
// those fields, so the two can never disagree.

export const PLAN_TYPES = ["Free", "Premium", "University Bulk", "Trial"] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** app_tier values. 'pro' is spec 000 §4.2's marker of a paid plan; a licence is its own tier. */
export const APP_TIERS = { free: "free", pro: "pro", universityBulk: "university_bulk" } as const;

export const TRIAL_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export type PlanFields = AccessFields & { trial_started_at: string | Date | null };

function future(value: string | Date | null, now: Date): boolean {
  if (value === null) return false;
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isFinite(time) && time > now.getTime();
}

export function planTypeOf(profile: AccessFields | null, now = new Date()): PlanType {
  if (!profile || !premiumAccessActive(profile, now)) return "Free";
  const tier = profile.app_tier?.toLowerCase();
  if (tier === APP_TIERS.pro) return "Premium";
  if (future(profile.premium_access_expires_at, now))
    return tier === APP_TIERS.universityBulk ? "University Bulk" : "Premium";
  return "Trial";
}

export type PlanChange = {
  app_tier: string;
  trial_started_at?: Date | null;
  trial_ends_at?: Date | null;
  premium_access_expires_at?: Date | null;
};

/**
 * The profile fields that make `planTypeOf` answer `plan` (001 §3 edit dialog). A trial keeps its
 * start date, so setting Free never hands out a second trial; University Bulk needs an end date.
 */
export function fieldsForPlan(
  plan: PlanType,
  current: PlanFields,
  options: { now?: Date; accessUntil?: Date } = {},
): PlanChange {
  const now = options.now ?? new Date();
  const endTrial = future(current.trial_ends_at, now) ? { trial_ends_at: now } : {};
  switch (plan) {
    case "Free":
      return { app_tier: APP_TIERS.free, premium_access_expires_at: null, ...endTrial };
    case "Premium":
      return { app_tier: APP_TIERS.pro, ...endTrial };
    case "University Bulk":
      return {
        app_tier: APP_TIERS.universityBulk,
        premium_access_expires_at: options.accessUntil ?? new Date(now.getTime() + 365 * DAY_MS),
        ...endTrial,
      };
    case "Trial":
      return {
        app_tier: APP_TIERS.free,
        premium_access_expires_at: null,
        trial_started_at: current.trial_started_at ? new Date(current.trial_started_at) : now,
        trial_ends_at: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
      };
  }
}

/** Whole days left until `until`, rounded up, never negative (the billing page's "N days left"). */
export function daysLeft(until: string | Date | null, now = new Date()): number {
  if (!until) return 0;
  const time = until instanceof Date ? until.getTime() : Date.parse(until);
  if (!Number.isFinite(time)) return 0;
  return Math.max(0, Math.ceil((time - now.getTime()) / DAY_MS));
}

// spec 000 §2.6: what the Free plan allows, in one named table. The server enforces these; the web only
// reflects them, naming the limit in its upgrade prompt.
export const FREE_LIMITS = {
  feedResultsPerSearch: { value: 20, label: "roles per job feed search" },
  trackedApplications: { value: 15, label: "tracked applications" },
  storedDocuments: { value: 3, label: "stored documents" },
  documentBytes: { value: 5 * 1024 * 1024, label: "MB of document storage" },
  savedJobs: { value: 10, label: "saved jobs" },
  cvMatchesPerMonth: { value: 3, label: "CV match scores a month" },
  interviewSessions: { value: 1, label: "complete mock interview" },
  contacts: { value: 5, label: "networking contacts" },
} as const;
export type FreeLimit = keyof typeof FREE_LIMITS;

// Premium's own ceilings where "unlimited" still needs a figure: storage is real bytes on our disks.
export const PREMIUM_LIMITS = {
  storedDocuments: 200,
  documentBytes: 500 * 1024 * 1024,
} as const;

/** The upgrade prompt's words for a limit, e.g. "The Free plan includes 15 tracked applications." */
export function limitMessage(limit: FreeLimit): string {
  const { value, label } = FREE_LIMITS[limit];
  const shown = limit === "documentBytes" ? value / (1024 * 1024) : value;
  const more =
    limit === "storedDocuments" || limit === "documentBytes"
      ? `Upgrade to Premium to store up to ${PREMIUM_LIMITS.storedDocuments} documents in ${PREMIUM_LIMITS.documentBytes / (1024 * 1024)} MB.`
      : "Upgrade to Premium for unlimited access.";
  return `The Free plan includes ${shown} ${label}. ${more}`;
}
