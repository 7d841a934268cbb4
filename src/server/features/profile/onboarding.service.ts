import { eq } from "drizzle-orm";
import type { OnboardingAnswers } from "../../../shared/onboarding";
import type { Db } from "../../db/client";
import { profiles } from "../../db/schema";
import { setAccountName } from "../../platform/accounts/account-rows";
import { saveOnboardingAnswers } from "../../platform/accounts/profile-rows";

export type SavedOnboarding = { answers: OnboardingAnswers | null; completed_at: string | null };

export async function loadOnboarding(db: Db, userId: string): Promise<SavedOnboarding> {
  const [row] = await db
    .select({ answers: profiles.onboarding, completedAt: profiles.onboardingCompletedAt })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return { answers: row?.answers ?? null, completed_at: row?.completedAt?.toISOString() ?? null };
}

/**
 * The done step stores the answers on the profile, so another device resumes from them. The
 * names also become the account's names, in the same transaction, so the two never disagree.
 */
export async function saveOnboarding(
  db: Db,
  userId: string,
  answers: OnboardingAnswers,
): Promise<SavedOnboarding> {
  const completedAt = new Date();
  await db.transaction(async (tx) => {
    await setAccountName(tx, userId, answers, completedAt);
    await saveOnboardingAnswers(tx, userId, answers, completedAt);
  });
  return { answers, completed_at: completedAt.toISOString() };
}
