import { asc, eq } from "drizzle-orm";
import { SITE_CONTENT_MESSAGES } from "../../../shared/schemas/site-content";
import type { AuthUser } from "../../auth";
import type { Db } from "../../db/client";
import { siteFigures } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { recordAudit } from "../../platform/audit";
import { contentChanged } from "../../platform/content-cache";
import { slugify } from "../../platform/html";

// Marketing figures the product cannot count itself (placements, offers, …) appear on
// the landing page only as an admin entered them, with their source. "members" is counted from our
// records by the landing service, so no admin figure may take its key. Each change, once committed, is
// announced to the landing cache.

type Admin = Pick<AuthUser, "id" | "email">;
type Figure = typeof siteFigures.$inferSelect;
type FigureFields = { label: string; value: string; source: string };

const COUNTED_KEY = "members";

const record = (f: Figure) => ({ label: f.label, value: f.value, source: f.source });
const dto = (f: Figure) => ({ key: f.key, ...record(f), updated_at: f.updatedAt.toISOString() });

export async function listFigures(db: Db) {
  const rows = await db.select().from(siteFigures).orderBy(asc(siteFigures.key));
  return { figures: rows.map(dto) };
}

/** The key is made from the label once; later edits keep it, so the landing order stays stable. */
export async function createFigure(db: Db, admin: Admin, input: FigureFields) {
  const key = slugify(input.label).slice(0, 60);
  if (key === COUNTED_KEY) {
    throw new HttpError(400, "validation_failed", SITE_CONTENT_MESSAGES.reservedFigure, {
      label: SITE_CONTENT_MESSAGES.reservedFigure,
    });
  }
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(siteFigures)
      .values({ key, ...input, updatedBy: admin.id })
      .onConflictDoNothing({ target: siteFigures.key })
      .returning();
    if (!row) {
      const message = `A figure labelled "${input.label}" already exists: edit that one instead.`;
      throw new HttpError(409, "figure_exists", message, { label: message });
    }
    await recordAudit(tx, admin, {
      action: "figure.create",
      targetType: "site_figure",
      targetId: key,
      before: null,
      after: record(row),
    });
    return dto(row);
  });
  contentChanged(db, siteFigures);
  return created;
}

export async function updateFigure(db: Db, admin: Admin, key: string, input: FigureFields) {
  const updated = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(siteFigures).where(eq(siteFigures.key, key));
    if (!before) throw new HttpError(404, "not_found", "This figure no longer exists. Reload the list.");
    const [after] = await tx
      .update(siteFigures)
      .set({ ...input, updatedBy: admin.id, updatedAt: new Date() })
      .where(eq(siteFigures.key, key))
      .returning();
    if (!after) throw new HttpError(404, "not_found", "This figure no longer exists. Reload the list.");
    await recordAudit(tx, admin, {
      action: "figure.update",
      targetType: "site_figure",
      targetId: key,
      before: record(before),
      after: record(after),
    });
    return dto(after);
  });
  contentChanged(db, siteFigures);
  return updated;
}

export async function deleteFigure(db: Db, admin: Admin, key: string) {
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(siteFigures).where(eq(siteFigures.key, key)).returning();
    if (!removed) throw new HttpError(404, "not_found", "This figure no longer exists. Reload the list.");
    await recordAudit(tx, admin, {
      action: "figure.delete",
      targetType: "site_figure",
      targetId: key,
      before: record(removed),
      after: null,
    });
  });
  contentChanged(db, siteFigures);
  return { deleted: key };
}
