import { count, desc, eq, max } from "drizzle-orm";
import type { AuthUser } from "../../auth";
import type { Db } from "../../db/client";
import { referralCodes, referralSignups, user } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { recordAudit } from "../../platform/audit";

// 001 §2 Referrals: look a code up (code, influencer, lastSignup, signups), create and deactivate codes,
// and list who signed up with each.

async function withStats(db: Db, code?: string) {
  const rows = await db
    .select({
      id: referralCodes.id,
      code: referralCodes.code,
      influencer: referralCodes.influencerName,
      active: referralCodes.active,
      createdAt: referralCodes.createdAt,
      signups: count(referralSignups.id),
      lastSignup: max(referralSignups.createdAt),
    })
    .from(referralCodes)
    .leftJoin(referralSignups, eq(referralSignups.referralCodeId, referralCodes.id))
    .where(code ? eq(referralCodes.code, code) : undefined)
    .groupBy(referralCodes.id)
    .orderBy(desc(referralCodes.createdAt))
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    influencer: row.influencer,
    active: row.active,
    created_at: row.createdAt.toISOString(),
    signups: Number(row.signups),
    lastSignup: row.lastSignup ? new Date(row.lastSignup).toISOString() : null,
  }));
}

export async function lookupReferral(db: Db, code: string) {
  const [found] = await withStats(db, code);
  if (!found) throw new HttpError(404, "not_found", "Not found");
  return {
    code: found.code,
    influencer: found.influencer,
    lastSignup: found.lastSignup,
    signups: found.signups,
    active: found.active,
  };
}

export async function listReferrals(db: Db) {
  return { referrals: await withStats(db) };
}

export async function createReferral(db: Db, admin: AuthUser, code: string, influencerName: string) {
  // The code and its audit row commit together, or neither does.
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(referralCodes)
      .values({ code, influencerName })
      .onConflictDoNothing({ target: referralCodes.code })
      .returning();
    if (!row) throw new HttpError(409, "code_taken", `The code ${code} already exists.`);
    await recordAudit(tx, admin, {
      action: "referral.create",
      targetType: "referral_code",
      targetId: row.id,
      before: null,
      after: { code, influencer: influencerName, active: true },
    });
  });
  const [created] = await withStats(db, code);
  return created;
}

export async function updateReferral(
  db: Db,
  admin: AuthUser,
  id: string,
  change: { active?: boolean; influencer_name?: string },
) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(referralCodes).where(eq(referralCodes.id, id));
    if (!before) throw new HttpError(404, "not_found", "Not found");
    const [after] = await tx
      .update(referralCodes)
      .set({
        ...(change.active !== undefined ? { active: change.active } : {}),
        ...(change.influencer_name !== undefined ? { influencerName: change.influencer_name } : {}),
      })
      .where(eq(referralCodes.id, id))
      .returning();
    await recordAudit(tx, admin, {
      action: "referral.update",
      targetType: "referral_code",
      targetId: id,
      before: { active: before.active, influencer: before.influencerName },
      after: { active: after?.active, influencer: after?.influencerName },
    });
  });
  const [row] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.id, id));
  const [updated] = await withStats(db, row?.code);
  return updated;
}

/** Who signed up with a code, newest first; an erased member's sign-up went with the account. */
export async function referralSignupsOf(db: Db, id: string) {
  const [code] = await db.select().from(referralCodes).where(eq(referralCodes.id, id));
  if (!code) throw new HttpError(404, "not_found", "This referral code no longer exists.");
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email, signedUpAt: referralSignups.createdAt })
    .from(referralSignups)
    .innerJoin(user, eq(user.id, referralSignups.referredUserId))
    .where(eq(referralSignups.referralCodeId, id))
    .orderBy(desc(referralSignups.createdAt))
    .limit(1000);
  return {
    code: code.code,
    influencer: code.influencerName,
    members: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      signed_up_at: row.signedUpAt.toISOString(),
    })),
  };
}
