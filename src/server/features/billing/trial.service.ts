import { eq } from "drizzle-orm";
import { premiumAccessActive } from "../../../shared/access";
import { fieldsForPlan } from "../../../shared/plans";
import type { Db } from "../../db/client";
import { profiles } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { startTrialOnce } from "../../platform/accounts/profile-rows";

/**
 * One 7-day trial per account, ever. The update only matches a profile that has never
 * started one, so two clicks (or two tabs) cannot start two.
 */
export async function startTrial(db: Db, userId: string, now = new Date()) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  if (!profile)
    throw new HttpError(404, "not_found", "Your profile could not be found. Please sign in again.");
  const fields = {
    app_tier: profile.appTier,
    trial_ends_at: profile.trialEndsAt,
    premium_access_expires_at: profile.premiumAccessExpiresAt,
  };
  if (profile.trialStartedAt) {
    throw new HttpError(
      409,
      "trial_used",
      "You have already used your free trial. Upgrade to Premium to continue.",
    );
  }
  if (premiumAccessActive(fields, now)) {
    throw new HttpError(
      409,
      "already_premium",
      "You already have Premium access, so there is no need for a trial.",
    );
  }
  const change = fieldsForPlan("Trial", { ...fields, trial_started_at: null }, { now });
  const started = await startTrialOnce(db, userId, change, now);
  if (!started) {
    throw new HttpError(
      409,
      "trial_used",
      "You have already used your free trial. Upgrade to Premium to continue.",
    );
  }
  return { trial_ends_at: started.endsAt?.toISOString() ?? null };
}
