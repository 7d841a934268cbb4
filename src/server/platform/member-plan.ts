import { eq, sql } from "drizzle-orm";
import { premiumAccessActive } from "../../shared/access";
import { TRIAL_DAYS } from "../../shared/plans";
import type { Db } from "../db/client";
import { preparedQuery } from "../db/prepared";
import { profiles } from "../db/schema";
import { HttpError } from "./http-error";

// spec 000 §2.6: who is asking and whether Premium's features and limits apply to them, read with the
// one premium check (src/shared/access.ts). Features with Free limits or Premium-only tools start here.

export type MemberPlan = { id: string; premium: boolean; trialUsed: boolean };

/** Asked by most signed-in routes, so prepared once per database (db/prepared.ts). */
export async function memberPlan(db: Db, userId: string): Promise<MemberPlan> {
  const planOf = preparedQuery(db, "member_plan", (d, name) =>
    d
      .select({
        app_tier: profiles.appTier,
        trial_started_at: profiles.trialStartedAt,
        trial_ends_at: profiles.trialEndsAt,
        premium_access_expires_at: profiles.premiumAccessExpiresAt,
      })
      .from(profiles)
      .where(eq(profiles.id, sql.placeholder("id")))
      .prepare(name),
  );
  const [row] = await planOf.execute({ id: userId });
  return {
    id: userId,
    premium: premiumAccessActive(row ?? null),
    trialUsed: Boolean(row?.trial_started_at),
  };
}

/** "The CV builder is a Premium feature. Start your free 7-day trial or upgrade …" */
export function premiumRequired(feature: string, trialUsed: boolean): HttpError {
  const how = trialUsed
    ? "Upgrade to Premium on the Billing page to use it."
    : `Start your free ${TRIAL_DAYS}-day trial or upgrade to Premium on the Billing page.`;
  return new HttpError(403, "premium_required", `${feature} is a Premium feature. ${how}`);
}
