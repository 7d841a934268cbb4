import { eq } from "drizzle-orm";
import { premiumAccessActive } from "../../../shared/access";
import { daysLeft, FREE_LIMITS, planTypeOf } from "../../../shared/plans";
import type { Config } from "../../config";
import type { Db, DbOrTx } from "../../db/client";
import { billingCustomers, premiumSignups, profiles, subscriptions } from "../../db/schema";

/** A member became premium by paying, a licence or an admin: the public campaign counts these. */
export async function recordPremiumSignup(
  db: DbOrTx,
  userId: string,
  source: "subscription" | "licence" | "admin",
) {
  await db.insert(premiumSignups).values({ userId, source });
}

/** What /app/billing shows: the plan, when it renews or ends, the trial, the limits and payment options. */
export async function loadBilling(db: Db, config: Config, userId: string, now = new Date()) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  const [subscription] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(subscriptions.updatedAt)
    .limit(1);
  const [customer] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
  const fields = {
    app_tier: profile?.appTier ?? "free",
    trial_started_at: profile?.trialStartedAt ?? null,
    trial_ends_at: profile?.trialEndsAt ?? null,
    premium_access_expires_at: profile?.premiumAccessExpiresAt ?? null,
  };
  const plan = planTypeOf(fields, now);
  return {
    plan,
    premium: premiumAccessActive(fields, now),
    trial: {
      available: !fields.trial_started_at,
      started_at: fields.trial_started_at?.toISOString() ?? null,
      ends_at: fields.trial_ends_at?.toISOString() ?? null,
      days_left: daysLeft(fields.trial_ends_at, now),
    },
    access_until: fields.premium_access_expires_at?.toISOString() ?? null,
    subscription: subscription
      ? {
          status: subscription.status,
          current_period_end: subscription.currentPeriodEnd?.toISOString() ?? null,
          cancel_at_period_end: subscription.cancelAtPeriodEnd,
        }
      : null,
    card_payments: config.stripe !== null,
    can_manage_subscription: config.stripe !== null && customer !== undefined,
    free_limits: Object.fromEntries(
      Object.entries(FREE_LIMITS).map(([key, limit]) => [key, limit.value]),
    ) as Record<keyof typeof FREE_LIMITS, number>,
  };
}
