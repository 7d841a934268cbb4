import { desc, eq } from "drizzle-orm";
import { ADMIN_MESSAGES } from "../../../shared/schemas/admin";
import type { AuthUser } from "../../auth";
import type { Db } from "../../db/client";
import { bulkLicenses, licenseRedemptions, user } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { recordAudit } from "../../platform/audit";
import { createLicense } from "./licenses.service";

// 001 §2 Bulk Licenses: generate, list, switch on and off, change the limits, see who redeemed each. Members redeem codes on /app/billing.

type License = typeof bulkLicenses.$inferSelect;

const toDto = (row: License) => ({
  id: row.id,
  license_code: row.licenseCode,
  organization_name: row.organizationName,
  max_uses: row.maxUses,
  used_count: row.usedCount,
  expires_at: row.expiresAt.toISOString(),
  is_active: row.isActive,
  created_at: row.createdAt.toISOString(),
});

export async function listLicenses(db: Db) {
  const rows = await db.select().from(bulkLicenses).orderBy(desc(bulkLicenses.createdAt)).limit(500);
  return { licenses: rows.map(toDto) };
}

export async function generateLicense(
  db: Db,
  admin: AuthUser,
  input: { organization_name: string; max_uses: number; expires_at: string },
) {
  // The licence and its audit row commit together, or neither does.
  const row = await db.transaction(async (tx) => {
    const created = await createLicense(tx, {
      organizationName: input.organization_name,
      maxUses: input.max_uses,
      expiresAt: new Date(input.expires_at),
      createdBy: admin.id,
    });
    await recordAudit(tx, admin, {
      action: "license.create",
      targetType: "license",
      targetId: created.id,
      before: null,
      after: toDto(created),
    });
    return created;
  });
  return toDto(row);
}

/** The switch, the maximum uses and the expiry; a maximum below the redemptions already made is refused. */
export async function updateLicense(
  db: Db,
  admin: AuthUser,
  id: string,
  change: { is_active?: boolean; max_uses?: number; expires_at?: string },
) {
  return db.transaction(async (tx) => {
    // Locked, so a redemption cannot slip in between the check and the new maximum.
    const [before] = await tx.select().from(bulkLicenses).where(eq(bulkLicenses.id, id)).for("update");
    if (!before) throw new HttpError(404, "license_not_found", "This licence no longer exists.");
    if (change.max_uses !== undefined && change.max_uses < before.usedCount) {
      throw new HttpError(400, "max_uses_below_used", ADMIN_MESSAGES.maxUsesBelowUsed, {
        max_uses: ADMIN_MESSAGES.maxUsesBelowUsed,
      });
    }
    const [after] = await tx
      .update(bulkLicenses)
      .set({
        ...(change.is_active !== undefined ? { isActive: change.is_active } : {}),
        ...(change.max_uses !== undefined ? { maxUses: change.max_uses } : {}),
        ...(change.expires_at !== undefined ? { expiresAt: new Date(change.expires_at) } : {}),
      })
      .where(eq(bulkLicenses.id, id))
      .returning();
    if (!after) throw new HttpError(404, "license_not_found", "This licence no longer exists.");
    const onlySwitch = change.max_uses === undefined && change.expires_at === undefined;
    const fields = (row: License) => ({
      is_active: row.isActive,
      ...(onlySwitch ? {} : { max_uses: row.maxUses, expires_at: row.expiresAt.toISOString() }),
    });
    await recordAudit(tx, admin, {
      action: onlySwitch ? "license.status" : "license.limits",
      targetType: "license",
      targetId: id,
      before: fields(before),
      after: fields(after),
    });
    return toDto(after);
  });
}

/** Who redeemed a licence code, newest first; a deleted member's redemption went with the account. */
export async function licenseRedeemers(db: Db, id: string) {
  const [license] = await db.select().from(bulkLicenses).where(eq(bulkLicenses.id, id));
  if (!license) throw new HttpError(404, "license_not_found", "This licence no longer exists.");
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      redeemedAt: licenseRedemptions.redeemedAt,
    })
    .from(licenseRedemptions)
    .innerJoin(user, eq(user.id, licenseRedemptions.userId))
    .where(eq(licenseRedemptions.licenseId, id))
    .orderBy(desc(licenseRedemptions.redeemedAt))
    .limit(1000);
  return {
    license: toDto(license),
    members: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      redeemed_at: row.redeemedAt.toISOString(),
    })),
  };
}
