import { and, asc, desc, eq, inArray, max, sql } from "drizzle-orm";
import type { CvDraft } from "../../../shared/schemas/cv";
import type { DocumentKind, DocumentUpdateInput } from "../../../shared/schemas/documents";
import type { Db, DbOrTx } from "../../db/client";
import { documents, documentVersions } from "../../db/schema";
import type { Deps } from "../../http/context";
import { notFound } from "../../http/errors";
import type { MemberPlan } from "../../platform/member-plan";
import { checkRoomForUpload, documentUsage, ensureRoomForUpload, lockDocuments } from "./limits";
import { blobKeyOf, documentBlobs } from "./storage";

// A member's documents and their versions. Every read and write has the owner in its WHERE; bytes go to
// the blob store inside the same transaction as the rows, so a failed write leaves neither behind.

export const documentNotFound = () => notFound("There is no such document.");
export const versionNotFound = () => notFound("There is no such version of this document.");

/** A file ready to store: its bytes, what it is and the text read from it. */
export type StoredFile = {
  bytes: Buffer;
  fileName: string;
  format: "pdf" | "docx";
  mime: string;
  text: string;
  pageCount: number | null;
  hasImages: boolean;
  wordCount: number;
  source?: CvDraft;
};

const versionColumns = {
  id: documentVersions.id,
  documentId: documentVersions.documentId,
  version: documentVersions.version,
  fileName: documentVersions.fileName,
  format: documentVersions.format,
  size: documentVersions.size,
  pageCount: documentVersions.pageCount,
  wordCount: documentVersions.wordCount,
  hasImages: documentVersions.hasImages,
  createdAt: documentVersions.createdAt,
};

export async function listDocuments(db: Db, member: MemberPlan) {
  const [docs, usage] = await Promise.all([
    db.select().from(documents).where(eq(documents.userId, member.id)).orderBy(desc(documents.updatedAt)),
    documentUsage(db, member),
  ]);
  const versions = docs.length
    ? await db
        .select({
          ...versionColumns,
          builtWithEditor: sql<boolean>`${documentVersions.source} is not null`,
          // What was read from the file, so the member can see the text was recognised.
          excerpt: sql<string>`left(${documentVersions.text}, 600)`,
        })
        .from(documentVersions)
        .where(
          and(
            eq(documentVersions.userId, member.id),
            inArray(
              documentVersions.documentId,
              docs.map((d) => d.id),
            ),
          ),
        )
        .orderBy(desc(documentVersions.version))
    : [];
  return {
    documents: docs.map((doc) => ({
      id: doc.id,
      name: doc.name,
      kind: doc.kind as DocumentKind,
      createdAt: doc.createdAt.toISOString(),
      updatedAt: doc.updatedAt.toISOString(),
      versions: versions
        .filter((v) => v.documentId === doc.id)
        .map(({ createdAt, documentId: _, ...v }) => ({ ...v, createdAt: createdAt.toISOString() })),
    })),
    usage,
  };
}

async function insertVersion(tx: DbOrTx, userId: string, documentId: string, id: string, file: StoredFile) {
  const [last] = await tx
    .select({ n: max(documentVersions.version) })
    .from(documentVersions)
    .where(eq(documentVersions.documentId, documentId));
  const [row] = await tx
    .insert(documentVersions)
    .values({
      id,
      documentId,
      userId,
      version: (last?.n ?? 0) + 1,
      fileName: file.fileName,
      format: file.format,
      mime: file.mime,
      size: file.bytes.length,
      blobKey: blobKeyOf(userId, id),
      text: file.text,
      pageCount: file.pageCount,
      hasImages: file.hasImages,
      wordCount: file.wordCount,
      source: file.source ?? null,
    })
    .returning(versionColumns);
  await tx.update(documents).set({ updatedAt: new Date() }).where(eq(documents.id, documentId));
  if (!row) throw new Error("version insert returned nothing");
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/**
 * Stores the bytes, then runs `write` (the rows) in a transaction; if the rows are refused or fail, the
 * bytes are removed again, so nothing is left behind. The bytes go first and outside the transaction:
 * the blob store has its own connection (or is a bucket), and the embedded database has one connection,
 * which a transaction holds.
 */
async function withStoredBytes<T>(
  deps: Pick<Deps, "config" | "db">,
  userId: string,
  file: StoredFile,
  write: (tx: DbOrTx, versionId: string) => Promise<T>,
): Promise<T> {
  const versionId = crypto.randomUUID();
  const key = blobKeyOf(userId, versionId);
  const blobs = documentBlobs(deps);
  await blobs.put(key, file.bytes, file.mime);
  try {
    return await deps.db.transaction((tx) => write(tx, versionId));
  } catch (error) {
    await blobs.delete([key]);
    throw error;
  }
}

/** A new document with its first version. */
export async function createDocument(
  deps: Pick<Deps, "config" | "db">,
  member: MemberPlan,
  input: { name: string; kind: DocumentKind; file: StoredFile },
) {
  const room = { bytes: input.file.bytes.length, newDocument: true };
  // Checked before the bytes are written (a refusal writes nothing), and again under the lock.
  await checkRoomForUpload(deps.db, member, room);
  return withStoredBytes(deps, member.id, input.file, async (tx, versionId) => {
    await lockDocuments(tx, member.id);
    await ensureRoomForUpload(tx, member, room);
    const [doc] = await tx
      .insert(documents)
      .values({ userId: member.id, name: input.name, kind: input.kind })
      .returning({ id: documents.id, name: documents.name, kind: documents.kind });
    if (!doc) throw new Error("document insert returned nothing");
    return { document: doc, version: await insertVersion(tx, member.id, doc.id, versionId, input.file) };
  });
}

/** A new version of a member's document; the earlier ones are kept. */
export async function addVersion(
  deps: Pick<Deps, "config" | "db">,
  member: MemberPlan,
  documentId: string,
  file: StoredFile,
) {
  const owned = async (tx: DbOrTx) => {
    const [doc] = await tx
      .select({ id: documents.id, name: documents.name, kind: documents.kind })
      .from(documents)
      .where(and(eq(documents.id, documentId), eq(documents.userId, member.id)));
    if (!doc) throw documentNotFound();
    return doc;
  };
  const room = { bytes: file.bytes.length, newDocument: false };
  await owned(deps.db);
  await checkRoomForUpload(deps.db, member, room);
  return withStoredBytes(deps, member.id, file, async (tx, versionId) => {
    await lockDocuments(tx, member.id);
    const doc = await owned(tx);
    await ensureRoomForUpload(tx, member, room);
    return { document: doc, version: await insertVersion(tx, member.id, doc.id, versionId, file) };
  });
}

export async function updateDocument(db: Db, userId: string, documentId: string, input: DocumentUpdateInput) {
  const [doc] = await db
    .update(documents)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(documents.id, documentId), eq(documents.userId, userId)))
    .returning({ id: documents.id, name: documents.name, kind: documents.kind });
  if (!doc) throw documentNotFound();
  return doc;
}

/** Deletes the document, every version and their bytes. */
export async function deleteDocument(deps: Pick<Deps, "config" | "db">, userId: string, documentId: string) {
  const keys = await deps.db.transaction(async (tx) => {
    const versions = await tx
      .select({ blobKey: documentVersions.blobKey })
      .from(documentVersions)
      .where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.userId, userId)));
    const [gone] = await tx
      .delete(documents)
      .where(and(eq(documents.id, documentId), eq(documents.userId, userId)))
      .returning({ id: documents.id });
    if (!gone) throw documentNotFound();
    return versions.map((v) => v.blobKey);
  });
  // After the rows are gone, so no one can be sent to bytes that no longer exist.
  await documentBlobs(deps).delete(keys);
}

/** One version of a member's document, with its text (not its bytes). */
export async function versionOf(db: DbOrTx, userId: string, documentId: string, versionId?: string) {
  const [row] = await db
    .select({
      ...versionColumns,
      mime: documentVersions.mime,
      blobKey: documentVersions.blobKey,
      text: documentVersions.text,
      source: documentVersions.source,
      name: documents.name,
      kind: documents.kind,
    })
    .from(documentVersions)
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .where(
      and(
        eq(documentVersions.documentId, documentId),
        eq(documentVersions.userId, userId),
        versionId ? eq(documentVersions.id, versionId) : undefined,
      ),
    )
    .orderBy(desc(documentVersions.version))
    .limit(1);
  if (!row) throw versionId ? versionNotFound() : documentNotFound();
  return row;
}

/** The bytes of a version, for download. */
export async function downloadVersion(
  deps: Pick<Deps, "config" | "db">,
  userId: string,
  documentId: string,
  versionId: string,
) {
  const version = await versionOf(deps.db, userId, documentId, versionId);
  const bytes = await documentBlobs(deps).get(version.blobKey);
  if (!bytes) throw versionNotFound();
  return { bytes, fileName: version.fileName, mime: version.mime };
}

/** The member's CVs, newest first, for pickers (CV match, cover letters). */
export async function cvDocuments(db: Db, userId: string) {
  return db
    .select({ id: documents.id, name: documents.name, updatedAt: documents.updatedAt })
    .from(documents)
    .where(and(eq(documents.userId, userId), eq(documents.kind, "CV")))
    .orderBy(desc(documents.updatedAt), asc(documents.name));
}

/** Before an account is deleted: its documents' bytes, which live outside the rows the deletion cascades. */
export async function deleteDocumentsOf(deps: Pick<Deps, "config" | "db">, userId: string) {
  const versions = await deps.db
    .select({ blobKey: documentVersions.blobKey })
    .from(documentVersions)
    .where(eq(documentVersions.userId, userId));
  await documentBlobs(deps).delete(versions.map((v) => v.blobKey));
}
