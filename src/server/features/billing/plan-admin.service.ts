import { eq } from "drizzle-orm";
import { fieldsForPlan, type PlanType, planTypeOf } from "../../../shared/plans";
import type { AuthUser } from "../../auth";
import type { Db } from "../../db/client";
import { premiumSignups, profiles } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { writePlan } from "../../platform/accounts/profile-rows";
import { recordAudit } from "../../platform/audit";
import { contentChanged } from "../../platform/content-cache";
import { recordPremiumSignup } from "./plan.service";

const userNotFound = () => new HttpError(404, "user_not_found", "User not found.");

/** Plan type writes the profile fields the premium check reads (src/shared/plans.ts), so the two never disagree. */
export async function setUserPlan(
  db: Db,
  admin: AuthUser,
  userId: string,
  planType: PlanType,
  accessUntil?: Date,
  now = new Date(),
) {
  const changed = await db.transaction(async (tx) => {
    const [profile] = await tx.select().from(profiles).where(eq(profiles.id, userId));
    if (!profile) throw userNotFound();
    const current = {
      app_tier: profile.appTier,
      trial_started_at: profile.trialStartedAt,
      trial_ends_at: profile.trialEndsAt,
      premium_access_expires_at: profile.premiumAccessExpiresAt,
    };
    const before = planTypeOf(current, now);
    const change = fieldsForPlan(planType, current, { now, accessUntil });
    await writePlan(tx, userId, change, now);
    const paidNow = planType === "Premium" || planType === "University Bulk";
    const paidBefore = before === "Premium" || before === "University Bulk";
    const signedUp = paidNow && !paidBefore;
    if (signedUp) await recordPremiumSignup(tx, userId, "admin");
    await recordAudit(tx, admin, {
      action: "user.plan",
      targetType: "user",
      targetId: userId,
      before: { planType: before, ...current },
      after: { planType, ...change },
    });
    return { planType, signedUp };
  });
  // Committed: caches of premium sign-ups (the landing page's seats) read them again.
  if (changed.signedUp) contentChanged(db, premiumSignups);
  return { planType: changed.planType };
}
