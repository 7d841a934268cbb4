import { and, eq } from "drizzle-orm";
import { FIRM_MESSAGES } from "../../../shared/schemas/site-content";
import type { AuthUser } from "../../auth";
import type { Db } from "../../db/client";
import { firms } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { recordAudit } from "../../platform/audit";
import type { BlobStore } from "../../platform/blob-store";
import { type LogoImage, logoKeyOf, logoPathOf } from "./firm-logo";
import { firmById } from "./firms-admin.service";

// A logo an admin uploads is kept like a member's documents: the bytes in the blob store (the database,
// or the S3 bucket), the key and type on the firm's row. As with documents, the bytes are written
// before the row and deleted again if the row is not; a replaced logo's bytes go once the new row is in.

type Admin = Pick<AuthUser, "id" | "email">;
type Deps = { db: Db; blobs: BlobStore };

export async function setFirmLogo({ db, blobs }: Deps, admin: Admin, id: string, logo: LogoImage) {
  await firmById(db, id);
  const key = logoKeyOf(id, logo);
  await blobs.put(key, logo.bytes, logo.contentType);
  let previous: string | null = null;
  try {
    previous = await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ name: firms.name, logoUrl: firms.logoUrl, logoKey: firms.logoKey })
        .from(firms)
        .where(eq(firms.id, id))
        .for("update");
      if (!current) throw new HttpError(404, "not_found", FIRM_MESSAGES.notFound);
      const url = logoPathOf(key);
      await tx
        .update(firms)
        .set({ logoKey: key, logoContentType: logo.contentType, logoUrl: url, updatedAt: new Date() })
        .where(eq(firms.id, id));
      await recordAudit(tx, admin, {
        action: "firm.logo_upload",
        targetType: "firm",
        targetId: id,
        before: { name: current.name, logo_url: current.logoUrl },
        after: { name: current.name, logo_url: url, type: logo.contentType, bytes: logo.bytes.length },
      });
      return current.logoKey;
    });
  } catch (error) {
    await blobs.delete([key]);
    throw error;
  }
  // The same image uploaded again has the same key: its bytes are the new logo's.
  if (previous && previous !== key) await blobs.delete([previous]);
  return firmById(db, id);
}

/** Back to the firm's initials; the bytes go once the row no longer points at them. */
export async function removeFirmLogo({ db, blobs }: Deps, admin: Admin, id: string) {
  const removed = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ name: firms.name, logoUrl: firms.logoUrl, logoKey: firms.logoKey })
      .from(firms)
      .where(eq(firms.id, id))
      .for("update");
    if (!current) throw new HttpError(404, "not_found", FIRM_MESSAGES.notFound);
    if (!current.logoUrl && !current.logoKey) return null;
    await tx
      .update(firms)
      .set({ logoKey: null, logoContentType: null, logoUrl: null, updatedAt: new Date() })
      .where(eq(firms.id, id));
    await recordAudit(tx, admin, {
      action: "firm.logo_remove",
      targetType: "firm",
      targetId: id,
      before: { name: current.name, logo_url: current.logoUrl },
      after: { name: current.name, logo_url: null },
    });
    return current.logoKey;
  });
  if (removed) await blobs.delete([removed]);
  return firmById(db, id);
}

/** The stored logo under this key if it is still a firm's logo; a replaced or removed one is gone. */
export async function readFirmLogo({ db, blobs }: Deps, firmId: string, file: string) {
  const key = `firm-logos/${firmId}/${file}`;
  const [row] = await db
    .select({ contentType: firms.logoContentType })
    .from(firms)
    .where(and(eq(firms.id, firmId), eq(firms.logoKey, key)));
  const bytes = row?.contentType ? await blobs.get(key) : null;
  if (!row?.contentType || !bytes) {
    throw new HttpError(
      404,
      "not_found",
      "This logo is no longer stored. Reload the page to see the current one.",
    );
  }
  return { bytes, contentType: row.contentType };
}
