import { eq } from "drizzle-orm";
import type { ReferralOutcome } from "../../../shared/schemas/referrals";
import type { Db } from "../../db/client";
import { referralCodes, referralSignups } from "../../db/schema";

/**
 * spec 000 §4.4 and §7 calls 3-4, done inside the sign-up request so the code cannot be lost between
 * two calls. The account exists either way; the outcome tells the member what happened (§8).
 */
export async function applyReferralCode(db: Db, userId: string, code: string): Promise<ReferralOutcome> {
  const [row] = await db
    .select({ id: referralCodes.id, active: referralCodes.active })
    .from(referralCodes)
    .where(eq(referralCodes.code, code));
  if (!row?.active) return { status: "not_found", code };
  try {
    await db.insert(referralSignups).values({ referralCodeId: row.id, referredUserId: userId });
    return { status: "applied", code };
  } catch (error) {
    return { status: "failed", code, reason: describeFailure(error) };
  }
}

function describeFailure(error: unknown): string {
  const pgCode =
    (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
  if (pgCode === "23505") return "this account has already used a referral code";
  if (pgCode === "23503") return "the referral code was removed while you were signing up";
  return "the referral service is unavailable";
}

export async function createReferralCode(db: Db, code: string, influencerName: string) {
  const [row] = await db
    .insert(referralCodes)
    .values({ code, influencerName })
    .onConflictDoUpdate({ target: referralCodes.code, set: { influencerName } })
    .returning();
  if (!row) throw new Error("referral code insert returned no row");
  return row;
}
