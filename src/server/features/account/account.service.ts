import { eq, sql } from "drizzle-orm";
import { premiumAccessActive } from "../../../shared/access";
import { planTypeOf } from "../../../shared/plans";
import type { AuthUser } from "../../auth";
import type { Db } from "../../db/client";
import { preparedQuery } from "../../db/prepared";
import { profiles } from "../../db/schema";

export type ProfileRow = typeof profiles.$inferSelect;

async function readProfile(db: Db, userId: string) {
  const byId = preparedQuery(db, "session_profile", (d, name) =>
    d
      .select()
      .from(profiles)
      .where(eq(profiles.id, sql.placeholder("id")))
      .prepare(name),
  );
  const [row] = await byId.execute({ id: userId });
  return row;
}

/** spec 000 §3: the profile as the client reads it, with the column names the spec uses. */
export function toProfileDto(row: ProfileRow | undefined, userId: string) {
  return {
    id: userId,
    app_tier: row?.appTier ?? "free",
    trial_started_at: row?.trialStartedAt?.toISOString() ?? null,
    trial_ends_at: row?.trialEndsAt?.toISOString() ?? null,
    premium_access_expires_at: row?.premiumAccessExpiresAt?.toISOString() ?? null,
  };
}

export function toUserDto(user: AuthUser) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    first_name: user.firstName ?? "",
    last_name: user.lastName ?? "",
    email_verified: user.emailVerified,
    role: user.role === "admin" ? ("admin" as const) : ("user" as const),
  };
}

/** `known`: the profile row read with the session (undefined when it was not, and it is read here). */
export async function loadSession(db: Db, user: AuthUser, known?: ProfileRow | null) {
  const row = known !== undefined ? (known ?? undefined) : await readProfile(db, user.id);
  const profile = toProfileDto(row, user.id);
  return {
    user: toUserDto(user),
    profile,
    premium: premiumAccessActive(profile),
    plan: planTypeOf(profile),
    is_admin: user.role === "admin",
    /** Whether the member has finished onboarding (where /onboard and confirmation links lead). */
    onboarded: row?.onboardingCompletedAt != null,
  };
}
