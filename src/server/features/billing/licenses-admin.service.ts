import { desc, eq } from "drizzle-orm";
import type { AuthUser } from "../../auth";
import type { Db } from "../../db/client";
import { bulkLicenses } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { recordAudit } from "../../platform/audit";
import { createLicense } from "./licenses.service";

// 001 §2 Bulk Licenses: generate, list, switch on and off. Members redeem codes on /app/billing.

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

export async function setLicenseActive(db: Db, admin: AuthUser, id: string, isActive: boolean) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(bulkLicenses).where(eq(bulkLicenses.id, id));
    if (!before) throw new HttpError(404, "license_not_found", "This licence no longer exists.");
    const [after] = await tx
      .update(bulkLicenses)
      .set({ isActive })
      .where(eq(bulkLicenses.id, id))
      .returning();
    if (!after) throw new HttpError(404, "license_not_found", "This licence no longer exists.");
    await recordAudit(tx, admin, {
      action: "license.status",
      targetType: "license",
      targetId: id,
      before: { is_active: before.isActive },
      after: { is_active: after.isActive },
    });
    return toDto(after);
  });
}
