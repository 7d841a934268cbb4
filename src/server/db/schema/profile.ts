import { boolean, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { OnboardingAnswers } from "../../../shared/onboarding";
import { user } from "./auth";

// spec 000 §3 Profile: one row per user, read by the user's id. The premium check (src/shared/access.ts)
// reads app_tier, trial_ends_at and premium_access_expires_at.
export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  appTier: text("app_tier").notNull().default("free"),
  trialStartedAt: timestamp("trial_started_at", { withTimezone: true }),
  trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
  premiumAccessExpiresAt: timestamp("premium_access_expires_at", { withTimezone: true }),
  // Onboarding's university (spec 000 §3); the public "just joined" alert may name it.
  university: text("university"),
  // A member's first name and university appear in sign-up announcements only with this on.
  showInJoinAlerts: boolean("show_in_join_alerts").notNull().default(false),
  // The finished onboarding answers (src/shared/onboarding.ts), validated before they are
  // stored; the job feed ranks by them and alerts follow job_update_frequency.
  onboarding: jsonb("onboarding").$type<OnboardingAnswers>(),
  onboardingCompletedAt: timestamp("onboarding_completed_at", { withTimezone: true }),
  // Email settings: platform/notifications/email-wanted.ts reads them before any email a notification
  // brings.
  emailBroadcasts: boolean("email_broadcasts").notNull().default(true),
  emailSupportReplies: boolean("email_support_replies").notNull().default(true),
  // The tracker's deadline, event and own reminders by email; the bell has them whatever this says.
  emailTrackerReminders: boolean("email_tracker_reminders").notNull().default(true),
  // Networking follow-up reminders by email (thank-you notes, keeping in touch); the bell has them too.
  emailNetworkingReminders: boolean("email_networking_reminders").notNull().default(true),
  // 001 §3 emailConfirmedAt: when the member opened the confirmation link (better-auth keeps a flag only).
  emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
  // 001 §3 Last Sign In At: written when a session starts, so it outlives signing out and suspension.
  lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
