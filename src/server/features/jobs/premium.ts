import { eq } from "drizzle-orm";
import { premiumAccessActive } from "../../../shared/access";
import { TRIAL_DAYS } from "../../../shared/plans";
import type { Db } from "../../db/client";
import { profiles } from "../../db/schema";
import { HttpError } from "../../http/errors";

// spec 000 §2.6: AI job summaries and importing jobs via URL are Premium features. The server enforces
// it with the one premium check (src/shared/access.ts); the answer says how to get access.

export const PREMIUM_FEATURES = {
  summary: "AI job summaries",
  import: "Importing jobs by URL",
} as const;

/** "AI job summaries are a Premium feature. Start your free 7-day trial or upgrade …" */
export function premiumRequiredMessage(feature: keyof typeof PREMIUM_FEATURES, trialUsed: boolean): string {
  const how = trialUsed
    ? "Upgrade to Premium on the Billing page to use it."
    : `Start your free ${TRIAL_DAYS}-day trial or upgrade to Premium on the Billing page.`;
  return `${PREMIUM_FEATURES[feature]} ${feature === "summary" ? "are" : "is"} a Premium feature. ${how}`;
}

export async function requirePremium(db: Db, userId: string, feature: keyof typeof PREMIUM_FEATURES) {
  const [row] = await db
    .select({
      app_tier: profiles.appTier,
      trial_ends_at: profiles.trialEndsAt,
      premium_access_expires_at: profiles.premiumAccessExpiresAt,
      trial_started_at: profiles.trialStartedAt,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!premiumAccessActive(row ?? null)) {
    throw new HttpError(
      403,
      "premium_required",
      premiumRequiredMessage(feature, Boolean(row?.trial_started_at)),
    );
  }
}
