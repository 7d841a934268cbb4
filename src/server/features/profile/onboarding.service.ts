import { eq } from "drizzle-orm";
import type { OnboardingAnswers } from "../../../shared/onboarding";
import type { Db } from "../../db/client";
import { profiles, user } from "../../db/schema";

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
    await tx
      .update(user)
      .set({
        firstName: answers.firstName,
        lastName: answers.lastName,
        name: `${answers.firstName} ${answers.lastName}`,
        updatedAt: completedAt,
      })
      .where(eq(user.id, userId));
    await tx
      .insert(profiles)
      .values({
        id: userId,
        onboarding: answers,
        onboardingCompletedAt: completedAt,
        university: answers.university,
      })
      .onConflictDoUpdate({
        target: profiles.id,
        set: {
          onboarding: answers,
          onboardingCompletedAt: completedAt,
          university: answers.university,
          updatedAt: completedAt,
        },
      });
  });
  return { answers, completed_at: completedAt.toISOString() };
}
