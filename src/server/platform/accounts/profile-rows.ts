import { and, eq, isNull, sql } from "drizzle-orm";
import type { OnboardingAnswers } from "../../../shared/onboarding";
import type { PlanChange } from "../../../shared/plans";
import type { AlertFrequency } from "../../../shared/schemas/unsubscribe";
import type { DbOrTx } from "../../db/client";
import { profiles } from "../../db/schema";

// Every change to a member's profile row (one per member, db/schema/profile.ts), which sign-up, sign-in,
// billing, the admin area, the unsubscribe link and the profile page each make. They call these
// functions, the table's only writers (src/server/db/table-owners.ts), so each change names the columns
// it may touch. Reading the row is open to all.

/** Sign-up: the row exists from the account's first moment. */
export async function createProfile(db: DbOrTx, userId: string) {
  await db.insert(profiles).values({ id: userId }).onConflictDoNothing();
}

/** 001 §3 Last Sign In At: every new session is a sign-in. */
export async function recordSignIn(db: DbOrTx, userId: string, at: Date) {
  await db.update(profiles).set({ lastSignInAt: at }).where(eq(profiles.id, userId));
}

/** 001 §3 emailConfirmedAt: better-auth keeps only a flag, so the time is kept here. */
export async function recordEmailConfirmed(db: DbOrTx, userId: string, at: Date) {
  await db.update(profiles).set({ emailConfirmedAt: at }).where(eq(profiles.id, userId));
}

/** A plan change (src/shared/plans.ts) in the fields the premium check reads. */
export async function writePlan(db: DbOrTx, userId: string, change: PlanChange, now = new Date()) {
  await db
    .update(profiles)
    .set({
      appTier: change.app_tier,
      ...(change.trial_started_at !== undefined ? { trialStartedAt: change.trial_started_at } : {}),
      ...(change.trial_ends_at !== undefined ? { trialEndsAt: change.trial_ends_at } : {}),
      ...(change.premium_access_expires_at !== undefined
        ? { premiumAccessExpiresAt: change.premium_access_expires_at }
        : {}),
      updatedAt: now,
    })
    .where(eq(profiles.id, userId));
}

/**
 * Starts the one trial an account ever gets: only a profile that has never started one matches, so two
 * clicks (or two tabs) cannot start two. Answers when it ends, or null when none was started.
 */
export async function startTrialOnce(
  db: DbOrTx,
  userId: string,
  trial: Pick<PlanChange, "trial_started_at" | "trial_ends_at">,
  now = new Date(),
): Promise<{ endsAt: Date | null } | null> {
  const [started] = await db
    .update(profiles)
    .set({ trialStartedAt: trial.trial_started_at, trialEndsAt: trial.trial_ends_at, updatedAt: now })
    .where(and(eq(profiles.id, userId), isNull(profiles.trialStartedAt)))
    .returning({ endsAt: profiles.trialEndsAt });
  return started ?? null;
}

/** The switches on the profile page, each on its own (the unsubscribe link turns one off). */
export type SettingsChange = Partial<{
  show_in_join_alerts: boolean;
  email_broadcasts: boolean;
  email_support_replies: boolean;
  email_tracker_reminders: boolean;
  email_networking_reminders: boolean;
}>;

export async function saveSettings(db: DbOrTx, userId: string, change: SettingsChange) {
  await db
    .update(profiles)
    .set({
      ...(change.show_in_join_alerts !== undefined ? { showInJoinAlerts: change.show_in_join_alerts } : {}),
      ...(change.email_broadcasts !== undefined ? { emailBroadcasts: change.email_broadcasts } : {}),
      ...(change.email_support_replies !== undefined
        ? { emailSupportReplies: change.email_support_replies }
        : {}),
      ...(change.email_tracker_reminders !== undefined
        ? { emailTrackerReminders: change.email_tracker_reminders }
        : {}),
      ...(change.email_networking_reminders !== undefined
        ? { emailNetworkingReminders: change.email_networking_reminders }
        : {}),
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, userId));
}

/**
 * Job alerts' frequency, kept in the onboarding answers. A member who never answered onboarding has no
 * answers to change (jsonb_set of null stays null).
 */
export async function setAlertFrequency(db: DbOrTx, userId: string, frequency: AlertFrequency | "none") {
  await db
    .update(profiles)
    .set({
      onboarding: sql`jsonb_set(${profiles.onboarding}, '{job_update_frequency}', ${JSON.stringify(frequency)}::jsonb)`,
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, userId));
}

/** Onboarding's done step: the answers, and the university the join alerts may name. */
export async function saveOnboardingAnswers(
  db: DbOrTx,
  userId: string,
  answers: OnboardingAnswers,
  at: Date,
) {
  await db
    .insert(profiles)
    .values({ id: userId, onboarding: answers, onboardingCompletedAt: at, university: answers.university })
    .onConflictDoUpdate({
      target: profiles.id,
      set: { onboarding: answers, onboardingCompletedAt: at, university: answers.university, updatedAt: at },
    });
}
