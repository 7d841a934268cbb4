import { and, asc, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { applicationDocuments, applications, documents, documentVersions } from "../../db/schema";
import { notFound } from "../../http/errors";
import { versionOf } from "./documents.service";

// Documents that went with a tracker application, each with the version that was sent: attaching
// remembers the version current then, so a later CV edit does not rewrite what the firm received.

async function ensureApplication(db: DbOrTx, userId: string, applicationId: string) {
  const [app] = await db
    .select({ id: applications.id, firmName: applications.firmName, roleTitle: applications.roleTitle })
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)));
  if (!app) throw notFound("There is no such application.");
  return app;
}

export async function attachedDocuments(db: DbOrTx, userId: string, applicationId: string) {
  await ensureApplication(db, userId, applicationId);
  const rows = await db
    .select({
      documentId: documents.id,
      name: documents.name,
      kind: documents.kind,
      versionId: documentVersions.id,
      version: documentVersions.version,
      fileName: documentVersions.fileName,
      attachedAt: applicationDocuments.attachedAt,
    })
    .from(applicationDocuments)
    .innerJoin(documents, eq(documents.id, applicationDocuments.documentId))
    .innerJoin(documentVersions, eq(documentVersions.id, applicationDocuments.versionId))
    .where(
      and(eq(applicationDocuments.applicationId, applicationId), eq(applicationDocuments.userId, userId)),
    )
    .orderBy(asc(documents.kind), desc(applicationDocuments.attachedAt));
  return rows.map((row) => ({ ...row, attachedAt: row.attachedAt.toISOString() }));
}

/** Attaches (or re-attaches, with another version) one of the member's documents. */
export async function attachDocument(
  db: DbOrTx,
  userId: string,
  applicationId: string,
  input: { documentId: string; versionId?: string },
) {
  await ensureApplication(db, userId, applicationId);
  const version = await versionOf(db, userId, input.documentId, input.versionId);
  await db
    .insert(applicationDocuments)
    .values({ applicationId, documentId: input.documentId, versionId: version.id, userId })
    .onConflictDoUpdate({
      target: [applicationDocuments.applicationId, applicationDocuments.documentId],
      set: { versionId: version.id, attachedAt: new Date() },
    });
  return attachedDocuments(db, userId, applicationId);
}

export async function detachDocument(db: DbOrTx, userId: string, applicationId: string, documentId: string) {
  await ensureApplication(db, userId, applicationId);
  const gone = await db
    .delete(applicationDocuments)
    .where(
      and(
        eq(applicationDocuments.applicationId, applicationId),
        eq(applicationDocuments.documentId, documentId),
        eq(applicationDocuments.userId, userId),
      ),
    )
    .returning({ id: applicationDocuments.documentId });
  if (gone.length === 0) throw notFound("This document is not attached to the application.");
  return attachedDocuments(db, userId, applicationId);
}
