import { randomInt } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { APP_TIERS } from "../../../shared/plans";
import { formatLicenseCode, LICENSE_ALPHABET, LICENSE_CODE_LENGTH } from "../../../shared/schemas/billing";
import { ukLongDate } from "../../../shared/uk-time";
import type { Db, DbOrTx } from "../../db/client";
import { bulkLicenses, licenseRedemptions, premiumSignups, profiles } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { writePlan } from "../../platform/accounts/profile-rows";
import { contentChanged } from "../../platform/content-cache";
import { recordPremiumSignup } from "./plan.service";

/** A code from a cryptographic random source, in the unambiguous alphabet (001 §4). */
export function generateLicenseCode(): string {
  let code = "";
  for (let i = 0; i < LICENSE_CODE_LENGTH; i++) code += LICENSE_ALPHABET[randomInt(LICENSE_ALPHABET.length)];
  return formatLicenseCode(code);
}

export type NewLicense = {
  organizationName: string;
  maxUses: number;
  expiresAt: Date;
  createdBy?: string | null;
};

export async function createLicense(db: DbOrTx, input: NewLicense) {
  // 31^12 codes: a collision is astronomically unlikely, but the unique index decides, so retry once.
  for (let attempt = 0; ; attempt++) {
    const rows = await db
      .insert(bulkLicenses)
      .values({ ...input, licenseCode: generateLicenseCode(), createdBy: input.createdBy ?? null })
      .onConflictDoNothing({ target: bulkLicenses.licenseCode })
      .returning();
    if (rows[0]) return rows[0];
    if (attempt >= 2) throw new Error("could not generate a unique licence code");
  }
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code === "23505" || cause?.code === "23505";
}

/**
 * Redeeming grants University Bulk access until the code's expiry, once per member per code.
 * The use is counted by one conditional UPDATE, so however many members redeem at once, exactly
 * max_uses succeed; everything happens in one transaction, so a refusal changes nothing.
 */
export async function redeemLicense(db: Db, userId: string, code: string, now = new Date()) {
  const redeemed = await db.transaction(async (tx) => {
    const [license] = await tx.select().from(bulkLicenses).where(eq(bulkLicenses.licenseCode, code));
    if (!license)
      throw new HttpError(
        404,
        "license_not_found",
        "This licence code does not exist. Check it and try again.",
      );
    const [profile] = await tx.select().from(profiles).where(eq(profiles.id, userId));
    if (profile?.appTier?.toLowerCase() === APP_TIERS.pro) {
      throw new HttpError(
        409,
        "already_subscribed",
        "You already have Premium through your subscription. Cancel it first if your organisation now pays for you.",
      );
    }
    const [already] = await tx
      .select({ id: licenseRedemptions.id })
      .from(licenseRedemptions)
      .where(and(eq(licenseRedemptions.licenseId, license.id), eq(licenseRedemptions.userId, userId)));
    if (already) throw new HttpError(409, "already_redeemed", "You have already redeemed this licence code.");

    const counted = await tx
      .update(bulkLicenses)
      .set({ usedCount: sql`${bulkLicenses.usedCount} + 1` })
      .where(
        and(
          eq(bulkLicenses.id, license.id),
          eq(bulkLicenses.isActive, true),
          gt(bulkLicenses.expiresAt, now),
          lt(bulkLicenses.usedCount, bulkLicenses.maxUses),
        ),
      )
      .returning({ expiresAt: bulkLicenses.expiresAt });
    if (counted.length === 0) {
      // Read again: another redemption may have used the last place since the first read.
      const [latest] = await tx.select().from(bulkLicenses).where(eq(bulkLicenses.id, license.id));
      if (!latest?.isActive)
        throw new HttpError(
          409,
          "license_inactive",
          "This licence code has been switched off. Ask your organisation for a new one.",
        );
      if (latest.expiresAt <= now)
        throw new HttpError(
          409,
          "license_expired",
          `This licence code expired on ${ukLongDate(latest.expiresAt)}.`,
        );
      throw new HttpError(
        409,
        "license_exhausted",
        "This licence code has been used the maximum number of times. Ask your organisation for more places.",
      );
    }
    const expiresAt = counted[0]?.expiresAt ?? license.expiresAt;
    // Two simultaneous redemptions by the same member: the unique index refuses the second.
    await tx
      .insert(licenseRedemptions)
      .values({ licenseId: license.id, userId, redeemedAt: now })
      .catch((error: unknown) => {
        if (isUniqueViolation(error))
          throw new HttpError(409, "already_redeemed", "You have already redeemed this licence code.");
        throw error;
      });
    // Never shorten access the member already has until a later date.
    const current = profile?.premiumAccessExpiresAt;
    const until = current && current > expiresAt ? current : expiresAt;
    await writePlan(
      tx,
      userId,
      { app_tier: APP_TIERS.universityBulk, premium_access_expires_at: until },
      now,
    );
    await recordPremiumSignup(tx, userId, "licence");
    return { organization_name: license.organizationName, access_until: until.toISOString() };
  });
  // Committed: caches of premium sign-ups (the landing page's seats) read them again.
  contentChanged(db, premiumSignups);
  return redeemed;
}
